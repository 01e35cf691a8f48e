// /teach, the tutor's own page (docs/tutoring.md#tutor-accounts-and-teach): the tutor's
// bookings with what a tutor needs of the learner and nothing more, the outcome of each, and
// cancelling with a reason.
import { z } from 'zod';
import { DateTimeSchema } from './common.ts';
import { LessonNoteSchema } from './lesson-notes.ts';
import { SESSION_OUTCOMES, SESSION_STATUSES } from './sessions.ts';

/** How long after its start a tutor may still record what happened at a session. */
export const TEACH_OUTCOME_DAYS = 7;

export const TEACH_WHEN = ['upcoming', 'past'] as const;
export type TeachWhen = (typeof TEACH_WHEN)[number];

/** GET /api/teach/sessions?when=upcoming|past (upcoming by default). */
export const TeachSessionsQuerySchema = z.object({
  when: z.enum(TEACH_WHEN, { error: 'Choose upcoming or past' }).default('upcoming'),
});
export type TeachSessionsQuery = z.infer<typeof TeachSessionsQuerySchema>;

/**
 * The learner as a tutor sees them: the username and the first word of the name, no more, and the
 * account's id, which names the learner when the tutor opens a conversation with the family.
 */
export const TeachLearnerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
});

/**
 * A booking as its tutor sees it. `bookedBy` is "parent" when a parent made it happen (said yes
 * to a child's request), "self" when the learner booked it alone. `note` is what the tutor left
 * after a completed lesson, with its practice and what the learner has done of it (null before).
 */
export const TeachSessionSchema = z.object({
  id: z.number().int(),
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  subject: z.string(),
  sessionType: z.string(),
  status: z.enum(SESSION_STATUSES),
  learner: TeachLearnerSchema,
  bookedBy: z.enum(['self', 'parent']),
  cancelReason: z.string().nullable(),
  /** Whether the tutor may record the outcome now (from the start to 7 days after). */
  canRecordOutcome: z.boolean(),
  /** Whether the tutor may cancel now (scheduled, and not started). */
  canCancel: z.boolean(),
  note: LessonNoteSchema.nullable(),
});
export type TeachSession = z.infer<typeof TeachSessionSchema>;

/** POST /api/teach/sessions/{id}/status. */
export const TeachOutcomeInputSchema = z.object({
  status: z.enum(SESSION_OUTCOMES, { error: 'Choose completed or no-show' }),
});
export type TeachOutcomeInput = z.infer<typeof TeachOutcomeInputSchema>;

/** POST /api/teach/sessions/{id}/cancel: the reason the learner's family reads. */
export const TeachCancelInputSchema = z.object({
  reason: z
    .string({ error: 'Please tell the family why' })
    .trim()
    .min(3, 'Please tell the family why (at least 3 characters)')
    .max(500, 'Please keep the reason under 500 characters'),
});
export type TeachCancelInput = z.infer<typeof TeachCancelInputSchema>;

/** The first word of a name: all a tutor is told of a learner's name. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
