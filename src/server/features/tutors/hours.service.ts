// A tutor's own hours (docs/tutoring.md#a-tutors-hours): read and written by the tutor and by an
// admin. The catalog's `availability` and `sessionType` follow them in the same write, and the
// catalog cache is invalidated after it commits, so the tutor filter keeps answering truly.
import type { OutsideHoursBooking, TutorHoursAnswer, TutorHoursValues } from '#contract/teach-hours.ts';
import { availabilityOfWeekly, sessionTypesOf, weeklyOfAvailability } from '#contract/teach-hours.ts';
import { isWithinTutorHours } from '#contract/tutor-hours.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeCatalog } from '#server/lib/catalog-write.ts';
import * as repo from './hours.repository.ts';
import { findActiveTutor, hoursOfRow } from './tutors.repository.ts';
import { TUTOR_NOT_FOUND } from './tutors.service.ts';

const SESSION_NOT_FOUND = 'We could not find that upcoming session among yours.';

async function tutorOf(ctx: AppContext, tutorId: number) {
  const row = await findActiveTutor(ctx.db, tutorId);
  if (!row) throw AppError.notFound(TUTOR_NOT_FOUND);
  return { ...row, hours: hoursOfRow(row) };
}

/** The tutor's hours; a tutor without hours of their own sees the windows of their options. */
export async function getHours(ctx: AppContext, tutorId: number): Promise<TutorHoursAnswer> {
  const tutor = await tutorOf(ctx, tutorId);
  if (tutor.hours) return { timeZone: tutor.timeZone, ...tutor.hours, custom: true };
  return {
    timeZone: tutor.timeZone,
    weekly: weeklyOfAvailability(tutor.availability),
    timeOff: [],
    sessionTypes: sessionTypesOf(tutor),
    custom: false,
  };
}

/** New hours keep every booking: those now outside are listed to keep or cancel. */
export async function setHours(
  ctx: AppContext,
  tutorId: number,
  values: TutorHoursValues,
): Promise<TutorHoursAnswer> {
  const [sessionType] = values.sessionTypes;
  // The contract asks for one type at least; this only names it for the compiler.
  if (!sessionType) throw AppError.invalidField('sessionTypes', 'Please choose at least one session type');
  const saved = await writeCatalog(ctx, ['tutors'], (tx) =>
    repo.saveHours(tx, tutorId, {
      ...values,
      availability: availabilityOfWeekly(values.weekly),
      sessionType,
      now: ctx.clock.now(),
    }),
  );
  if (!saved) throw AppError.notFound(TUTOR_NOT_FOUND);
  return getHours(ctx, tutorId);
}

/** "Maya Lopez" -> "Maya": a tutor sees the learner's first name and nothing more. */
function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Upcoming bookings the hours (or the types offered) now leave outside, not yet kept. */
export async function bookingsOutsideHours(ctx: AppContext, tutorId: number): Promise<OutsideHoursBooking[]> {
  const tutor = await tutorOf(ctx, tutorId);
  const types = sessionTypesOf(tutor);
  const rows = await repo.upcomingUnkeptSessions(ctx.db, tutorId, ctx.clock.now());
  return rows
    .filter((row) => !isWithinTutorHours(row.startsAt, tutor) || !types.includes(row.sessionType))
    .map((row) => ({
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      subject: row.subject,
      sessionType: row.sessionType,
      learner: { username: row.username, firstName: firstNameOf(row.name) },
    }));
}

export async function keepBooking(ctx: AppContext, tutorId: number, sessionId: number) {
  if (!(await repo.keepSession(ctx.db, tutorId, sessionId, ctx.clock.now()))) {
    throw AppError.notFound(SESSION_NOT_FOUND);
  }
  return { id: sessionId };
}
