// When a booking's room is open (docs/lesson-room.md#when): from LESSON_OPENS_BEFORE_MINUTES
// before the start to LESSON_CLOSES_AFTER_MINUTES after the end, on the app's clock.
import { LESSON_CLOSES_AFTER_START_MINUTES, lessonClosesAt, lessonOpensAt } from '#contract/lesson-window.ts';
import type { LessonState } from '#contract/lessons.ts';

export interface LessonWindow {
  opensAt: Date;
  closesAt: Date;
}

/** A room closes this long after its lesson starts. */
export const CLOSES_AFTER_START_MS = LESSON_CLOSES_AFTER_START_MINUTES * 60_000;

export function lessonWindow(startsAt: Date): LessonWindow {
  return { opensAt: lessonOpensAt(startsAt), closesAt: lessonClosesAt(startsAt) };
}

export function stateAt(window: LessonWindow, now: Date, alwaysOpen: boolean): LessonState {
  if (alwaysOpen) return 'open';
  if (now < window.opensAt) return 'waiting';
  if (now < window.closesAt) return 'open';
  return 'closed';
}
