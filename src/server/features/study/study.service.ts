// Study sessions (docs/rules.md#rules-the-product-leaves-open): one in progress at a time per user, whole minutes, closed
// at 4 hours. The family feature reads a child's study time through the functions at the end.
import type { CompleteStudySessionInput, StartStudySessionInput, StudySession } from '#contract/study.ts';
import { STUDY_SESSION_MAX_MINUTES, studyMinutesBetween } from '#contract/study.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Job } from '#server/lib/jobs.ts';
import * as repo from './study.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const ONE_AT_A_TIME = 'You already have a study session running. Stop it before you start another.';

export function toStudySession(row: repo.StudySessionRow): StudySession {
  return {
    id: row.id,
    subject: row.subject,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    completed: row.completed,
    duration: row.duration,
    notes: row.notes,
  };
}

export async function listSessions(ctx: AppContext, userId: number, limit = 500): Promise<StudySession[]> {
  await repo.closeOverdue(ctx.db, ctx.clock.now(), [userId]);
  return (await repo.listForUsers(ctx.db, [userId], limit)).map(toStudySession);
}

export async function startSession(
  ctx: AppContext,
  userId: number,
  input: StartStudySessionInput,
): Promise<StudySession> {
  const { subject, notes } = input;
  const now = ctx.clock.now();
  // One left open past 4 hours is over; it must not block a new start.
  await repo.closeOverdue(ctx.db, now, [userId]);
  const row = await repo.insertOpenSession(ctx.db, { userId, subject, notes: notes ?? null, startTime: now });
  if (!row) throw AppError.conflict(ONE_AT_A_TIME);
  return toStudySession(row);
}

/** Stops the owner's running session; its length is whole minutes, at most 4 hours. */
export async function completeSession(
  ctx: AppContext,
  userId: number,
  id: number,
  input: CompleteStudySessionInput,
): Promise<StudySession> {
  const found = await repo.findSession(ctx.db, id);
  if (!found) throw AppError.notFound('We could not find that study session.');
  if (found.userId !== userId) throw AppError.forbidden('Only the student who started it can stop it.');
  if (found.completed) throw AppError.conflict('This study session is already finished.');
  const now = ctx.clock.now();
  const duration = studyMinutesBetween(found.startTime, now);
  const capped = duration === STUDY_SESSION_MAX_MINUTES;
  const row = await repo.completeOpenSession(ctx.db, id, {
    endTime: capped ? new Date(found.startTime.getTime() + duration * 60_000) : now,
    duration,
    ...(input?.notes ? { notes: input.notes } : {}),
  });
  if (!row) throw AppError.conflict('This study session is already finished.');
  return toStudySession(row);
}

// ------------------------------------------------------------------ read by the family feature

/** Several users' sessions, newest first, each with its owner's id. */
export async function sessionsOfUsers(ctx: AppContext, userIds: number[], limit: number) {
  if (userIds.length > 0) await repo.closeOverdue(ctx.db, ctx.clock.now(), userIds);
  const rows = await repo.listForUsers(ctx.db, userIds, limit);
  return rows.map((row) => ({ ...toStudySession(row), childId: row.userId }));
}

/** How many sessions a user has, and their completed minutes of the last `recentDays` days. */
export async function studyTotals(ctx: AppContext, userId: number, recentDays: number) {
  const since = new Date(ctx.clock.now().getTime() - recentDays * DAY_MS);
  return repo.totals(ctx.db, userId, since);
}

/** Completed study minutes per day (by start, on a zone's clocks) from `since`, keyed YYYY-MM-DD. */
export async function studyMinutesPerDay(
  ctx: AppContext,
  userId: number,
  since: Date,
  timeZone: string,
): Promise<Map<string, number>> {
  const rows = await repo.minutesPerDay(ctx.db, userId, since, timeZone);
  return new Map(rows.map((r) => [r.day, r.minutes]));
}

export function studyJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'close-overdue-study-sessions',
      everyMs: 10 * 60 * 1000,
      run: () => repo.closeOverdue(ctx.db, ctx.clock.now()),
    },
  ];
}

/** Every study session of a user (the account export). */
export function studentData(ctx: AppContext, userId: number) {
  return repo.allSessionsOf(ctx.db, userId);
}

/** Completed study minutes since an instant, keyed by user (the weekly digest: one query for all). */
export async function studyMinutesOfUsers(ctx: Pick<AppContext, 'db'>, userIds: number[], since: Date) {
  const rows = await repo.minutesOfUsersSince(ctx.db, userIds, since);
  return new Map(rows.map((r) => [r.userId, r.minutes]));
}
