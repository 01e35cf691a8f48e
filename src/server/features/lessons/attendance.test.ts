// Attendance: the visits of the live socket add up to minutes, and the job marks an attended
// lesson completed at closing (the clock advanced by the test).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LessonAttendance } from '#contract/lessons.ts';
import { tutorSessions } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { attendeesOf, wasAttended } from './attendance.ts';
import { lessonWindow } from './lesson-window.ts';
import { family, lessonWithFamily, MINUTE } from './test/lesson-people.ts';
import { connectLive, type LiveClient, listenOnPort } from './test/live-client.ts';

let t: TestApp;
let host: string;
beforeAll(async () => {
  t = await createTestApp();
  host = await listenOnPort(t.app);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.set(new Date());
});

async function join(sessionId: number, cookie: string) {
  const client = connectLive(host, sessionId, { cookie });
  await client.next('welcome');
  return client;
}

async function leave(client: LiveClient, watcher?: LiveClient) {
  client.close();
  await client.closed;
  // The visit is closed before the room hears of it.
  if (watcher) await watcher.next('left');
}

const statusOf = async (id: number) => {
  const [row] = await t.database.db
    .select({ status: tutorSessions.status })
    .from(tutorSessions)
    .where(eq(tutorSessions.id, id));
  return row?.status;
};

const readAttendance = (id: number, cookie: string) =>
  t.inject({ method: 'GET', url: `/api/lessons/${id}/attendance`, headers: { cookie } });

describe('attendance', () => {
  it('counts the minutes each person was in, for the family, the tutor and admins only', async () => {
    const { tutor, child, parent, session } = await lessonWithFamily(t, 0);
    const tutorSocket = await join(session.id, tutor.cookie);
    const childSocket = await join(session.id, child.cookie);
    await tutorSocket.next('joined');
    t.clock.advance(12 * MINUTE);
    await leave(childSocket, tutorSocket);
    t.clock.advance(3 * MINUTE);
    await leave(tutorSocket);

    const admin = await t.signUp({ isAdmin: true });
    for (const reader of [tutor, child, parent, admin]) {
      const res = await readAttendance(session.id, reader.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const attendance = res.json<LessonAttendance>();
      expect(attendance.attended).toBe(true);
      expect(attendance.attendees.map((a) => [a.role, a.name, a.minutes])).toEqual([
        ['tutor', 'Maria Lopez', 15],
        ['learner', 'Sam', 12],
      ]);
    }
    const otherParent = (await family(t)).parent;
    expect((await readAttendance(session.id, otherParent.cookie)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/api/lessons/${session.id}/attendance` })).statusCode).toBe(
      401,
    );
  });

  it('marks an attended lesson completed at closing, not before, and an unattended one not at all', async () => {
    const attended = await lessonWithFamily(t, 0);
    const brief = await lessonWithFamily(t, 0);
    const sockets = [
      await join(attended.session.id, attended.tutor.cookie),
      await join(attended.session.id, attended.child.cookie),
      await join(brief.session.id, brief.tutor.cookie),
      await join(brief.session.id, brief.child.cookie),
    ];
    const [, , briefTutor, briefChild] = sockets;
    if (!briefTutor || !briefChild) throw new Error('no sockets');
    await briefTutor.next('joined');
    t.clock.advance(9 * MINUTE);
    await leave(briefChild, briefTutor);
    t.clock.advance(2 * MINUTE);
    for (const socket of sockets.slice(0, 3)) await leave(socket);

    await t.app.ctx.jobs.runAll();
    expect(await statusOf(attended.session.id)).toBe('scheduled');
    t.clock.set(new Date(attended.session.startsAt.getTime() + 75 * MINUTE));
    await t.app.ctx.jobs.runAll();
    expect(await statusOf(attended.session.id)).toBe('completed');
    expect(await statusOf(brief.session.id)).toBe('scheduled');
  });
});

describe('attendeesOf', () => {
  const startsAt = new Date('2026-06-01T16:00:00Z');
  const window = lessonWindow(startsAt);
  const at = (minutes: number) => new Date(startsAt.getTime() + minutes * MINUTE);
  const visit = (role: 'tutor' | 'learner', from: number, to: number | null) => ({
    userId: role === 'tutor' ? 1 : 2,
    role,
    name: role,
    joinedAt: at(from),
    leftAt: to === null ? null : at(to),
  });

  it('clips visits to the window and counts two tabs at once once', () => {
    const visits = [visit('learner', -30, 5), visit('learner', 0, 10), visit('learner', 70, 100)];
    expect(attendeesOf(visits, window, at(200))[0]?.minutes).toBe(20 + 5);
  });

  it('needs the tutor and the learner together for 10 minutes, counting an open visit to now', () => {
    expect(wasAttended([visit('tutor', 0, 9), visit('learner', 0, 60)], window, at(100))).toBe(false);
    expect(
      wasAttended([visit('tutor', 0, 5), visit('tutor', 20, 25), visit('learner', 0, 60)], window, at(100)),
    ).toBe(true);
    expect(wasAttended([visit('tutor', 0, null), visit('learner', 0, null)], window, at(9))).toBe(false);
    expect(wasAttended([visit('tutor', 0, null), visit('learner', 0, null)], window, at(10))).toBe(true);
  });
});
