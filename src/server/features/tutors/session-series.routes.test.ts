// Weekly sessions (docs/tutoring.md#weekly-sessions-and-mail): all or nothing, the same time on
// the tutor's clocks across a daylight-saving change, cancelling the rest of a series, and a
// child's series waiting for a parent as one request.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalRequest } from '#contract/parent-controls.ts';
import type { TutorSession } from '#contract/sessions.ts';
import { createTutor } from '#server/test/factories.ts';
import { linkedFamily } from '#server/test/family.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// A Monday, noon UTC.
const START = '2026-06-01T12:00:00.000Z';
const HOUR = 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: START });
});
afterEach(() => {
  t.clock.set(START);
});
afterAll(async () => {
  await t.close();
});

const ALL_HOURS = ['Weekday Mornings', 'Weekday Afternoons', 'Weekday Evenings', 'Weekends'];

function newTutor(overrides: Parameters<typeof createTutor>[1] = {}) {
  return createTutor(t.database.db, {
    name: 'Amara Okafor',
    availability: ALL_HOURS,
    timeZone: 'UTC',
    ...overrides,
  });
}

function book(cookie: string, payload: Record<string, unknown>) {
  return t.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie },
    payload: {
      date: '2026-06-10',
      time: '16:00',
      subject: 'Mathematics',
      sessionType: 'One-on-One Tutoring',
      ...payload,
    },
  });
}

async function mine(cookie: string): Promise<TutorSession[]> {
  const res = await t.inject({ method: 'GET', url: '/api/sessions/user', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TutorSession[]>().sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

function cancel(cookie: string, id: number, query = '') {
  return t.inject({ method: 'POST', url: `/api/sessions/${id}/cancel${query}`, headers: { cookie } });
}

describe('POST /api/sessions with repeatWeekly', () => {
  it('books the same weekday and time each week, sharing one seriesId, and answers the first', async () => {
    const tutor = await newTutor();
    const { cookie } = await t.signUp();
    const res = await book(cookie, { tutorId: tutor.id, repeatWeekly: 4 });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json<TutorSession>();
    expect(first).toMatchObject({ startsAt: '2026-06-10T16:00:00.000Z', seriesId: expect.any(String) });
    const sessions = await mine(cookie);
    expect(sessions.map((s) => s.startsAt)).toEqual([
      '2026-06-10T16:00:00.000Z',
      '2026-06-17T16:00:00.000Z',
      '2026-06-24T16:00:00.000Z',
      '2026-07-01T16:00:00.000Z',
    ]);
    expect(new Set(sessions.map((s) => s.seriesId))).toEqual(new Set([first.seriesId]));
  });

  it.each([1, 13, 2.5])('refuses repeatWeekly %s with 400', async (weeks) => {
    const { cookie } = await t.signUp();
    const res = await book(cookie, { tutorId: (await newTutor()).id, repeatWeekly: weeks });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({
      path: 'repeatWeekly',
      message: 'Choose from 2 to 12 weeks',
    });
  });

  it('books nothing when one week is taken, and names that date in a 409', async () => {
    const tutor = await newTutor();
    const other = await t.signUp();
    expect((await book(other.cookie, { tutorId: tutor.id, date: '2026-06-24' })).statusCode).toBe(201);
    const { cookie } = await t.signUp();
    const res = await book(cookie, {
      tutorId: tutor.id,
      repeatWeekly: 4,
      timeZone: 'America/New_York',
      time: '12:00',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      'The session on Wed, Jun 24 at 12:00 PM does not fit: That time is already booked Nothing was booked. Please choose another time or fewer weeks.',
    );
    expect(await mine(cookie)).toEqual([]);
  });

  it('books nothing when a later week falls outside the tutor’s hours or past 90 days', async () => {
    const { cookie } = await t.signUp();
    const tutor = await newTutor();
    const far = await book(cookie, { tutorId: tutor.id, date: '2026-08-19', repeatWeekly: 3 });
    expect(far.statusCode).toBe(409);
    expect(far.json().message).toMatch(
      /^The session on Wed, Sep 2 at 4:00 PM does not fit: Sessions can be booked up to 90 days ahead/,
    );
    expect(await mine(cookie)).toEqual([]);
  });

  it('keeps the time on the tutor’s clocks across a daylight-saving change', async () => {
    t.clock.set('2026-10-01T12:00:00.000Z');
    const tutor = await newTutor({ timeZone: 'America/New_York', availability: ['Weekday Afternoons'] });
    const { cookie } = await t.signUp();
    // Tuesday 4 PM in New York; the clocks go back on Sunday, November 1.
    const res = await book(cookie, {
      tutorId: tutor.id,
      date: '2026-10-20',
      time: '20:00',
      timeZone: 'UTC',
      repeatWeekly: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    const sessions = await mine(cookie);
    expect(sessions.map((s) => s.startsAt)).toEqual([
      '2026-10-20T20:00:00.000Z',
      '2026-10-27T20:00:00.000Z',
      '2026-11-03T21:00:00.000Z',
    ]);
    // The booker's own clocks show the change.
    expect(sessions.map((s) => `${s.date} ${s.time}`)).toEqual([
      '2026-10-20 20:00',
      '2026-10-27 20:00',
      '2026-11-03 21:00',
    ]);
  });

  it('counts a series as one booking toward the 10 upcoming', async () => {
    const tutor = await newTutor();
    const { cookie } = await t.signUp();
    for (let day = 10; day < 19; day++) {
      expect(
        (await book(cookie, { tutorId: tutor.id, date: `2026-06-${day}`, time: '09:00' })).statusCode,
      ).toBe(201);
    }
    expect((await book(cookie, { tutorId: tutor.id, repeatWeekly: 12, date: '2026-06-08' })).statusCode).toBe(
      201,
    );
    expect(await mine(cookie)).toHaveLength(21);
    expect((await book(cookie, { tutorId: tutor.id, date: '2026-06-20', time: '10:00' })).statusCode).toBe(
      409,
    );
  });
});

describe('POST /api/sessions/{id}/cancel?series=future', () => {
  async function series(weeks = 4) {
    const { cookie } = await t.signUp();
    expect((await book(cookie, { tutorId: (await newTutor()).id, repeatWeekly: weeks })).statusCode).toBe(
      201,
    );
    return { cookie, sessions: await mine(cookie) };
  }

  it('cancels that session and the later ones of its series, and keeps the earlier ones', async () => {
    const { cookie, sessions } = await series();
    const res = await cancel(cookie, sessions[1]?.id ?? 0, '?series=future');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TutorSession>().status).toBe('cancelled');
    expect((await mine(cookie)).map((s) => s.status)).toEqual([
      'scheduled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
  });

  it('cancels only that session without series=future', async () => {
    const { cookie, sessions } = await series();
    expect((await cancel(cookie, sessions[1]?.id ?? 0)).statusCode).toBe(200);
    expect((await mine(cookie)).map((s) => s.status)).toEqual([
      'scheduled',
      'cancelled',
      'scheduled',
      'scheduled',
    ]);
  });

  it('cancels nothing when the chosen session is inside the 12 hours', async () => {
    const { cookie } = await t.signUp();
    const tutor = await newTutor();
    expect((await book(cookie, { tutorId: tutor.id, date: '2026-06-02', repeatWeekly: 3 })).statusCode).toBe(
      201,
    );
    const [first] = await mine(cookie);
    if (!first) throw new Error('no session');
    t.clock.set(new Date(Date.parse(first.startsAt) - 6 * HOUR));
    const res = await cancel(cookie, first.id, '?series=future');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Sessions can be cancelled until 12 hours before they start.');
    expect((await mine(cookie)).map((s) => s.status)).toEqual(['scheduled', 'scheduled', 'scheduled']);
  });

  it('is the booker’s only (403) and refuses another series value (400)', async () => {
    const { cookie, sessions } = await series(2);
    const stranger = await t.signUp();
    expect((await cancel(stranger.cookie, sessions[0]?.id ?? 0, '?series=future')).statusCode).toBe(403);
    expect((await cancel(cookie, sessions[0]?.id ?? 0, '?series=all')).statusCode).toBe(400);
    expect((await mine(cookie)).map((s) => s.status)).toEqual(['scheduled', 'scheduled']);
  });
});

describe('a child’s weekly series with "ask me first"', () => {
  async function family() {
    const { parent, children } = await linkedFamily(t);
    const child = children[0];
    if (!child) throw new Error('no child');
    const put = await t.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.user.id}/settings`,
      headers: { cookie: parent.cookie },
      payload: { approveBookings: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    return { parent, child };
  }

  function approve(cookie: string, id: number) {
    return t.inject({ method: 'POST', url: `/api/parent/approvals/${id}/approve`, headers: { cookie } });
  }

  it('waits as one request and books every week on the yes', async () => {
    const { parent, child } = await family();
    const tutor = await newTutor();
    const res = await book(child.cookie, { tutorId: tutor.id, repeatWeekly: 3 });
    expect(res.statusCode, res.body).toBe(202);
    expect(await mine(child.cookie)).toEqual([]);
    const list = await t.inject({
      method: 'GET',
      url: '/api/parent/approvals',
      headers: { cookie: parent.cookie },
    });
    const request = list.json<ApprovalRequest[]>().find((r) => r.id === res.json().requestId);
    expect(request?.summary).toBe(
      'Mathematics with Amara Okafor on Wed, Jun 10 at 4:00 PM, every week for 3 weeks',
    );
    const approved = await approve(parent.cookie, res.json().requestId);
    expect(approved.json<ApprovalRequest>()).toMatchObject({ status: 'approved' });
    const sessions = await mine(child.cookie);
    expect(sessions).toHaveLength(3);
    expect(new Set(sessions.map((s) => s.seriesId)).size).toBe(1);
  });

  it('books nothing on the yes when a week was taken meanwhile, and says which', async () => {
    const { parent, child } = await family();
    const tutor = await newTutor();
    const res = await book(child.cookie, { tutorId: tutor.id, repeatWeekly: 3 });
    expect(res.statusCode).toBe(202);
    const other = await t.signUp();
    expect((await book(other.cookie, { tutorId: tutor.id, date: '2026-06-17' })).statusCode).toBe(201);
    const approved = await approve(parent.cookie, res.json().requestId);
    expect(approved.json<ApprovalRequest>()).toMatchObject({
      status: 'failed',
      outcome: expect.stringContaining('Wed, Jun 17 at 4:00 PM'),
    });
    expect(await mine(child.cookie)).toEqual([]);
  });

  it('is refused at once when a week does not fit already', async () => {
    const { child } = await family();
    const tutor = await newTutor();
    const other = await t.signUp();
    expect((await book(other.cookie, { tutorId: tutor.id, date: '2026-06-17' })).statusCode).toBe(201);
    const res = await book(child.cookie, { tutorId: tutor.id, repeatWeekly: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Wed, Jun 17');
  });
});
