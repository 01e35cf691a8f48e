// When a booking's lesson room may be entered, read from the session's start time with the
// contract's constants, so a link to the room shows exactly while the server lets people in.
import { lessonClosesAt, lessonOpensAt } from '#contract/lesson-window.ts';

/** `early`: the room opens later; `open`: it may be entered now; `over`: it closed. */
export type LessonWindow = 'early' | 'open' | 'over';

export function lessonWindow(startsAt: string | Date, now: Date): LessonWindow {
  if (now < lessonOpensAt(startsAt)) return 'early';
  if (now < lessonClosesAt(startsAt)) return 'open';
  return 'over';
}

/** The path of a booking's lesson room. */
export function lessonPath(sessionId: number): string {
  return `/lessons/${sessionId}`;
}
