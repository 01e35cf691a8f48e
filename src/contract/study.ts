// Study sessions (docs/rules.md#api-rules and docs/rules.md#rules-the-product-leaves-open): a student's timer. One in progress at a time, closed
// at 4 hours, durations in whole minutes. No Node, DOM, React or Drizzle imports.
import { z } from 'zod';
import { DateTimeSchema } from './common.ts';

export { durationText, STUDY_SESSION_MAX_MINUTES, studyMinutesBetween } from './study-time.ts';

export const StudySessionSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  startTime: DateTimeSchema,
  endTime: DateTimeSchema.nullable(),
  completed: z.boolean(),
  /** Whole minutes, once completed. */
  duration: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type StudySession = z.infer<typeof StudySessionSchema>;
export const StudySessionListSchema = z.array(StudySessionSchema);

const notesField = z
  .string()
  .trim()
  .max(1000, 'Notes must be at most 1000 characters')
  .optional()
  .transform((notes) => (notes ? notes : undefined));

export const StartStudySessionInputSchema = z.object({
  subject: z
    .string({ error: 'Please choose a subject' })
    .trim()
    .min(2, 'Please choose a subject')
    .max(100, 'Subject must be at most 100 characters'),
  notes: notesField,
});
export type StartStudySessionInput = z.infer<typeof StartStudySessionInputSchema>;

export const CompleteStudySessionInputSchema = z.object({ notes: notesField }).nullish();
export type CompleteStudySessionInput = z.infer<typeof CompleteStudySessionInputSchema>;
