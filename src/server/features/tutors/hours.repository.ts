// A tutor's own hours and the bookings they keep outside them (docs/tutoring.md#a-tutors-hours).
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { MAX_UNPAGED_ROWS } from '#contract/common.ts';
import type { Executor } from '#server/db/client.ts';
import { tutorHours, tutorKeptSessions, tutorSessions, tutors, users } from '#server/db/schema/index.ts';
import type { StoredHours } from './tutors.repository.ts';

export interface HoursWrite extends StoredHours {
  timeZone: string;
  /** The catalog's options the windows overlap, and the first session type: kept in step. */
  availability: string[];
  sessionType: string;
  now: Date;
}

/** Writes a tutor's hours and what the catalog shows of them; answers whether the tutor exists. */
export async function saveHours(tx: Executor, tutorId: number, hours: HoursWrite): Promise<boolean> {
  const updated = await tx
    .update(tutors)
    .set({ timeZone: hours.timeZone, availability: hours.availability, sessionType: hours.sessionType })
    .where(and(eq(tutors.id, tutorId), eq(tutors.isActive, true)))
    .returning({ id: tutors.id });
  if (updated.length === 0) return false;
  const values = {
    weekly: hours.weekly,
    timeOff: hours.timeOff,
    sessionTypes: hours.sessionTypes,
    updatedAt: hours.now,
  };
  await tx
    .insert(tutorHours)
    .values({ tutorId, ...values })
    .onConflictDoUpdate({ target: tutorHours.tutorId, set: values });
  return true;
}

export interface UpcomingBookingRow {
  id: number;
  startsAt: Date;
  subject: string;
  sessionType: string;
  username: string;
  name: string;
}

/** A tutor's scheduled sessions still ahead that the tutor has not chosen to keep, soonest first. */
export async function upcomingUnkeptSessions(
  db: Executor,
  tutorId: number,
  now: Date,
): Promise<UpcomingBookingRow[]> {
  return db
    .select({
      id: tutorSessions.id,
      startsAt: tutorSessions.startsAt,
      subject: tutorSessions.subject,
      sessionType: tutorSessions.sessionType,
      username: users.username,
      name: users.name,
    })
    .from(tutorSessions)
    .innerJoin(users, eq(users.id, tutorSessions.userId))
    .leftJoin(tutorKeptSessions, eq(tutorKeptSessions.sessionId, tutorSessions.id))
    .where(
      and(
        eq(tutorSessions.tutorId, tutorId),
        eq(tutorSessions.status, 'scheduled'),
        gt(tutorSessions.startsAt, now),
        isNull(tutorKeptSessions.sessionId),
      ),
    )
    .orderBy(asc(tutorSessions.startsAt))
    .limit(MAX_UNPAGED_ROWS);
}

/** Marks a tutor's upcoming scheduled session as kept; answers whether there was one. */
export async function keepSession(db: Executor, tutorId: number, sessionId: number, now: Date) {
  const [session] = await db
    .select({ id: tutorSessions.id })
    .from(tutorSessions)
    .where(
      and(
        eq(tutorSessions.id, sessionId),
        eq(tutorSessions.tutorId, tutorId),
        eq(tutorSessions.status, 'scheduled'),
        gt(tutorSessions.startsAt, now),
      ),
    );
  if (!session) return false;
  await db.insert(tutorKeptSessions).values({ sessionId, keptAt: now }).onConflictDoNothing();
  return true;
}
