// When a booking's lesson room may be entered, read from the session's start time with the
// contract's constants, so a link to the room shows exactly while the server lets people in.
import { LESSON_CLOSES_AFTER_MINUTES, LESSON_OPENS_BEFORE_MINUTES } from '#contract/lessons.ts';
import { SESSION_DURATION_MINUTES } from '#contract/sessions.ts';

const MINUTE = 60_000;

/** `early`: the room opens later; `open`: it may be entered now; `over`: it closed. */
export type LessonWindow = 'early' | 'open' | 'over';

export function lessonOpensAt(startsAt: string | Date): Date {
  return new Date(new Date(startsAt).getTime() - LESSON_OPENS_BEFORE_MINUTES * MINUTE);
}

export function lessonClosesAt(startsAt: string | Date): Date {
  return new Date(
    new Date(startsAt).getTime() + (SESSION_DURATION_MINUTES + LESSON_CLOSES_AFTER_MINUTES) * MINUTE,
  );
}

export function lessonWindow(startsAt: string | Date, now: Date): LessonWindow {
  if (now < lessonOpensAt(startsAt)) return 'early';
  if (now < lessonClosesAt(startsAt)) return 'open';
  return 'over';
}

/** The path of a booking's lesson room. */
export function lessonPath(sessionId: number): string {
  return `/lessons/${sessionId}`;
}
