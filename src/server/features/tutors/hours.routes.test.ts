import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutsideHoursBooking, TutorHoursAnswer, TutorHoursInput } from '#contract/teach-hours.ts';
import { offeredTimes } from '#contract/tutor-hours.ts';
import type { Tutor } from '#contract/tutors.ts';
import { createTutor, createTutorSession } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// Monday 2 March 2026, noon UTC: the week before the US clocks go forward (Sunday 8 March).
const START = '2026-03-02T12:00:00.000Z';

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

/** Weekdays 16:00-18:00 in New York, Small Group and Homework Help. */
const WEEKDAY_AFTERNOONS: TutorHoursInput = {
  timeZone: 'America/New_York',
  weekly: [1, 2, 3, 4, 5].map((day) => ({ day, from: '16:00', to: '18:00' })),
  timeOff: [],
  sessionTypes: ['Homework Help', 'Small Group (2-3)'],
};

/** A tutor profile with its own signed-in account. */
async function newTutorAccount(overrides: Parameters<typeof createTutor>[1] = {}) {
  const { user, cookie } = await t.signUp();
  const tutor = await createTutor(t.database.db, {
    name: 'Amara Okafor',
    availability: ['Weekends'],
    timeZone: 'America/New_York',
    userId: user.id,
    ...overrides,
  });
  await t.app.ctx.catalogCache.invalidate('tutors');
  return { tutor, cookie };
}

function putHours(cookie: string, payload: object) {
  return t.inject({ method: 'PUT', url: '/api/teach/hours', headers: { cookie }, payload });
}

async function setHours(cookie: string, payload: TutorHoursInput): Promise<TutorHoursAnswer> {
  const res = await putHours(cookie, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TutorHoursAnswer>();
}

function book(cookie: string, payload: Record<string, unknown>) {
  return t.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie },
    payload: {
      subject: 'Mathematics',
      sessionType: 'Homework Help',
      timeZone: 'America/New_York',
      ...payload,
    },
  });
}

async function publicTutor(id: number): Promise<Tutor> {
  const res = await t.inject({ method: 'GET', url: `/api/tutors/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Tutor>();
}

describe('GET /api/teach/hours', () => {
  it('answers a tutor without hours of their own the windows of their options', async () => {
    const { cookie } = await newTutorAccount({ availability: ['Weekends'], sessionType: 'Homework Help' });
    const res = await t.inject({ method: 'GET', url: '/api/teach/hours', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      timeZone: 'America/New_York',
      weekly: [
        { day: 0, from: '09:00', to: '18:00' },
        { day: 6, from: '09:00', to: '18:00' },
      ],
      timeOff: [],
      sessionTypes: ['Homework Help'],
      custom: false,
    });
  });

  it('is for tutors only: 401 for a guest, 403 for a learner and for an admin who teaches no one', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/teach/hours' })).statusCode).toBe(401);
    const learner = await t.signUp();
    const admin = await t.signUp({ isAdmin: true });
    for (const { cookie } of [learner, admin]) {
      const res = await t.inject({ method: 'GET', url: '/api/teach/hours', headers: { cookie } });
      expect(res.statusCode).toBe(403);
      expect((await putHours(cookie, WEEKDAY_AFTERNOONS)).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/teach/hours', () => {
  it('saves the hours, sorted by day and start, with the types in the list’s order', async () => {
    const { cookie } = await newTutorAccount();
    const answer = await setHours(cookie, {
      ...WEEKDAY_AFTERNOONS,
      weekly: [
        { day: 3, from: '19:00', to: '20:30' },
        { day: 3, from: '09:30', to: '11:00' },
        { day: 1, from: '16:00', to: '18:00' },
      ],
      timeOff: [{ from: '2026-03-10', to: '2026-03-11' }],
    });
    expect(answer).toEqual({
      timeZone: 'America/New_York',
      weekly: [
        { day: 1, from: '16:00', to: '18:00' },
        { day: 3, from: '09:30', to: '11:00' },
        { day: 3, from: '19:00', to: '20:30' },
      ],
      timeOff: [{ from: '2026-03-10', to: '2026-03-11' }],
      sessionTypes: ['Small Group (2-3)', 'Homework Help'],
      custom: true,
    });
    const again = await t.inject({ method: 'GET', url: '/api/teach/hours', headers: { cookie } });
    expect(again.json()).toEqual(answer);
  });

  it.each([
    ['a time off the half hour', [{ day: 1, from: '16:15', to: '18:00' }], 'on the hour or the half hour'],
    ['a window under 60 minutes', [{ day: 1, from: '16:00', to: '16:30' }], 'at least 60 minutes'],
    [
      'four windows on a day',
      [
        { day: 2, from: '08:00', to: '09:00' },
        { day: 2, from: '10:00', to: '11:00' },
        { day: 2, from: '12:00', to: '13:00' },
        { day: 2, from: '14:00', to: '15:00' },
      ],
      'At most 3 windows a day',
    ],
    [
      'overlapping windows',
      [
        { day: 4, from: '16:00', to: '18:00' },
        { day: 4, from: '17:00', to: '19:00' },
      ],
      'overlap',
    ],
    ['a day that is not one', [{ day: 7, from: '16:00', to: '18:00' }], ''],
  ])('refuses %s (400)', async (_, weekly, message) => {
    const { cookie } = await newTutorAccount();
    const res = await putHours(cookie, { ...WEEKDAY_AFTERNOONS, weekly });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('takes windows that touch, and one that runs to midnight', async () => {
    const { cookie } = await newTutorAccount();
    const weekly = [
      { day: 5, from: '09:00', to: '12:00' },
      { day: 5, from: '12:00', to: '13:00' },
      { day: 5, from: '22:00', to: '24:00' },
    ];
    expect((await setHours(cookie, { ...WEEKDAY_AFTERNOONS, weekly })).weekly).toEqual(weekly);
  });

  it.each([
    ['no session type', { sessionTypes: [] }, 'at least one session type'],
    ['a type that is not offered on Sprout', { sessionTypes: ['Karate'] }, 'session types from the list'],
    ['a zone that does not exist', { timeZone: 'Mars/Olympus_Mons' }, 'time zone'],
    [
      'time off that ends before it starts',
      { timeOff: [{ from: '2026-03-12', to: '2026-03-10' }] },
      'last day off',
    ],
  ])('refuses %s (400)', async (_, change, message) => {
    const { cookie } = await newTutorAccount();
    const res = await putHours(cookie, { ...WEEKDAY_AFTERNOONS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });
});

describe('the catalog follows the hours', () => {
  it('lists the options the hours overlap and the first type, and the filter finds the tutor at once', async () => {
    const { tutor, cookie } = await newTutorAccount({ availability: ['Weekends'] });
    const filtered = (availability: string) =>
      t.inject({ method: 'GET', url: `/api/tutors?availability=${encodeURIComponent(availability)}` });
    const ids = async (availability: string) =>
      (await filtered(availability)).json<Tutor[]>().map((x) => x.id);
    // Read once, so a stale cached answer would show if the write did not invalidate it.
    expect(await ids('Weekday Evenings')).not.toContain(tutor.id);
    expect(await ids('Weekends')).toContain(tutor.id);

    await setHours(cookie, WEEKDAY_AFTERNOONS);
    const shown = await publicTutor(tutor.id);
    expect(shown.availability).toEqual(['Weekday Afternoons', 'Weekday Evenings']);
    expect(shown.sessionType).toBe('Small Group (2-3)');
    expect(shown.hours?.sessionTypes).toEqual(['Small Group (2-3)', 'Homework Help']);
    expect(await ids('Weekday Evenings')).toContain(tutor.id);
    expect(await ids('Weekday Afternoons')).toContain(tutor.id);
    expect(await ids('Weekday Mornings')).not.toContain(tutor.id);
    expect(await ids('Weekends')).not.toContain(tutor.id);
  });

  it('a window that only touches an option’s edge does not count for it', async () => {
    const { tutor, cookie } = await newTutorAccount();
    await setHours(cookie, { ...WEEKDAY_AFTERNOONS, weekly: [{ day: 6, from: '18:00', to: '20:00' }] });
    expect((await publicTutor(tutor.id)).availability).toEqual([]);
  });
});

describe('booking against the hours', () => {
  it('books inside a window and refuses outside it, naming the hours', async () => {
    const { tutor, cookie } = await newTutorAccount();
    await setHours(cookie, WEEKDAY_AFTERNOONS);
    const learner = await t.signUp();
    const inside = await book(learner.cookie, { tutorId: tutor.id, date: '2026-03-04', time: '17:00' });
    expect(inside.statusCode, inside.body).toBe(201);
    // 17:30 would end at 18:30, past the window's end.
    const late = await book(learner.cookie, { tutorId: tutor.id, date: '2026-03-04', time: '17:30' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'Amara Okafor teaches on weekdays, 4–6 PM Eastern Time. Please pick a time then.',
    );
    // The windows of the old option (weekends) no longer count.
    const weekend = await book(learner.cookie, { tutorId: tutor.id, date: '2026-03-07', time: '10:00' });
    expect(weekend.statusCode).toBe(400);
  });

  it('offers and takes only the tutor’s own types', async () => {
    const { tutor, cookie } = await newTutorAccount({ sessionType: 'One-on-One Tutoring' });
    await setHours(cookie, WEEKDAY_AFTERNOONS);
    const learner = await t.signUp();
    const wrong = await book(learner.cookie, {
      tutorId: tutor.id,
      date: '2026-03-04',
      time: '16:00',
      sessionType: 'One-on-One Tutoring',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'Amara Okafor offers Small Group (2-3) and Homework Help sessions. Please choose one of them.',
    );
    const right = await book(learner.cookie, {
      tutorId: tutor.id,
      date: '2026-03-04',
      time: '16:00',
      sessionType: 'Small Group (2-3)',
    });
    expect(right.statusCode, right.body).toBe(201);
  });

  it('refuses a day off, and books the same time the day after', async () => {
    const { tutor, cookie } = await newTutorAccount();
    await setHours(cookie, { ...WEEKDAY_AFTERNOONS, timeOff: [{ from: '2026-03-04', to: '2026-03-05' }] });
    const learner = await t.signUp();
    const away = await book(learner.cookie, { tutorId: tutor.id, date: '2026-03-05', time: '16:00' });
    expect(away.statusCode).toBe(400);
    expect(away.json().message).toBe('Amara Okafor is away that day. Please choose another day.');
    const after = await book(learner.cookie, { tutorId: tutor.id, date: '2026-03-06', time: '16:00' });
    expect(after.statusCode, after.body).toBe(201);
    const tutorShown = await publicTutor(tutor.id);
    expect(offeredTimes('2026-03-05', 'America/New_York', tutorShown, new Date(START))).toEqual([]);
  });

  it('reads the windows on the tutor’s clocks across the US clock change, for a booker in London', async () => {
    const { tutor, cookie } = await newTutorAccount();
    await setHours(cookie, WEEKDAY_AFTERNOONS);
    const learner = await t.signUp();
    const london = { tutorId: tutor.id, timeZone: 'Europe/London' };
    // Friday 6 March, New York on UTC-5: 4 PM there is 9 PM in London.
    const friday = await book(learner.cookie, { ...london, date: '2026-03-06', time: '20:00' });
    expect(friday.statusCode).toBe(400);
    // Monday 9 March, New York on UTC-4 (London not yet changed): 4 PM there is 8 PM in London.
    const monday = await book(learner.cookie, { ...london, date: '2026-03-09', time: '20:00' });
    expect(monday.statusCode, monday.body).toBe(201);
    expect(monday.json().startsAt).toBe('2026-03-09T20:00:00.000Z');
    const late = await book(learner.cookie, { ...london, date: '2026-03-09', time: '21:30' });
    expect(late.statusCode).toBe(400);

    const shown = await publicTutor(tutor.id);
    const times = (date: string) =>
      offeredTimes(date, 'Europe/London', shown, new Date(START)).map((o) => o.time);
    expect(times('2026-03-06')).toEqual(['21:00', '21:30', '22:00']);
    expect(times('2026-03-09')).toEqual(['20:00', '20:30', '21:00']);
  });

  it('keeps the four fixed windows for a tutor without hours of their own', async () => {
    const { tutor } = await newTutorAccount({ availability: ['Weekends'], sessionType: 'Homework Help' });
    const learner = await t.signUp();
    const res = await book(learner.cookie, { tutorId: tutor.id, date: '2026-03-07', time: '10:00' });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('bookings outside new hours', () => {
  async function outside(cookie: string) {
    const res = await t.inject({ method: 'GET', url: '/api/teach/hours/outside', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OutsideHoursBooking[]>();
  }

  it('keeps the bookings, lists those now outside with the learner’s first name, and drops one kept', async () => {
    const { tutor, cookie } = await newTutorAccount({
      availability: ['Weekends', 'Weekday Afternoons'],
      sessionType: 'Homework Help',
    });
    const learner = await t.signUp({ name: 'Maya Lopez' });
    // Saturday 7 March, 10 AM in New York; and Monday 9 March, 4 PM there.
    const saturday = await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: learner.user.id,
      startsAt: new Date('2026-03-07T15:00:00Z'),
      sessionType: 'Homework Help',
    });
    await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: learner.user.id,
      startsAt: new Date('2026-03-09T20:00:00Z'),
      sessionType: 'Homework Help',
    });
    expect(await outside(cookie)).toEqual([]);

    await setHours(cookie, WEEKDAY_AFTERNOONS);
    expect(await outside(cookie)).toEqual([
      {
        id: saturday.id,
        startsAt: '2026-03-07T15:00:00.000Z',
        subject: 'Mathematics',
        sessionType: 'Homework Help',
        learner: { username: learner.user.username, firstName: 'Maya' },
      },
    ]);
    const mine = await t.inject({
      method: 'GET',
      url: '/api/sessions/user',
      headers: { cookie: learner.cookie },
    });
    expect(mine.json<{ status: string }[]>().map((s) => s.status)).toEqual(['scheduled', 'scheduled']);

    const keep = await t.inject({
      method: 'POST',
      url: `/api/teach/hours/outside/${saturday.id}/keep`,
      headers: { cookie },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(await outside(cookie)).toEqual([]);
  });

  it('lists a booking of a type no longer offered', async () => {
    const { tutor, cookie } = await newTutorAccount({ availability: ['Weekday Afternoons'] });
    const learner = await t.signUp();
    const session = await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: learner.user.id,
      startsAt: new Date('2026-03-09T20:00:00Z'),
      sessionType: 'One-on-One Tutoring',
    });
    await setHours(cookie, WEEKDAY_AFTERNOONS);
    expect((await outside(cookie)).map((b) => b.id)).toEqual([session.id]);
  });

  it('keeps only the tutor’s own upcoming sessions (404 for another tutor’s)', async () => {
    const mine = await newTutorAccount();
    const other = await newTutorAccount();
    const learner = await t.signUp();
    const theirs = await createTutorSession(t.database.db, {
      tutorId: other.tutor.id,
      userId: learner.user.id,
      startsAt: new Date('2026-03-07T15:00:00Z'),
    });
    const res = await t.inject({
      method: 'POST',
      url: `/api/teach/hours/outside/${theirs.id}/keep`,
      headers: { cookie: mine.cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET/PUT /api/admin/tutors/:id/hours', () => {
  it('lets an admin read and set a tutor’s hours, and the catalog follows', async () => {
    const tutor = await createTutor(t.database.db, { availability: ['Weekends'] });
    const admin = await t.signUp({ isAdmin: true });
    const url = `/api/admin/tutors/${tutor.id}/hours`;
    const before = await t.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<TutorHoursAnswer>().custom).toBe(false);
    const put = await t.inject({
      method: 'PUT',
      url,
      headers: { cookie: admin.cookie },
      payload: WEEKDAY_AFTERNOONS,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await publicTutor(tutor.id)).availability).toEqual(['Weekday Afternoons', 'Weekday Evenings']);
    const missing = await t.inject({
      method: 'GET',
      url: '/api/admin/tutors/999999/hours',
      headers: { cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the options of a tutor with hours in step when the admin edits the tutor', async () => {
    const { tutor, cookie } = await newTutorAccount();
    await setHours(cookie, WEEKDAY_AFTERNOONS);
    const admin = await t.signUp({ isAdmin: true });
    const res = await t.inject({
      method: 'PUT',
      url: `/api/admin/tutors/${tutor.id}`,
      headers: { cookie: admin.cookie },
      payload: {
        name: 'Amara Okafor',
        subjects: 'Mathematics',
        bio: 'A patient tutor who loves helping children learn.',
        gradeLevel: 'All Grades',
        sessionType: 'One-on-One Tutoring',
        availability: ['Weekends'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = await publicTutor(tutor.id);
    expect(shown.availability).toEqual(['Weekday Afternoons', 'Weekday Evenings']);
    expect(shown.sessionType).toBe('Small Group (2-3)');
  });
});
