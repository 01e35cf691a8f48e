// /teach, the tutor's own sessions (docs/tutoring.md#tutor-accounts-and-teach): the learner's
// username and first name and nothing more; the outcome from the start to 7 days after (an
// admin's call stays, docs/rules.md#promises-kept); cancelling before the start, with a reason
// the learner's family reads.
import { SESSION_DURATION_MINUTES } from '#contract/sessions.ts';
import {
  firstNameOf,
  TEACH_OUTCOME_DAYS,
  type TeachCancelInput,
  type TeachOutcomeInput,
  type TeachSession,
  type TeachSessionsQuery,
} from '#contract/teach.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { mailCancelled } from './booking-mail.ts';
import { endOf } from './bookings.service.ts';
import * as repo from './teach.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_NOT_FOUND = 'Session not found';
const NOT_YOUR_SESSION = 'This is not one of your sessions';

/** The window in which a tutor records what happened: from the start to 7 days after. */
function outcomeWindowOpen(startsAt: Date, now: Date): boolean {
  return startsAt <= now && now.getTime() <= startsAt.getTime() + TEACH_OUTCOME_DAYS * DAY_MS;
}

export function toTeachSession(row: repo.TeachSessionRow, now: Date): TeachSession {
  const scheduled = row.status === 'scheduled';
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: endOf(row.startsAt).toISOString(),
    subject: row.subject,
    sessionType: row.sessionType,
    status: row.status,
    learner: { id: row.learnerId, username: row.learnerUsername, firstName: firstNameOf(row.learnerName) },
    bookedBy: row.bookedByUserId !== null && row.bookedByUserId !== row.learnerId ? 'parent' : 'self',
    cancelReason: row.tutorCancelReason,
    canRecordOutcome: scheduled && outcomeWindowOpen(row.startsAt, now),
    canCancel: scheduled && row.startsAt > now,
    // The notes are another part's: the lesson-notes module adds them to the list it answers.
    note: null,
  };
}

export async function listTeachSessions(
  ctx: AppContext,
  tutorId: number,
  query: TeachSessionsQuery,
): Promise<TeachSession[]> {
  const now = ctx.clock.now();
  // A session is past once it has ended: one that started and is still running is upcoming.
  const endedBefore = new Date(now.getTime() - SESSION_DURATION_MINUTES * 60_000);
  const rows = await repo.listTutorSessions(ctx.db, { tutorId, when: query.when, endedBefore });
  return rows.map((row) => toTeachSession(row, now));
}

/** One of the tutor's own sessions: 404 when there is none, 403 when another tutor's. */
async function ownSession(ctx: AppContext, tutorId: number, id: number): Promise<repo.TeachSessionRow> {
  const row = await repo.findTeachSession(ctx.db, id);
  if (!row) throw AppError.notFound(SESSION_NOT_FOUND);
  if (row.tutorId !== tutorId) throw AppError.forbidden(NOT_YOUR_SESSION);
  return row;
}

async function reread(ctx: AppContext, tutorId: number, id: number): Promise<TeachSession> {
  return toTeachSession(await ownSession(ctx, tutorId, id), ctx.clock.now());
}

export async function recordOutcome(
  ctx: AppContext,
  tutorId: number,
  id: number,
  input: TeachOutcomeInput,
): Promise<TeachSession> {
  const row = await ownSession(ctx, tutorId, id);
  const now = ctx.clock.now();
  const recorded = await repo.recordTutorOutcome(ctx.db, {
    id,
    tutorId,
    status: input.status,
    startedAfter: new Date(now.getTime() - TEACH_OUTCOME_DAYS * DAY_MS),
    startedBy: now,
  });
  if (!recorded) {
    if (row.status === 'cancelled')
      throw AppError.conflict('This session was cancelled, so there is nothing to record.');
    if (row.status !== 'scheduled') throw AppError.conflict(`This session is already marked ${row.status}.`);
    if (row.startsAt > now)
      throw AppError.conflict('You can record what happened once the session has started.');
    throw AppError.conflict(
      `Sessions can be marked up to ${TEACH_OUTCOME_DAYS} days after they start. Please ask an admin to record this one.`,
    );
  }
  return reread(ctx, tutorId, id);
}

/**
 * What a tutor's cancel changed: the session as the tutor now sees it, and the booking's id, so
 * whatever tells the family (the booker's list shows the reason; a mail may follow) reads it.
 */
export interface TutorCancellation {
  session: TeachSession;
  sessionId: number;
  learnerId: number;
  reason: string;
}

export async function cancelAsTutor(
  ctx: AppContext,
  tutorId: number,
  id: number,
  input: TeachCancelInput,
): Promise<TutorCancellation> {
  const row = await ownSession(ctx, tutorId, id);
  const now = ctx.clock.now();
  if (!(await repo.cancelAsTutor(ctx.db, { id, tutorId, reason: input.reason, now }))) {
    if (row.status === 'cancelled') throw AppError.conflict('This session is already cancelled.');
    if (row.status !== 'scheduled' || row.startsAt <= now) {
      throw AppError.conflict('This session has already started, so it can no longer be cancelled.');
    }
    throw AppError.conflict('This session can no longer be cancelled.');
  }
  // The booker's side hears of it, with the tutor's reason and a calendar file that removes it.
  await mailCancelled(ctx, [id], { by: 'tutor', reason: input.reason });
  return {
    session: await reread(ctx, tutorId, id),
    sessionId: id,
    learnerId: row.learnerId,
    reason: input.reason,
  };
}
