// When a booking's lesson room may be entered (docs/lesson-room.md#when), the one rule the server
// admits people by and the pages show "Join the lesson" by. No schemas: a page that only shows
// the link needs none.
import { SESSION_DURATION_MINUTES } from './sessions.ts';

/** The room opens this long before the start... */
export const LESSON_OPENS_BEFORE_MINUTES = 10;
/** ...and closes this long after the end (a lesson lasts SESSION_DURATION_MINUTES). */
export const LESSON_CLOSES_AFTER_MINUTES = 15;

/** A room closes this long after its lesson starts. */
export const LESSON_CLOSES_AFTER_START_MINUTES = SESSION_DURATION_MINUTES + LESSON_CLOSES_AFTER_MINUTES;

const MINUTE_MS = 60_000;

export function lessonOpensAt(startsAt: string | Date): Date {
  return new Date(new Date(startsAt).getTime() - LESSON_OPENS_BEFORE_MINUTES * MINUTE_MS);
}

export function lessonClosesAt(startsAt: string | Date): Date {
  return new Date(new Date(startsAt).getTime() + LESSON_CLOSES_AFTER_START_MINUTES * MINUTE_MS);
}
