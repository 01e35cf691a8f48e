// Booking and cancelling as the calls do them (docs/tutoring.md#weekly-sessions-and-mail): one
// session or a weekly series, and then the mails. A series is every occurrence checked with the
// checks of a single booking (the tutor's hours, other bookings, 90 days ahead), all in one
// transaction, all or nothing: the first date that does not fit is named in a 409 and nothing is
// booked. Its sessions share a seriesId and count as one booking toward the upcoming limit.
import { randomUUID } from 'node:crypto';
import { dayAndTime } from '#contract/date-words.ts';
import {
  BOOKING_TOO_FAR_MESSAGE,
  type BookSessionInput,
  bookableDays,
  CANCEL_HOURS_BEFORE,
  type CancelSessionQuery,
  type TutorSession,
} from '#contract/sessions.ts';
import { canonicalTimeZone, wallTimeIn } from '#contract/time-zone.ts';
import { timeZoneLabel } from '#contract/tutor-hours.ts';
import { weeklyDates, weeklyStarts } from '#contract/weekly-sessions.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { mailBooked, mailCancelled } from './booking-mail.ts';
import * as repo from './bookings.repository.ts';
import {
  bookSession,
  cancelSession,
  getOwnSession,
  getOwnSessionRow,
  refuseInTransaction,
  SLOT_TAKEN,
  startOf,
  whyNotCancelled,
} from './bookings.service.ts';
import { lockBookableTutor } from './tutors.repository.ts';
import { TUTOR_NOT_FOUND } from './tutors.service.ts';

const HOUR = 60 * 60_000;

/** A week of a series, ready to insert: the instant and the booker's wall-clock date and time. */
interface Occurrence {
  startsAt: Date;
  date: string;
  time: string;
}

/** "Tue, Jun 16" for a YYYY-MM-DD day. */
function dayWords(date: string): string {
  return dayAndTime(new Date(`${date}T12:00:00Z`), 'UTC').split(' at ')[0] ?? date;
}

function doesNotFit(when: string, reason: string): AppError {
  return AppError.conflict(
    `The session on ${when} does not fit: ${reason} Nothing was booked. Please choose another time or fewer weeks.`,
  );
}

/**
 * Every week of a series checked, in the caller's transaction: the first as a single booking
 * (its own 400s and 409s), each later one as a 409 naming its date. Answers the occurrences.
 */
async function checkSeries(
  tx: Executor,
  userId: number,
  input: BookSessionInput,
  weeks: number,
  now: Date,
): Promise<Occurrence[]> {
  const timeZone = canonicalTimeZone(input.timeZone ?? 'UTC');
  const first = startOf(input, timeZone, now);
  const tutor = await lockBookableTutor(tx, input.tutorId);
  if (!tutor) throw AppError.notFound(TUTOR_NOT_FOUND);
  // The same time on the tutor's clocks each week, across a daylight-saving change.
  const starts = weeklyStarts(first, weeks, tutor.timeZone);
  const tutorDates = weeklyDates(first, weeks, tutor.timeZone);
  const lastDay = bookableDays(now, timeZone).last;
  const occurrences: Occurrence[] = [];
  for (const [week, startsAt] of starts.entries()) {
    if (!startsAt) {
      throw doesNotFit(
        dayWords(tutorDates[week] ?? ''),
        `the clocks change that day in ${timeZoneLabel(tutor.timeZone)}, so that time does not exist.`,
      );
    }
    const wall = wallTimeIn(startsAt, timeZone);
    if (week === 0) {
      await refuseInTransaction(tx, userId, input, startsAt, now);
    } else {
      const when = dayAndTime(startsAt, timeZone);
      if (wall.date > lastDay) throw doesNotFit(when, BOOKING_TOO_FAR_MESSAGE);
      await refuseInTransaction(tx, userId, { ...input, ...wall }, startsAt, now).catch((error: unknown) => {
        if (error instanceof AppError) throw doesNotFit(when, error.message);
        throw error;
      });
    }
    occurrences.push({ startsAt, ...wall });
  }
  return occurrences;
}

/** Books every week of a series in one transaction; answers the ids, earliest first. */
async function bookSeries(
  ctx: AppContext,
  userId: number,
  input: BookSessionInput,
  weeks: number,
  bookedByUserId: number | null,
) {
  const now = ctx.clock.now();
  const timeZone = canonicalTimeZone(input.timeZone ?? 'UTC');
  const seriesId = randomUUID();
  try {
    return await ctx.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const occurrence of await checkSeries(tx, userId, input, weeks, now)) {
        ids.push(
          await repo.insertSession(tx, {
            userId,
            tutorId: input.tutorId,
            subject: input.subject,
            sessionType: input.sessionType,
            timeZone,
            notes: input.notes || null,
            seriesId,
            bookedByUserId,
            now,
            ...occurrence,
          }),
        );
      }
      return ids;
    });
  } catch (error) {
    // The partial unique index on (tutor, start) backs the overlap check.
    if (isUniqueViolation(error)) throw AppError.conflict(SLOT_TAKEN).withCode('slot_taken');
    throw error;
  }
}

/**
 * POST /api/sessions: one session, or with `repeatWeekly` a series (answering its first
 * session); then the tutor and the booker's side are mailed.
 */
export async function book(
  ctx: AppContext,
  userId: number,
  input: BookSessionInput,
  /** Who made the booking when not the learner: the parent whose yes booked it. */
  bookedByUserId: number | null = null,
): Promise<TutorSession> {
  if (!input.repeatWeekly) {
    const session = await bookSession(ctx, userId, input, bookedByUserId);
    await mailBooked(ctx, [session.id]);
    return session;
  }
  const ids = await bookSeries(ctx, userId, input, input.repeatWeekly, bookedByUserId);
  await mailBooked(ctx, ids);
  const [first] = ids;
  if (first === undefined) throw new Error('a series booked no session');
  return getOwnSession(ctx, userId, first);
}

/**
 * A booking's checks without booking it (a request held for a parent's yes is refused at once
 * when it would be refused now): every week of a series, in a transaction that writes nothing.
 */
export async function refuseUnbookableBooking(
  ctx: AppContext,
  userId: number,
  input: BookSessionInput,
): Promise<void> {
  const now = ctx.clock.now();
  const weeks = input.repeatWeekly ?? 1;
  await ctx.db.transaction(async (tx) => {
    await checkSeries(tx, userId, input, weeks, now);
  });
}

/**
 * POST /api/sessions/{id}/cancel. With series=future the session and the later ones of its
 * series are cancelled together, in one update; the session asked for must itself be open to
 * cancelling (12 hours ahead), or nothing is cancelled, and the later ones always are, being
 * later still. The tutor is told.
 */
export async function cancel(
  ctx: AppContext,
  userId: number,
  id: number,
  query: CancelSessionQuery,
): Promise<TutorSession> {
  const row = await getOwnSessionRow(ctx, userId, id);
  if (query.series !== 'future' || !row.seriesId) {
    const session = await cancelSession(ctx, userId, id);
    await mailCancelled(ctx, [id], { by: 'booker' });
    return session;
  }
  const { seriesId } = row;
  const now = ctx.clock.now();
  const ids = await ctx.db.transaction(async (tx) => {
    const cancelled = await repo.cancelSeriesFrom(tx, {
      seriesId,
      userId,
      from: row.startsAt,
      startsAfter: new Date(now.getTime() + CANCEL_HOURS_BEFORE * HOUR),
      now,
    });
    // Rolls the later ones back too: the session asked for could not be cancelled.
    if (!cancelled.includes(id)) throw whyNotCancelled(row, now);
    return cancelled;
  });
  await mailCancelled(ctx, ids, { by: 'booker' });
  return getOwnSession(ctx, userId, id);
}
