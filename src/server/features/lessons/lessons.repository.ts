// The lesson room's rows: the booking as the room reads it (with its tutor's account and its
// learner), every socket's visit, and the bus's large messages. Who the learner's parents are is
// asked of the family feature, not queried here.
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import {
  appMeta,
  lessonBusMessages,
  lessonVisits,
  tutorSessions,
  tutors,
  users,
} from '#server/db/schema/index.ts';

const learners = alias(users, 'learner');

/** The app_meta key under which the demo seed names its always-open lesson. */
export const DEMO_LESSON_KEY = 'demo-lesson-session-id';

export async function findLesson(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: tutorSessions.id,
      tutorId: tutorSessions.tutorId,
      learnerId: tutorSessions.userId,
      bookedByUserId: tutorSessions.bookedByUserId,
      startsAt: tutorSessions.startsAt,
      status: tutorSessions.status,
      subject: tutorSessions.subject,
      tutorName: tutors.name,
      tutorUserId: tutors.userId,
      learnerName: learners.name,
    })
    .from(tutorSessions)
    .innerJoin(tutors, eq(tutors.id, tutorSessions.tutorId))
    .innerJoin(learners, eq(learners.id, tutorSessions.userId))
    .where(eq(tutorSessions.id, id));
  return row;
}
export type LessonRow = NonNullable<Awaited<ReturnType<typeof findLesson>>>;

export async function demoLessonId(db: Executor): Promise<number | undefined> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, DEMO_LESSON_KEY));
  return row ? Number(row.value) : undefined;
}

export async function setDemoLessonId(db: Executor, sessionId: number) {
  await db
    .insert(appMeta)
    .values({ key: DEMO_LESSON_KEY, value: String(sessionId) })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: String(sessionId), updatedAt: sql`now()` } });
}

/** A visit alive within this many seconds of the database's clock is a peer in its room. */
export const ALIVE_SECONDS = 60;
const alive = sql`${lessonVisits.aliveAt} > now() - make_interval(secs => ${ALIVE_SECONDS})`;

const peerColumns = {
  peerId: lessonVisits.peerId,
  userId: lessonVisits.userId,
  role: lessonVisits.role,
  name: lessonVisits.name,
  media: lessonVisits.media,
  instanceId: lessonVisits.instanceId,
};
export type PeerRow = Awaited<ReturnType<typeof peersOf>>[number];

/** Who is in the room now, on every instance: open visits recently alive. */
export function peersOf(db: Executor, sessionId: number) {
  return db
    .select(peerColumns)
    .from(lessonVisits)
    .where(and(eq(lessonVisits.sessionId, sessionId), isNull(lessonVisits.leftAt), alive))
    .orderBy(asc(lessonVisits.id));
}

export interface NewVisit {
  sessionId: number;
  userId: number;
  role: 'tutor' | 'learner' | 'parent';
  name: string;
  peerId: string;
  instanceId: string;
  media: { camera: boolean; mic: boolean; screen: boolean };
  now: Date;
}

/**
 * Opens a visit unless the room already holds `maxPeople` others than the same person's older
 * sockets (which the new one replaces); answers the peers there before it, or undefined when full.
 * The booking's row is locked for the transaction, so two joins at once on two instances count
 * each other.
 */
export async function joinRoom(db: Executor, visit: NewVisit, maxPeople: number) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: tutorSessions.id })
      .from(tutorSessions)
      .where(eq(tutorSessions.id, visit.sessionId))
      .for('update');
    const present = await peersOf(tx, visit.sessionId);
    const others = present.filter((p) => p.userId !== visit.userId);
    if (others.length >= maxPeople) return undefined;
    await tx.insert(lessonVisits).values({
      sessionId: visit.sessionId,
      userId: visit.userId,
      role: visit.role,
      name: visit.name,
      peerId: visit.peerId,
      instanceId: visit.instanceId,
      media: visit.media,
      joinedAt: visit.now,
      lastSeenAt: visit.now,
    });
    return present;
  });
}

export async function leaveRoom(db: Executor, peerId: string, now: Date) {
  await db
    .update(lessonVisits)
    .set({ leftAt: now, lastSeenAt: now })
    .where(and(eq(lessonVisits.peerId, peerId), isNull(lessonVisits.leftAt)));
}

export async function setMedia(db: Executor, peerId: string, media: NewVisit['media']) {
  await db.update(lessonVisits).set({ media }).where(eq(lessonVisits.peerId, peerId));
}

/** The heartbeat of an instance's open visits: still here, on both clocks. */
export async function touchVisits(db: Executor, peerIds: readonly string[], now: Date) {
  if (peerIds.length === 0) return;
  await db
    .update(lessonVisits)
    .set({ lastSeenAt: now, aliveAt: sql`now()` })
    .where(and(inArray(lessonVisits.peerId, [...peerIds]), isNull(lessonVisits.leftAt)));
}

/**
 * Visits whose instance stopped refreshing them (it crashed or lost the database) end where they
 * were last seen. Answers how many.
 */
export async function endStaleVisits(db: Executor): Promise<number> {
  const rows = await db
    .update(lessonVisits)
    .set({ leftAt: sql`${lessonVisits.lastSeenAt}` })
    .where(
      and(
        isNull(lessonVisits.leftAt),
        sql`${lessonVisits.aliveAt} <= now() - make_interval(secs => ${ALIVE_SECONDS})`,
      ),
    )
    .returning({ id: lessonVisits.id });
  return rows.length;
}

export function visitsOf(db: Executor, sessionIds: readonly number[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      sessionId: lessonVisits.sessionId,
      userId: lessonVisits.userId,
      role: lessonVisits.role,
      name: lessonVisits.name,
      joinedAt: lessonVisits.joinedAt,
      lastSeenAt: lessonVisits.lastSeenAt,
      leftAt: lessonVisits.leftAt,
    })
    .from(lessonVisits)
    .where(inArray(lessonVisits.sessionId, [...sessionIds]))
    .orderBy(asc(lessonVisits.joinedAt), asc(lessonVisits.id));
}
export type VisitRow = Awaited<ReturnType<typeof visitsOf>>[number];

/**
 * Scheduled bookings that started between `startedFrom` and `startedBy` and that someone visited:
 * the ones the completion job looks at.
 */
export async function closedVisitedLessons(db: Executor, startedFrom: Date, startedBy: Date) {
  const rows = await db
    .selectDistinct({ id: tutorSessions.id, startsAt: tutorSessions.startsAt })
    .from(tutorSessions)
    .innerJoin(lessonVisits, eq(lessonVisits.sessionId, tutorSessions.id))
    .where(
      and(
        eq(tutorSessions.status, 'scheduled'),
        gt(tutorSessions.startsAt, startedFrom),
        lt(tutorSessions.startsAt, startedBy),
      ),
    );
  return rows;
}

// ---- The bus's large messages -----------------------------------------------------------------

export async function busMessage(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ payload: lessonBusMessages.payload })
    .from(lessonBusMessages)
    .where(eq(lessonBusMessages.id, id));
  return row?.payload;
}

/** Large bus messages older than `seconds` (the database's clock) were read by every listener. */
export async function deleteBusMessagesOlderThan(db: Executor, seconds: number): Promise<number> {
  const rows = await db
    .delete(lessonBusMessages)
    .where(sql`${lessonBusMessages.createdAt} < now() - make_interval(secs => ${seconds})`)
    .returning({ id: lessonBusMessages.id });
  return rows.length;
}
