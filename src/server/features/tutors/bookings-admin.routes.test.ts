import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession, TutorSession } from '#contract/sessions.ts';
import { createTutor, createTutorSession } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// A Monday, noon UTC.
const START = '2026-06-01T12:00:00.000Z';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ start: START });
  admin = (await t.signUp({ isAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
});

function record(cookie: string, id: number, status: unknown) {
  return t.inject({
    method: 'POST',
    url: `/api/admin/sessions/${id}/status`,
    headers: { cookie },
    payload: { status },
  });
}

async function list(query = '') {
  const res = await t.inject({
    method: 'GET',
    url: `/api/admin/sessions${query}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A booker with one session of a new tutor, starting at `startsAt`. */
async function aSession(startsAt: string, status: 'scheduled' | 'cancelled' = 'scheduled') {
  const booker = await t.signUp();
  const tutor = await createTutor(t.database.db, { name: 'Daniel Kim', sessionType: 'Homework Help' });
  const row = await createTutorSession(t.database.db, {
    userId: booker.user.id,
    tutorId: tutor.id,
    sessionType: 'Homework Help',
    startsAt: new Date(startsAt),
    status,
  });
  return { booker, tutor, row };
}

async function bookerSees(cookie: string, id: number) {
  const res = await t.inject({ method: 'GET', url: '/api/sessions/user', headers: { cookie } });
  return res.json<TutorSession[]>().find((s) => s.id === id);
}

describe('POST /api/admin/sessions/:id/status', () => {
  it('marks a scheduled session completed, and the booker sees it', async () => {
    const { booker, tutor, row } = await aSession('2026-05-28T22:00:00.000Z');
    const res = await record(admin, row.id, 'completed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSession>()).toEqual({
      id: row.id,
      tutorId: tutor.id,
      tutorName: 'Daniel Kim',
      username: booker.user.username,
      subject: 'Mathematics',
      sessionType: 'Homework Help',
      startsAt: '2026-05-28T22:00:00.000Z',
      status: 'completed',
      isOver: true,
    });
    expect((await bookerSees(booker.cookie, row.id))?.status).toBe('completed');
  });

  it('marks a no-show, which the booker sees instead of "completed" once the time has passed', async () => {
    const { booker, row } = await aSession('2026-05-28T22:00:00.000Z');
    expect((await bookerSees(booker.cookie, row.id))?.status).toBe('completed');
    expect((await record(admin, row.id, 'no-show')).json().status).toBe('no-show');
    expect((await bookerSees(booker.cookie, row.id))?.status).toBe('no-show');
  });

  it('records a session at any time, also one that has not started (moved earlier by agreement)', async () => {
    const { booker, row } = await aSession('2026-06-05T22:00:00.000Z');
    const res = await record(admin, row.id, 'completed');
    expect(res.json()).toMatchObject({ status: 'completed', isOver: false });
    const seen = await bookerSees(booker.cookie, row.id);
    expect(seen).toMatchObject({ status: 'completed', canCancel: false });
  });

  it('answers 409 for a session no longer scheduled, and changes nothing', async () => {
    const done = await aSession('2026-05-28T22:00:00.000Z');
    await record(admin, done.row.id, 'completed');
    const again = await record(admin, done.row.id, 'no-show');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This session is already marked completed.' });
    const cancelled = await aSession('2026-06-05T22:00:00.000Z', 'cancelled');
    const res = await record(admin, cancelled.row.id, 'completed');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This session was cancelled, so there is nothing to record.' });
    expect((await bookerSees(done.booker.cookie, done.row.id))?.status).toBe('completed');
    expect((await bookerSees(cancelled.booker.cookie, cancelled.row.id))?.status).toBe('cancelled');
  });

  it('answers 404 for an unknown session and 400 for another status', async () => {
    expect((await record(admin, 999_999, 'completed')).statusCode).toBe(404);
    const { row } = await aSession('2026-05-28T22:00:00.000Z');
    for (const status of ['cancelled', 'scheduled', 'done', undefined]) {
      const res = await record(admin, row.id, status);
      expect(res.statusCode, String(status)).toBe(400);
      expect(res.json().message).toContain('Please choose completed or no-show');
    }
  });

  it('is for admins only: 401 for a guest, 403 for the booker', async () => {
    const { booker, row } = await aSession('2026-05-28T22:00:00.000Z');
    expect((await record('', row.id, 'completed')).statusCode).toBe(401);
    expect((await record(booker.cookie, row.id, 'completed')).statusCode).toBe(403);
    expect((await bookerSees(booker.cookie, row.id))?.status).toBe('completed');
    const [stored] = await t.database.query<{ status: string }>(
      'select status from tutor_sessions where id = $1',
      [row.id],
    );
    expect(stored?.status).toBe('scheduled');
  });
});

describe('GET /api/admin/sessions', () => {
  it('lists bookings latest start first with tutor and booker username, filters by status and pages', async () => {
    const early = await aSession('2026-05-20T22:00:00.000Z');
    const late = await aSession('2026-07-20T22:00:00.000Z');
    const cancelled = await aSession('2026-07-21T22:00:00.000Z', 'cancelled');
    const all = (await list()).json<AdminSession[]>();
    const ids = all.map((s) => s.id);
    expect(ids.indexOf(cancelled.row.id)).toBeLessThan(ids.indexOf(late.row.id));
    expect(ids.indexOf(late.row.id)).toBeLessThan(ids.indexOf(early.row.id));
    expect(all.find((s) => s.id === late.row.id)).toMatchObject({
      username: late.booker.user.username,
      tutorName: 'Daniel Kim',
      status: 'scheduled',
      isOver: false,
    });
    // A session that is over stays scheduled for the admin until they record what happened.
    expect(all.find((s) => s.id === early.row.id)).toMatchObject({ status: 'scheduled', isOver: true });

    const onlyCancelled = (await list('?status=cancelled')).json<AdminSession[]>();
    expect(onlyCancelled.map((s) => s.status)).toEqual(onlyCancelled.map(() => 'cancelled'));
    expect(onlyCancelled.map((s) => s.id)).toContain(cancelled.row.id);

    const page = await list('?status=scheduled&limit=1');
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it('refuses an unknown status with 400', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/admin/sessions?status=done',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please choose a status from the list');
  });
});
