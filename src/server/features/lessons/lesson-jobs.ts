// The lesson room's background jobs (docs/lesson-room.md#attendance): at closing, a booking still
// scheduled whose tutor and learner were in the room together for LESSON_ATTENDED_MINUTES is
// marked completed (the conditional update of the tutors feature claims it, so two instances
// never both do it); and the bus's large messages are deleted once every listener has read them.
import type { AppContext } from '#server/app-context.ts';
import { markCompletedIfScheduled } from '#server/features/tutors/bookings.service.ts';
import type { Job } from '#server/lib/jobs.ts';
import { wasAttended } from './attendance.ts';
import { CLOSES_AFTER_START_MS, lessonWindow } from './lesson-window.ts';
import * as repo from './lessons.repository.ts';

const MINUTE_MS = 60_000;
/** Lessons that closed within this long are looked at (a server down for a day still catches up). */
const LOOK_BACK_MS = 3 * 24 * 60 * MINUTE_MS;
/** Every listener reads a stored bus message within milliseconds; a minute is plenty. */
const BUS_MESSAGE_SECONDS = 60;

/** Marks the attended lessons that closed; answers their ids. */
export async function completeAttendedLessons(ctx: AppContext): Promise<number[]> {
  const now = ctx.clock.now();
  // A room closes a fixed time after its start: the starts say which rooms are closed.
  const startedBy = new Date(now.getTime() - CLOSES_AFTER_START_MS + 1);
  const candidates = await repo.closedVisitedLessons(
    ctx.db,
    new Date(startedBy.getTime() - LOOK_BACK_MS),
    startedBy,
  );
  const visits = await repo.visitsOf(
    ctx.db,
    candidates.map((c) => c.id),
  );
  const completed: number[] = [];
  for (const lesson of candidates) {
    const own = visits.filter((v) => v.sessionId === lesson.id);
    if (!wasAttended(own, lessonWindow(lesson.startsAt), now)) continue;
    if (await markCompletedIfScheduled(ctx, lesson.id)) completed.push(lesson.id);
  }
  return completed;
}

export function lessonJobs(ctx: AppContext): Job[] {
  return [
    { name: 'complete-attended-lessons', everyMs: MINUTE_MS, run: () => completeAttendedLessons(ctx) },
    {
      name: 'delete-old-lesson-bus-messages',
      everyMs: 10 * MINUTE_MS,
      run: () => repo.deleteBusMessagesOlderThan(ctx.db, BUS_MESSAGE_SECONDS),
    },
  ];
}
