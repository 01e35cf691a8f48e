// Study sessions (DESIGN section 4 and 5): a student's timer. One in progress at a time, closed
// at 4 hours, durations in whole minutes. No Node, DOM, React or Drizzle imports.
import { z } from 'zod';
import { DateTimeSchema } from './common';

/** A session left open is closed at this length (DESIGN section 5). */
export const STUDY_SESSION_MAX_MINUTES = 240;

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

/**
 * A duration as spec section 9 shows it: under 60 minutes as minutes ("45 min"), otherwise hours
 * and minutes ("1 h 5 min", "2 h").
 */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Whole minutes between two instants, rounded, at most the 4-hour close. */
export function studyMinutesBetween(start: Date, end: Date): number {
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  return Math.min(STUDY_SESSION_MAX_MINUTES, Math.max(0, minutes));
}
