// The tutor's own bookings (docs/tutoring.md#tutor-accounts-and-teach): every read and write
// here names the tutor, so a tutor reaches only their own sessions.
import { and, asc, desc, eq, gt, gte, type InferColumnsDataTypes, lte } from 'drizzle-orm';
import { MAX_UNPAGED_ROWS } from '#contract/common.ts';
import type { Executor } from '#server/db/client.ts';
import { tutorSessions, users } from '#server/db/schema/index.ts';

const teachColumns = {
  id: tutorSessions.id,
  tutorId: tutorSessions.tutorId,
  learnerId: tutorSessions.userId,
  bookedByUserId: tutorSessions.bookedByUserId,
  startsAt: tutorSessions.startsAt,
  subject: tutorSessions.subject,
  sessionType: tutorSessions.sessionType,
  status: tutorSessions.status,
  tutorCancelReason: tutorSessions.tutorCancelReason,
  learnerUsername: users.username,
  learnerName: users.name,
};

export type TeachSessionRow = InferColumnsDataTypes<typeof teachColumns>;

/**
 * A tutor's sessions not over yet (ending after `notEndedAfter`, soonest first) or over
 * (latest first), with the learner's username and name.
 */
export function listTutorSessions(
  db: Executor,
  query: { tutorId: number; when: 'upcoming' | 'past'; endedBefore: Date },
): Promise<TeachSessionRow[]> {
  const upcoming = query.when === 'upcoming';
  return db
    .select(teachColumns)
    .from(tutorSessions)
    .innerJoin(users, eq(users.id, tutorSessions.userId))
    .where(
      and(
        eq(tutorSessions.tutorId, query.tutorId),
        upcoming
          ? gt(tutorSessions.startsAt, query.endedBefore)
          : lte(tutorSessions.startsAt, query.endedBefore),
      ),
    )
    .orderBy(upcoming ? asc(tutorSessions.startsAt) : desc(tutorSessions.startsAt), asc(tutorSessions.id))
    .limit(MAX_UNPAGED_ROWS);
}

export async function findTeachSession(db: Executor, id: number): Promise<TeachSessionRow | undefined> {
  const [row] = await db
    .select(teachColumns)
    .from(tutorSessions)
    .innerJoin(users, eq(users.id, tutorSessions.userId))
    .where(eq(tutorSessions.id, id));
  return row;
}

/**
 * Records the outcome of a tutor's scheduled session that started between `startedAfter` and
 * `startedBy` (a conditional update): answers whether it did.
 */
export async function recordTutorOutcome(
  db: Executor,
  change: {
    id: number;
    tutorId: number;
    status: 'completed' | 'no-show';
    startedAfter: Date;
    startedBy: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(tutorSessions)
    .set({ status: change.status })
    .where(
      and(
        eq(tutorSessions.id, change.id),
        eq(tutorSessions.tutorId, change.tutorId),
        eq(tutorSessions.status, 'scheduled'),
        gte(tutorSessions.startsAt, change.startedAfter),
        lte(tutorSessions.startsAt, change.startedBy),
      ),
    )
    .returning({ id: tutorSessions.id });
  return rows.length > 0;
}

/** Cancels a tutor's scheduled session that has not started, with the tutor's reason. */
export async function cancelAsTutor(
  db: Executor,
  change: { id: number; tutorId: number; reason: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(tutorSessions)
    .set({ status: 'cancelled', cancelledAt: change.now, tutorCancelReason: change.reason })
    .where(
      and(
        eq(tutorSessions.id, change.id),
        eq(tutorSessions.tutorId, change.tutorId),
        eq(tutorSessions.status, 'scheduled'),
        gt(tutorSessions.startsAt, change.now),
      ),
    )
    .returning({ id: tutorSessions.id });
  return rows.length > 0;
}
