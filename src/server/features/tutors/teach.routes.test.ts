import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TutorSession } from '#contract/sessions.ts';
import type { TeachSession } from '#contract/teach.ts';
import { createTutor, createTutorSession } from '#server/test/factories.ts';
import { linkedFamily } from '#server/test/family.ts';
import { createTestApp, sessionCookieOf, type TestApp, uniqueUsername } from '#server/test/test-app.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T12:00:00.000Z' });
  admin = (await t.signUp({ isAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
});

/** A new tutor profile with an account made through the invitation; its id and cookie. */
async function aTutor() {
  const tutor = await createTutor(t.database.db);
  const email = `${uniqueUsername('mail')}@example.com`;
  await t.inject({
    method: 'POST',
    url: `/api/admin/tutors/${tutor.id}/invite`,
    headers: { cookie: admin },
    payload: { email },
  });
  const token = t
    .outbox()
    .find((m) => m.to === email)
    ?.text.match(/\/tutor-invite\/([\w-]+)/)?.[1];
  const res = await t.inject({
    method: 'POST',
    url: `/api/tutor-invites/${token}/accept`,
    payload: { username: uniqueUsername('tutor'), password: 'teach-well-42' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { tutorId: tutor.id, cookie: sessionCookieOf(res) };
}

function at(offsetMs: number) {
  return new Date(t.clock.now().getTime() + offsetMs);
}

async function sessionWith(tutorId: number, startsAt: Date, learner?: { id: number }) {
  const booker = learner ?? (await t.signUp({ name: 'Maya Rose Jones' })).user;
  return createTutorSession(t.database.db, { tutorId, userId: booker.id, startsAt });
}

function list(cookie: string, when: 'upcoming' | 'past') {
  return t.inject({ method: 'GET', url: `/api/teach/sessions?when=${when}`, headers: { cookie } });
}

function record(cookie: string, id: number, status = 'completed') {
  return t.inject({
    method: 'POST',
    url: `/api/teach/sessions/${id}/status`,
    headers: { cookie },
    payload: { status },
  });
}

function cancel(cookie: string, id: number, reason = 'I am unwell, sorry') {
  return t.inject({
    method: 'POST',
    url: `/api/teach/sessions/${id}/cancel`,
    headers: { cookie },
    payload: { reason },
  });
}

describe('GET /api/teach/sessions', () => {
  it("lists only the tutor's own sessions, with the learner's username and first name only", async () => {
    const mine = await aTutor();
    const other = await aTutor();
    const ahead = await sessionWith(mine.tutorId, at(2 * DAY));
    const later = await sessionWith(mine.tutorId, at(3 * DAY));
    const before = await sessionWith(mine.tutorId, at(-2 * DAY));
    await sessionWith(other.tutorId, at(2 * DAY + HOUR));

    const upcoming = await list(mine.cookie, 'upcoming');
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    const sessions = upcoming.json<TeachSession[]>();
    expect(sessions.map((s) => s.id)).toEqual([ahead.id, later.id]);
    expect(sessions[0]?.learner.firstName).toBe('Maya');
    expect(Object.keys(sessions[0]?.learner ?? {}).sort()).toEqual(['firstName', 'id', 'username']);
    expect(upcoming.body).not.toContain('Jones');
    expect(sessions[0]).toMatchObject({
      bookedBy: 'self',
      note: null,
      status: 'scheduled',
      canCancel: true,
    });

    const past = (await list(mine.cookie, 'past')).json<TeachSession[]>();
    expect(past.map((s) => s.id)).toEqual([before.id]);
    expect(past[0]?.canRecordOutcome).toBe(true);
  });

  it("says a session was booked by a parent when a parent's yes booked it", async () => {
    const { tutorId, cookie } = await aTutor();
    const { parent, children } = await linkedFamily(t);
    const child = children[0];
    if (!child) throw new Error('no child');
    await t.database.db.execute(
      // Every hour of every day, on UTC clocks, for this tutor.
      sql`update tutors set availability = '{"Weekday Mornings","Weekday Afternoons","Weekday Evenings","Weekends"}', time_zone = 'UTC' where id = ${tutorId}`,
    );
    const settings = await t.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.user.id}/settings`,
      headers: { cookie: parent.cookie },
      payload: { approveBookings: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const asked = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: child.cookie },
      payload: {
        tutorId,
        date: '2026-06-03',
        time: '14:00',
        subject: 'Reading',
        sessionType: 'One-on-One Tutoring',
        timeZone: 'UTC',
      },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const approved = await t.inject({
      method: 'POST',
      url: `/api/parent/approvals/${asked.json().requestId}/approve`,
      headers: { cookie: parent.cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [session] = (await list(cookie, 'upcoming')).json<TeachSession[]>();
    expect(session).toMatchObject({ subject: 'Reading', bookedBy: 'parent' });
  });

  it('is 403 for an account that teaches as no one', async () => {
    const student = await t.signUp();
    expect((await list(student.cookie, 'upcoming')).statusCode).toBe(403);
  });
});

describe('POST /api/teach/sessions/{id}/status', () => {
  it('records the outcome from the start to 7 days after, and the booker sees it', async () => {
    const { tutorId, cookie } = await aTutor();
    const booker = await t.signUp();
    const notYet = await sessionWith(tutorId, at(HOUR), booker.user);
    const started = await sessionWith(tutorId, at(-10 * 60_000), booker.user);
    const tooOld = await sessionWith(tutorId, at(-7 * DAY - HOUR), booker.user);

    expect((await record(cookie, notYet.id)).statusCode).toBe(409);
    expect((await record(cookie, tooOld.id)).statusCode).toBe(409);
    const done = await record(cookie, started.id, 'no-show');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<TeachSession>().status).toBe('no-show');
    expect((await record(cookie, started.id)).statusCode).toBe(409);

    const mine = await t.inject({
      method: 'GET',
      url: '/api/sessions/user',
      headers: { cookie: booker.cookie },
    });
    expect(mine.json<TutorSession[]>().find((s) => s.id === started.id)?.status).toBe('no-show');
    // The admin's call stays, at any time.
    const byAdmin = await t.inject({
      method: 'POST',
      url: `/api/admin/sessions/${tooOld.id}/status`,
      headers: { cookie: admin },
      payload: { status: 'completed' },
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it("is 403 on another tutor's session", async () => {
    const mine = await aTutor();
    const other = await aTutor();
    const theirs = await sessionWith(other.tutorId, at(-HOUR));
    expect((await record(mine.cookie, theirs.id)).statusCode).toBe(403);
    expect((await cancel(mine.cookie, theirs.id)).statusCode).toBe(403);
  });
});

describe('POST /api/teach/sessions/{id}/cancel', () => {
  it('cancels before the start, and the booker sees the reason', async () => {
    const { tutorId, cookie } = await aTutor();
    const booker = await t.signUp();
    // Within 12 hours of the start too: the booker's rule is not the tutor's.
    const soon = await sessionWith(tutorId, at(2 * HOUR), booker.user);
    const res = await cancel(cookie, soon.id, 'I have to see a doctor');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TeachSession>()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'I have to see a doctor',
    });
    const mine = await t.inject({
      method: 'GET',
      url: '/api/sessions/user',
      headers: { cookie: booker.cookie },
    });
    expect(mine.json<TutorSession[]>().find((s) => s.id === soon.id)).toMatchObject({
      status: 'cancelled',
      tutorCancelReason: 'I have to see a doctor',
    });
    const told = t.outbox().find((m) => m.to === booker.user.email && m.subject.startsWith('Cancelled'));
    expect(told?.text).toContain('I have to see a doctor');
    expect((await cancel(cookie, soon.id)).statusCode).toBe(409);
  });

  it('is 409 once the session has started', async () => {
    const { tutorId, cookie } = await aTutor();
    const started = await sessionWith(tutorId, at(-5 * 60_000));
    expect((await cancel(cookie, started.id)).statusCode).toBe(409);
  });

  it('needs a reason', async () => {
    const { tutorId, cookie } = await aTutor();
    const ahead = await sessionWith(tutorId, at(DAY));
    expect((await cancel(cookie, ahead.id, '')).statusCode).toBe(400);
  });
});
