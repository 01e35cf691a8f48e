import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  type InferColumnsDataTypes,
  inArray,
  isNull,
  lt,
  lte,
  min,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_UNPAGED_ROWS } from '#contract/common.ts';
import type { Executor } from '#server/db/client.ts';
import { tutorSessions, tutors, users } from '#server/db/schema/index.ts';
import type { RowsPage } from '#server/lib/lists.ts';

const sessionColumns = {
  id: tutorSessions.id,
  userId: tutorSessions.userId,
  tutorId: tutorSessions.tutorId,
  tutorName: tutors.name,
  tutorImageUrl: tutors.imageUrl,
  subject: tutorSessions.subject,
  sessionType: tutorSessions.sessionType,
  date: tutorSessions.date,
  time: tutorSessions.time,
  timeZone: tutorSessions.timeZone,
  startsAt: tutorSessions.startsAt,
  status: tutorSessions.status,
  notes: tutorSessions.notes,
  tutorCancelReason: tutorSessions.tutorCancelReason,
  seriesId: tutorSessions.seriesId,
  createdAt: tutorSessions.createdAt,
};

/** A row as the select of `sessionColumns` answers it, inferred from the schema. */
export type SessionRow = InferColumnsDataTypes<typeof sessionColumns>;

/** Locks the user's row until the transaction ends: one booking at a time per user. */
export async function lockUser(tx: Executor, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Bookings of a user that have not started yet: a weekly series counts once, however many of its
 * sessions are ahead (docs/tutoring.md#weekly-sessions-and-mail).
 */
export async function countUpcoming(db: Executor, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`count(distinct coalesce(${tutorSessions.seriesId}, ${tutorSessions.id}::text))::int`,
    })
    .from(tutorSessions)
    .where(
      and(
        eq(tutorSessions.userId, userId),
        eq(tutorSessions.status, 'scheduled'),
        gt(tutorSessions.startsAt, now),
      ),
    );
  return row?.total ?? 0;
}

/**
 * Whether a tutor has a session (not cancelled) that overlaps one of `durationMs` starting at
 * `startsAt`: sessions are all as long, so that is any start less than `durationMs` before or
 * after it. Run it with the tutor's row locked (lockActiveTutor), or two bookings made at once
 * could each miss the other.
 */
export async function overlapsBooking(
  db: Executor,
  booking: { tutorId: number; startsAt: Date; durationMs: number },
): Promise<boolean> {
  const { tutorId, startsAt, durationMs } = booking;
  const [row] = await db
    .select({ id: tutorSessions.id })
    .from(tutorSessions)
    .where(
      and(
        eq(tutorSessions.tutorId, tutorId),
        gt(tutorSessions.startsAt, new Date(startsAt.getTime() - durationMs)),
        lt(tutorSessions.startsAt, new Date(startsAt.getTime() + durationMs)),
        ne(tutorSessions.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The starts of a tutor's sessions (not cancelled) that overlap `from` to `to`, earliest first. */
export async function busyStartsOfTutor(
  db: Executor,
  range: { tutorId: number; from: Date; to: Date; durationMs: number },
): Promise<Date[]> {
  const { tutorId, from, to, durationMs } = range;
  const rows = await db
    .select({ startsAt: tutorSessions.startsAt })
    .from(tutorSessions)
    .where(
      and(
        eq(tutorSessions.tutorId, tutorId),
        gt(tutorSessions.startsAt, new Date(from.getTime() - durationMs)),
        lt(tutorSessions.startsAt, to),
        ne(tutorSessions.status, 'cancelled'),
      ),
    )
    .orderBy(asc(tutorSessions.startsAt))
    .limit(MAX_UNPAGED_ROWS);
  return rows.map((r) => r.startsAt);
}

export interface NewSession {
  userId: number;
  tutorId: number;
  subject: string;
  sessionType: string;
  date: string;
  time: string;
  timeZone: string;
  startsAt: Date;
  notes: string | null;
  bookedByUserId?: number | null;
  /** The weekly series it belongs to; null (or left out) for a single session. */
  seriesId?: string | null;
  now: Date;
}

export async function insertSession(db: Executor, session: NewSession): Promise<number> {
  const { now, ...values } = session;
  const [row] = await db
    .insert(tutorSessions)
    .values({ ...values, status: 'scheduled', createdAt: now })
    .returning({ id: tutorSessions.id });
  if (!row) throw new Error('insert into tutor_sessions returned no row');
  return row.id;
}

export async function findSession(db: Executor, id: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select(sessionColumns)
    .from(tutorSessions)
    .innerJoin(tutors, eq(tutors.id, tutorSessions.tutorId))
    .where(eq(tutorSessions.id, id));
  return row;
}

/** A user's sessions with their tutor's name (one query), latest start first. */
export async function listUserSessions(db: Executor, userId: number, page: RowsPage): Promise<SessionRow[]> {
  return db
    .select(sessionColumns)
    .from(tutorSessions)
    .innerJoin(tutors, eq(tutors.id, tutorSessions.tutorId))
    .where(eq(tutorSessions.userId, userId))
    .orderBy(desc(tutorSessions.startsAt), desc(tutorSessions.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countUserSessions(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tutorSessions)
    .where(eq(tutorSessions.userId, userId));
  return row?.total ?? 0;
}

/**
 * Cancels a scheduled session of its booker if it starts after `startsAfter` (the cancellation
 * window is still open). A conditional update: answers whether it cancelled.
 */
export async function cancelSession(
  db: Executor,
  session: { id: number; userId: number; now: Date; startsAfter: Date },
): Promise<boolean> {
  const rows = await db
    .update(tutorSessions)
    .set({ status: 'cancelled', cancelledAt: session.now })
    .where(
      and(
        eq(tutorSessions.id, session.id),
        eq(tutorSessions.userId, session.userId),
        eq(tutorSessions.status, 'scheduled'),
        gt(tutorSessions.startsAt, session.startsAfter),
      ),
    )
    .returning({ id: tutorSessions.id });
  return rows.length > 0;
}

/**
 * Cancels the scheduled sessions of one booker's series that start at `from` or later and after
 * `startsAfter` (the cancellation window is still open); answers their ids, earliest first.
 */
export async function cancelSeriesFrom(
  db: Executor,
  series: { seriesId: string; userId: number; from: Date; startsAfter: Date; now: Date },
): Promise<number[]> {
  const rows = await db
    .update(tutorSessions)
    .set({ status: 'cancelled', cancelledAt: series.now })
    .where(
      and(
        eq(tutorSessions.seriesId, series.seriesId),
        eq(tutorSessions.userId, series.userId),
        eq(tutorSessions.status, 'scheduled'),
        gte(tutorSessions.startsAt, series.from),
        gt(tutorSessions.startsAt, series.startsAfter),
      ),
    )
    .returning({ id: tutorSessions.id, startsAt: tutorSessions.startsAt });
  return rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map((r) => r.id);
}

/** The scheduled sessions of a series from `from` on, earliest first (those a cancel left). */
export async function scheduledOfSeriesFrom(db: Executor, seriesId: string, from: Date) {
  return db
    .select({ id: tutorSessions.id, startsAt: tutorSessions.startsAt })
    .from(tutorSessions)
    .where(
      and(
        eq(tutorSessions.seriesId, seriesId),
        eq(tutorSessions.status, 'scheduled'),
        gte(tutorSessions.startsAt, from),
      ),
    )
    .orderBy(asc(tutorSessions.startsAt));
}

// ------------------------------------------------------------------ reminders

/**
 * Claims up to `limit` scheduled sessions that start in (now, until] and have had no reminder:
 * one conditional update marks them, so when several processes run the job at once each
 * session is claimed by exactly one of them (locked rows are skipped, and a row another
 * process marked first no longer matches `reminder_sent_at is null`).
 */
export async function claimDueReminders(
  db: Executor,
  window: { now: Date; until: Date; limit: number },
): Promise<number[]> {
  const due = db
    .select({ id: tutorSessions.id })
    .from(tutorSessions)
    .where(
      and(
        eq(tutorSessions.status, 'scheduled'),
        isNull(tutorSessions.reminderSentAt),
        gt(tutorSessions.startsAt, window.now),
        lte(tutorSessions.startsAt, window.until),
      ),
    )
    .orderBy(asc(tutorSessions.startsAt))
    .limit(window.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(tutorSessions)
    .set({ reminderSentAt: window.now })
    .where(
      and(
        inArray(tutorSessions.id, due),
        eq(tutorSessions.status, 'scheduled'),
        isNull(tutorSessions.reminderSentAt),
      ),
    )
    .returning({ id: tutorSessions.id });
  return rows.map((r) => r.id);
}

const tutorAccount = alias(users, 'tutor_account');

/**
 * Sessions with what their mails need, in one query, earliest first: the booker (name, address,
 * age and consent, to tell a child's mail from a grown-up's), the tutor's clocks and the tutor's
 * own account's address when the profile has one.
 */
export async function findSessionsForMail(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      ...sessionColumns,
      tutorTimeZone: tutors.timeZone,
      tutorEmail: tutorAccount.email,
      tutorLocale: tutorAccount.locale,
      booker: {
        id: users.id,
        name: users.name,
        email: users.email,
        locale: users.locale,
        birthYear: users.birthYear,
        consent: users.consent,
      },
    })
    .from(tutorSessions)
    .innerJoin(tutors, eq(tutors.id, tutorSessions.tutorId))
    .innerJoin(users, eq(users.id, tutorSessions.userId))
    .leftJoin(tutorAccount, eq(tutorAccount.id, tutors.userId))
    .where(inArray(tutorSessions.id, ids))
    .orderBy(asc(tutorSessions.startsAt));
}

export type SessionForMailRow = Awaited<ReturnType<typeof findSessionsForMail>>[number];

/** Gives a claim back (the mail could not be sent), so a later run tries again. */
export async function releaseReminder(db: Executor, id: number, claimedAt: Date) {
  await db
    .update(tutorSessions)
    .set({ reminderSentAt: null })
    .where(and(eq(tutorSessions.id, id), eq(tutorSessions.reminderSentAt, claimedAt)));
}

/** Cancels a tutor's sessions that have not started yet; answers their ids. */
export async function cancelFutureSessionsOfTutor(
  db: Executor,
  tutorId: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(tutorSessions)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(tutorSessions.tutorId, tutorId),
        eq(tutorSessions.status, 'scheduled'),
        gt(tutorSessions.startsAt, now),
      ),
    )
    .returning({ id: tutorSessions.id });
  return rows.map((r) => r.id);
}

/**
 * The user's booked sessions (neither cancelled nor a no-show, docs/rules.md#promises-kept): how many, and
 * when the first was booked.
 */
export async function bookingFacts(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: count(), first: min(tutorSessions.createdAt) })
    .from(tutorSessions)
    .where(and(eq(tutorSessions.userId, userId), notInArray(tutorSessions.status, ['cancelled', 'no-show'])));
  return { tutorSessions: row?.n ?? 0, firstTutorSessionAt: row?.first ?? null };
}

/** Every booking of one user, as kept (the account export). */
/** Every booking of a user, each naming its tutor (the account's download reads without the catalog). */
export function allSessionsOf(db: Executor, userId: number) {
  return db
    .select({ ...getTableColumns(tutorSessions), tutor: tutors.name })
    .from(tutorSessions)
    .leftJoin(tutors, eq(tutors.id, tutorSessions.tutorId))
    .where(eq(tutorSessions.userId, userId))
    .orderBy(tutorSessions.id);
}

/** Cancels the user's sessions that have not started; answers their ids. */
export async function cancelFutureSessionsOfUser(tx: Executor, userId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(tutorSessions)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(tutorSessions.userId, userId),
        eq(tutorSessions.status, 'scheduled'),
        gt(tutorSessions.startsAt, now),
      ),
    )
    .returning({ id: tutorSessions.id });
  return rows.map((r) => r.id);
}

// ------------------------------------------------------------------ the admin's list

const adminSessionColumns = {
  id: tutorSessions.id,
  tutorId: tutorSessions.tutorId,
  tutorName: tutors.name,
  username: users.username,
  subject: tutorSessions.subject,
  sessionType: tutorSessions.sessionType,
  startsAt: tutorSessions.startsAt,
  status: tutorSessions.status,
};

export type AdminSessionRow = InferColumnsDataTypes<typeof adminSessionColumns>;

function adminFilter(status: SessionRow['status'] | undefined): SQL | undefined {
  return status ? eq(tutorSessions.status, status) : undefined;
}

/** Every booking with its tutor and booker, latest start first, optionally of one status. */
export async function adminListSessions(
  db: Executor,
  status: SessionRow['status'] | undefined,
  page: RowsPage,
): Promise<AdminSessionRow[]> {
  return db
    .select(adminSessionColumns)
    .from(tutorSessions)
    .innerJoin(tutors, eq(tutors.id, tutorSessions.tutorId))
    .innerJoin(users, eq(users.id, tutorSessions.userId))
    .where(adminFilter(status))
    .orderBy(desc(tutorSessions.startsAt), desc(tutorSessions.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function adminCountSessions(db: Executor, status: SessionRow['status'] | undefined) {
  const [row] = await db.select({ total: count() }).from(tutorSessions).where(adminFilter(status));
  return row?.total ?? 0;
}

export async function findAdminSession(db: Executor, id: number): Promise<AdminSessionRow | undefined> {
  const [row] = await db
    .select(adminSessionColumns)
    .from(tutorSessions)
    .innerJoin(tutors, eq(tutors.id, tutorSessions.tutorId))
    .innerJoin(users, eq(users.id, tutorSessions.userId))
    .where(eq(tutorSessions.id, id));
  return row;
}

/** Records what happened at a scheduled session; answers whether it was still scheduled. */
export async function recordSessionOutcome(
  db: Executor,
  id: number,
  status: 'completed' | 'no-show',
): Promise<boolean> {
  const rows = await db
    .update(tutorSessions)
    .set({ status })
    .where(and(eq(tutorSessions.id, id), eq(tutorSessions.status, 'scheduled')))
    .returning({ id: tutorSessions.id });
  return rows.length > 0;
}

/** Scheduled sessions still ahead with their tutor, for many users in one query (the digest). */
export async function upcomingOfUsers(db: Executor, userIds: number[], now: Date) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: tutorSessions.userId,
      subject: tutorSessions.subject,
      tutorName: tutors.name,
      startsAt: tutorSessions.startsAt,
      timeZone: tutorSessions.timeZone,
    })
    .from(tutorSessions)
    .innerJoin(tutors, eq(tutors.id, tutorSessions.tutorId))
    .where(
      and(
        inArray(tutorSessions.userId, userIds),
        eq(tutorSessions.status, 'scheduled'),
        gt(tutorSessions.startsAt, now),
      ),
    )
    .orderBy(tutorSessions.userId, tutorSessions.startsAt);
}

/** Each user's bookings that count for Eager Learner, now and before an instant, in one query. */
export async function bookingCountsOfUsers(db: Executor, userIds: number[], since: Date) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: tutorSessions.userId,
      now: sql<number>`count(*)::int`,
      before: sql<number>`(count(*) filter (where ${tutorSessions.createdAt} < ${since}))::int`,
    })
    .from(tutorSessions)
    .where(
      and(inArray(tutorSessions.userId, userIds), notInArray(tutorSessions.status, ['cancelled', 'no-show'])),
    )
    .groupBy(tutorSessions.userId);
}
