// Bookings (docs/rules.md#rules-the-product-leaves-open and docs/rules.md#promises-kept): a time in the booker's zone, in the future and on a day at
// most 90 days after the booker's today, inside the tutor's hours and of the tutor's session
// type, no two sessions of a tutor overlapping (unless cancelled),
// at most 10 upcoming per user; the booker alone may cancel (until 12 hours before) or fetch
// the calendar file.
import type { AchievementCountsBetween } from '#contract/achievements.ts';
import type { PaginationQuery } from '#contract/common.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import type { MessageValues } from '#contract/i18n/format.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import {
  BOOKING_TOO_FAR_MESSAGE,
  type BookSessionInput,
  type BusyTime,
  bookableDays,
  CANCEL_HOURS_BEFORE,
  CANCELLATION_RULE,
  MAX_UPCOMING_SESSIONS,
  SESSION_DURATION_MINUTES,
  sessionCalendarFileName,
  type TutorBusyQuery,
  type TutorSession,
} from '#contract/sessions.ts';
import { sessionTypesOf } from '#contract/teach-hours.ts';
import { canonicalTimeZone, zonedWallTimeToInstant } from '#contract/time-zone.ts';
import {
  describeTutorHoursIn,
  isOnTimeOff,
  isWithinTutorHours,
  outsideHoursMessage,
  timeOffMessage,
  wrongSessionTypeMessage,
} from '#contract/tutor-hours.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { translate } from '#server/lib/i18n.ts';
import { type ListPage, readList } from '#server/lib/lists.ts';
import { buildSessionCalendar } from './booking-calendar.ts';
import { mailCancelled } from './booking-mail.ts';
import * as repo from './bookings.repository.ts';
import { type BookableTutor, lockBookableTutor } from './tutors.repository.ts';
import { getTutor, TUTOR_NOT_FOUND } from './tutors.service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const SLOT_TAKEN = 'That time is already booked';
const SESSION_NOT_FOUND = 'Session not found';
const NOT_YOUR_SESSION = 'Only the person who booked this session can do that';

export function endOf(startsAt: Date): Date {
  return new Date(startsAt.getTime() + SESSION_DURATION_MINUTES * MINUTE);
}

/** A session as its booker sees it: a scheduled session that is over shows as completed. */
export function toTutorSession(row: repo.SessionRow, now: Date): TutorSession {
  const endsAt = endOf(row.startsAt);
  const cancellableUntil = new Date(row.startsAt.getTime() - CANCEL_HOURS_BEFORE * HOUR);
  const status = row.status === 'scheduled' && endsAt <= now ? 'completed' : row.status;
  return {
    id: row.id,
    tutorId: row.tutorId,
    tutor: { name: row.tutorName, imageUrl: row.tutorImageUrl },
    subject: row.subject,
    sessionType: row.sessionType,
    date: row.date,
    time: row.time,
    timeZone: row.timeZone,
    startsAt: row.startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    status,
    notes: row.notes,
    tutorCancelReason: row.tutorCancelReason,
    seriesId: row.seriesId,
    canCancel: row.status === 'scheduled' && now < cancellableUntil,
    cancellableUntil: cancellableUntil.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The start instant of a booking, checked against the window of docs/rules.md#rules-the-product-leaves-open. */
export function startOf(input: BookSessionInput, timeZone: string, now: Date): Date {
  const startsAt = zonedWallTimeToInstant(input.date, input.time, timeZone);
  if (!startsAt) {
    throw AppError.invalidField(
      'time',
      'That time does not exist in your time zone (the clocks change that day). Please choose another time.',
    );
  }
  if (startsAt <= now) throw AppError.invalidField('date', 'Please choose a date and time in the future.');
  if (input.date > bookableDays(now, timeZone).last) {
    throw AppError.invalidField('date', BOOKING_TOO_FAR_MESSAGE);
  }
  return startsAt;
}

/**
 * The refusal of a time outside a tutor's hours: the hours said in each reader's language
 * (weekdays, times and zone as that language writes them), which the English words alone
 * cannot give the error handler.
 */
function outsideHoursError(tutor: BookableTutor): AppError {
  return AppError.invalidField('time', outsideHoursMessage(tutor)).sayingIn((locale) => {
    const say = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
    const hours = describeTutorHoursIn(tutor, { say, locale });
    return hours
      ? say('errors.outsideHours', { tutor: tutor.name, hours })
      : say('errors.noOpenHours', { tutor: tutor.name });
  });
}

/**
 * One of the tutor's session types, inside the tutor's hours and not on a day off
 * (docs/rules.md#promises-kept "Tutors' hours", docs/tutoring.md#a-tutors-hours).
 */
function checkTutorOffers(tutor: BookableTutor, input: BookSessionInput, startsAt: Date): void {
  const sessionTypes = sessionTypesOf(tutor);
  if (!sessionTypes.includes(input.sessionType)) {
    throw AppError.invalidField('sessionType', wrongSessionTypeMessage({ name: tutor.name, sessionTypes }));
  }
  if (!isWithinTutorHours(startsAt, tutor)) {
    if (isOnTimeOff(startsAt, tutor)) throw AppError.invalidField('time', timeOffMessage(tutor));
    throw outsideHoursError(tutor);
  }
}

/**
 * Every check of a booking that needs the database, in the caller's transaction: the tutor and
 * then the user are locked, so two bookings at once cannot overlap or both be the eleventh.
 */
export async function refuseInTransaction(
  tx: Executor,
  userId: number,
  input: BookSessionInput,
  startsAt: Date,
  now: Date,
): Promise<void> {
  // The tutor before the user, as a review locks the tutor and then references the user.
  const tutor = await lockBookableTutor(tx, input.tutorId);
  if (!tutor) throw AppError.notFound(TUTOR_NOT_FOUND);
  checkTutorOffers(tutor, input, startsAt);
  await repo.lockUser(tx, userId);
  if ((await repo.countUpcoming(tx, userId, now)) >= MAX_UPCOMING_SESSIONS) {
    throw AppError.conflict(
      `You already have ${MAX_UPCOMING_SESSIONS} upcoming sessions. Please cancel one, or wait until one is over, before booking another.`,
    );
  }
  const durationMs = SESSION_DURATION_MINUTES * MINUTE;
  if (await repo.overlapsBooking(tx, { tutorId: input.tutorId, startsAt, durationMs })) {
    throw AppError.conflict(SLOT_TAKEN).withCode('slot_taken');
  }
}

export async function bookSession(
  ctx: AppContext,
  userId: number,
  input: BookSessionInput,
  /** Who made the booking when not the learner: the parent whose yes booked it. */
  bookedByUserId: number | null = null,
): Promise<TutorSession> {
  const now = ctx.clock.now();
  const timeZone = canonicalTimeZone(input.timeZone ?? 'UTC');
  const startsAt = startOf(input, timeZone, now);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      await refuseInTransaction(tx, userId, input, startsAt, now);
      return repo.insertSession(tx, {
        userId,
        tutorId: input.tutorId,
        subject: input.subject,
        sessionType: input.sessionType,
        date: input.date,
        time: input.time,
        timeZone,
        startsAt,
        notes: input.notes || null,
        bookedByUserId,
        now,
      });
    });
  } catch (error) {
    // The partial unique index on (tutor, start) backs the overlap check.
    if (isUniqueViolation(error)) throw AppError.conflict(SLOT_TAKEN).withCode('slot_taken');
    throw error;
  }
  return getOwnSession(ctx, userId, id);
}

/**
 * GET /api/tutors/{id}/busy: when an active tutor is booked between `from` and `to`, naming no
 * one, so the booking dialog offers only free times (the booking itself still checks).
 */
export async function tutorBusyTimes(
  ctx: AppContext,
  tutorId: number,
  query: TutorBusyQuery,
): Promise<BusyTime[]> {
  await getTutor(ctx, tutorId, 'en');
  const starts = await repo.busyStartsOfTutor(ctx.db, {
    tutorId,
    from: new Date(query.from),
    to: new Date(query.to),
    durationMs: SESSION_DURATION_MINUTES * MINUTE,
  });
  return starts.map((startsAt) => ({
    startsAt: startsAt.toISOString(),
    endsAt: endOf(startsAt).toISOString(),
  }));
}

/** A session of the signed-in user: 404 when there is none, 403 when it is someone else's. */
export async function getOwnSessionRow(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<repo.SessionRow> {
  const row = await repo.findSession(ctx.db, id);
  if (!row) throw AppError.notFound(SESSION_NOT_FOUND);
  if (row.userId !== userId) throw AppError.forbidden(NOT_YOUR_SESSION);
  return row;
}

export async function getOwnSession(ctx: AppContext, userId: number, id: number): Promise<TutorSession> {
  return toTutorSession(await getOwnSessionRow(ctx, userId, id), ctx.clock.now());
}

export async function listUserSessions(
  ctx: AppContext,
  userId: number,
  query: PaginationQuery,
): Promise<ListPage<TutorSession>> {
  const now = ctx.clock.now();
  return readList(
    query,
    {
      rows: (page) => repo.listUserSessions(ctx.db, userId, page),
      count: () => repo.countUserSessions(ctx.db, userId),
    },
    (row) => toTutorSession(row, now),
  );
}

export async function cancelSession(ctx: AppContext, userId: number, id: number): Promise<TutorSession> {
  const row = await getOwnSessionRow(ctx, userId, id);
  const now = ctx.clock.now();
  const cancelled = await repo.cancelSession(ctx.db, {
    id,
    userId,
    now,
    startsAfter: new Date(now.getTime() + CANCEL_HOURS_BEFORE * HOUR),
  });
  if (!cancelled) throw whyNotCancelled(row, now);
  return getOwnSession(ctx, userId, id);
}

/** Why the booker could not cancel a session: already cancelled, over, or inside the 12 hours. */
export function whyNotCancelled(row: repo.SessionRow, now: Date): AppError {
  if (row.status === 'cancelled') return AppError.conflict('This session is already cancelled.');
  if (row.startsAt <= now) return AppError.conflict('This session has already taken place.');
  return AppError.conflict(`${CANCELLATION_RULE} Please contact us if you cannot make it.`);
}

/** A session's calendar file, in the language of the reader who downloads it. */
export async function sessionCalendar(
  ctx: AppContext,
  userId: number,
  id: number,
  locale: Locale,
): Promise<{ fileName: string; body: string }> {
  const row = await getOwnSessionRow(ctx, userId, id);
  const body = buildSessionCalendar(
    {
      id: row.id,
      startsAt: row.startsAt,
      endsAt: endOf(row.startsAt),
      subject: row.subject,
      sessionType: row.sessionType,
      tutorName: row.tutorName,
      timeZone: row.timeZone,
      notes: row.notes,
      cancelled: row.status === 'cancelled',
    },
    { publicUrl: ctx.config.publicUrl, now: ctx.clock.now(), locale },
  );
  return { fileName: sessionCalendarFileName(row.id), body };
}

/**
 * When a tutor is removed (the admin's delete hides the tutor first): cancels the tutor's
 * sessions that have not started and tells each booker's side by e-mail, with the calendar file
 * that takes them out (docs/tutoring.md#weekly-sessions-and-mail). Answers how many it cancelled.
 */
export async function cancelSessionsOfRemovedTutor(ctx: AppContext, tutorId: number): Promise<number> {
  const ids = await repo.cancelFutureSessionsOfTutor(ctx.db, tutorId, ctx.clock.now());
  await mailCancelled(ctx, ids, { by: 'tutor-left' });
  return ids.length;
}

/** The booking facts of "Eager Learner" (docs/product.md#constants-and-limits; the achievements read them here). */
export async function bookingFacts(ctx: AppContext, userId: number) {
  return repo.bookingFacts(ctx.db, userId);
}

/** Every session a user booked (the account export). */
export function bookerData(ctx: AppContext, userId: number) {
  return repo.allSessionsOf(ctx.db, userId);
}

/**
 * Cancels the sessions a user has not had yet, when their account is deleted, in the caller's
 * transaction: the tutor's time is free again at once.
 */
export function cancelUpcomingSessionsOf(tx: Executor, userId: number, now: Date) {
  return repo.cancelFutureSessionsOfUser(tx, userId, now);
}

/** A session still ahead, as the weekly digest tells it. */
export interface UpcomingSession {
  subject: string;
  tutorName: string;
  startsAt: Date;
  /** The zone it was booked in. */
  timeZone: string;
}

/** Upcoming scheduled sessions, soonest first, keyed by user (the weekly digest: one query for all). */
export async function upcomingSessionsOfUsers(ctx: Pick<AppContext, 'db' | 'clock'>, userIds: number[]) {
  const sessions = new Map<number, UpcomingSession[]>();
  for (const { userId, ...session } of await repo.upcomingOfUsers(ctx.db, userIds, ctx.clock.now())) {
    sessions.set(userId, [...(sessions.get(userId) ?? []), session]);
  }
  return sessions;
}

/** Eager Learner's count for many users, now and a while ago (the digest's achievements of the week). */
export async function bookingCountsOfUsers(
  ctx: Pick<AppContext, 'db'>,
  userIds: number[],
  since: Date,
): Promise<Map<number, AchievementCountsBetween>> {
  const rows = await repo.bookingCountsOfUsers(ctx.db, userIds, since);
  return new Map(
    rows.map((r) => [r.userId, { before: { tutorSessions: r.before }, after: { tutorSessions: r.now } }]),
  );
}

/**
 * Marks a session completed if it is still scheduled (a conditional update: the lesson room's job
 * on every instance, an admin and the tutor may all try; one wins). Answers whether it did.
 */
export function markCompletedIfScheduled(ctx: Pick<AppContext, 'db'>, id: number): Promise<boolean> {
  return repo.recordSessionOutcome(ctx.db, id, 'completed');
}
