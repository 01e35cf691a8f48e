// The only file of the study feature that touches Drizzle. Each function takes the database or
// the caller's transaction.

import { and, count, desc, eq, gte, type InferColumnsDataTypes, inArray, lte, sql } from 'drizzle-orm';
import { STUDY_SESSION_MAX_MINUTES } from '#contract/study.ts';
import type { Executor } from '#server/db/client.ts';
import { studySessions } from '#server/db/schema/index.ts';

const columns = {
  id: studySessions.id,
  userId: studySessions.userId,
  subject: studySessions.subject,
  startTime: studySessions.startTime,
  endTime: studySessions.endTime,
  completed: studySessions.completed,
  duration: studySessions.duration,
  notes: studySessions.notes,
};

export type StudySessionRow = InferColumnsDataTypes<typeof columns>;

export async function findSession(db: Executor, id: number): Promise<StudySessionRow | undefined> {
  const [row] = await db.select(columns).from(studySessions).where(eq(studySessions.id, id));
  return row;
}

/** Newest first. */
export async function listForUsers(db: Executor, userIds: number[], limit: number) {
  if (userIds.length === 0) return [];
  return db
    .select(columns)
    .from(studySessions)
    .where(inArray(studySessions.userId, userIds))
    .orderBy(desc(studySessions.startTime), desc(studySessions.id))
    .limit(limit);
}

/** Inserts an open session; undefined when the user already has one (the partial unique index). */
export async function insertOpenSession(
  db: Executor,
  values: { userId: number; subject: string; notes: string | null; startTime: Date },
) {
  const [row] = await db
    .insert(studySessions)
    .values({ ...values, completed: false })
    .onConflictDoNothing()
    .returning(columns);
  return row;
}

/** Completes an open session; undefined when it was already completed. */
export async function completeOpenSession(
  db: Executor,
  id: number,
  values: { endTime: Date; duration: number; notes?: string },
) {
  const [row] = await db
    .update(studySessions)
    .set({ completed: true, ...values })
    .where(and(eq(studySessions.id, id), eq(studySessions.completed, false)))
    .returning(columns);
  return row;
}

/**
 * Closes sessions left open past the 4-hour limit, as ended at the limit (of some users, or of
 * everyone when `userIds` is undefined).
 */
export async function closeOverdue(db: Executor, now: Date, userIds?: number[]) {
  const limitMs = STUDY_SESSION_MAX_MINUTES * 60_000;
  const cutoff = new Date(now.getTime() - limitMs);
  await db
    .update(studySessions)
    .set({
      completed: true,
      endTime: sql`${studySessions.startTime} + make_interval(mins => ${STUDY_SESSION_MAX_MINUTES})`,
      duration: STUDY_SESSION_MAX_MINUTES,
    })
    .where(
      and(
        eq(studySessions.completed, false),
        lte(studySessions.startTime, cutoff),
        userIds === undefined ? undefined : inArray(studySessions.userId, userIds),
      ),
    );
}

/** All sessions and completed minutes since a moment, in one query. */
export async function totals(db: Executor, userId: number, recentSince: Date) {
  const [row] = await db
    .select({
      sessions: count(),
      recentMinutes: sql<string>`coalesce(sum(${studySessions.duration}) filter (where ${studySessions.completed} and ${studySessions.startTime} >= ${recentSince.toISOString()}::timestamptz), 0)`,
    })
    .from(studySessions)
    .where(eq(studySessions.userId, userId));
  return { sessions: row?.sessions ?? 0, recentMinutes: Number(row?.recentMinutes ?? 0) };
}

/** Completed minutes per day of start on the clocks of `timeZone`, from `since` on. */
export async function minutesPerDay(db: Executor, userId: number, since: Date, timeZone: string) {
  const day = sql<string>`to_char(${studySessions.startTime} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, minutes: sql<string>`sum(${studySessions.duration})` })
    .from(studySessions)
    .where(
      and(
        eq(studySessions.userId, userId),
        eq(studySessions.completed, true),
        gte(studySessions.startTime, since),
      ),
    )
    // By position: the zone is a parameter, and a second copy of it would not match the first.
    .groupBy(sql`1`);
  return rows.map((r) => ({ day: r.day, minutes: Number(r.minutes ?? 0) }));
}

/** Every study session of one user, as kept (the account export). */
export function allSessionsOf(db: Executor, userId: number) {
  return db.select().from(studySessions).where(eq(studySessions.userId, userId)).orderBy(studySessions.id);
}

/** Completed study minutes since an instant, per user, for many users in one query (the digest). */
export async function minutesOfUsersSince(db: Executor, userIds: number[], since: Date) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: studySessions.userId,
      minutes: sql<number>`coalesce(sum(${studySessions.duration}), 0)::int`,
    })
    .from(studySessions)
    .where(
      and(
        inArray(studySessions.userId, userIds),
        eq(studySessions.completed, true),
        gte(studySessions.startTime, since),
      ),
    )
    .groupBy(studySessions.userId);
}
