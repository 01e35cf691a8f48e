// When a booking's room is open (docs/lesson-room.md#when): from LESSON_OPENS_BEFORE_MINUTES
// before the start to LESSON_CLOSES_AFTER_MINUTES after the end, on the app's clock.
import {
  LESSON_CLOSES_AFTER_MINUTES,
  LESSON_OPENS_BEFORE_MINUTES,
  type LessonState,
} from '#contract/lessons.ts';
import { SESSION_DURATION_MINUTES } from '#contract/sessions.ts';

const MINUTE_MS = 60_000;

export interface LessonWindow {
  opensAt: Date;
  closesAt: Date;
}

/** A room closes this long after its lesson starts. */
export const CLOSES_AFTER_START_MS = (SESSION_DURATION_MINUTES + LESSON_CLOSES_AFTER_MINUTES) * MINUTE_MS;

export function lessonWindow(startsAt: Date): LessonWindow {
  return {
    opensAt: new Date(startsAt.getTime() - LESSON_OPENS_BEFORE_MINUTES * MINUTE_MS),
    closesAt: new Date(startsAt.getTime() + CLOSES_AFTER_START_MS),
  };
}

export function stateAt(window: LessonWindow, now: Date, alwaysOpen: boolean): LessonState {
  if (alwaysOpen) return 'open';
  if (now < window.opensAt) return 'waiting';
  if (now < window.closesAt) return 'open';
  return 'closed';
}
