import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TutorSession } from '#contract/sessions.ts';
import { createJobRunner, type JobRunner } from '#server/lib/jobs.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { createTutor, createTutorSession } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bookingJobs } from './booking-reminders.ts';
import { cancelSessionsOfRemovedTutor } from './bookings.service.ts';

// A Monday, noon UTC. Every test starts here (afterEach puts the clock back).
const START = '2026-06-01T12:00:00.000Z';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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

/** Every window, on UTC clocks: weekdays 08:00-21:00 and weekends 09:00-18:00 UTC. */
const ALL_HOURS = ['Weekday Mornings', 'Weekday Afternoons', 'Weekday Evenings', 'Weekends'];

async function newTutor(overrides: Parameters<typeof createTutor>[1] = {}) {
  return createTutor(t.database.db, {
    name: 'Amara Okafor',
    availability: ALL_HOURS,
    timeZone: 'UTC',
    ...overrides,
  });
}

function book(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: cookie ? { cookie } : {},
    payload: {
      date: '2026-06-10',
      time: '16:00',
      subject: 'Mathematics',
      sessionType: 'One-on-One Tutoring',
      ...payload,
    },
  });
}

async function booked(cookie: string, payload: Record<string, unknown>): Promise<TutorSession> {
  const res = await book(cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TutorSession>();
}

function cancel(cookie: string | undefined, id: number) {
  return t.inject({ method: 'POST', url: `/api/sessions/${id}/cancel`, headers: cookie ? { cookie } : {} });
}

async function mySessions(cookie: string, query = '') {
  const res = await t.inject({ method: 'GET', url: `/api/sessions/user${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('POST /api/sessions', () => {
  it('needs a signed-in user', async () => {
    const tutor = await newTutor();
    const res = await book(undefined, { tutorId: tutor.id });
    expect(res.statusCode).toBe(401);
  });

  it('books a session (201, scheduled), in UTC when no time zone is given', async () => {
    const tutor = await newTutor({ name: 'Daniel Kim', imageUrl: '/images/tutors/tutor-02.webp' });
    const { cookie } = await t.signUp();
    const res = await book(cookie, { tutorId: tutor.id, notes: 'Fractions, please.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      tutorId: tutor.id,
      tutor: { name: 'Daniel Kim', imageUrl: '/images/tutors/tutor-02.webp' },
      subject: 'Mathematics',
      sessionType: 'One-on-One Tutoring',
      date: '2026-06-10',
      time: '16:00',
      timeZone: 'UTC',
      startsAt: '2026-06-10T16:00:00.000Z',
      endsAt: '2026-06-10T17:00:00.000Z',
      status: 'scheduled',
      notes: 'Fractions, please.',
      tutorCancelReason: null,
      seriesId: null,
      canCancel: true,
      cancellableUntil: '2026-06-10T04:00:00.000Z',
      createdAt: START,
    });
  });

  it("applies the booker's time zone", async () => {
    const { cookie } = await t.signUp();
    const newYork = await booked(cookie, {
      tutorId: (await newTutor()).id,
      time: '09:00',
      timeZone: 'America/New_York',
    });
    expect(newYork).toMatchObject({
      date: '2026-06-10',
      time: '09:00',
      timeZone: 'America/New_York',
      startsAt: '2026-06-10T13:00:00.000Z',
    });
    const kolkata = await booked(cookie, {
      tutorId: (await newTutor()).id,
      time: '14:00',
      timeZone: 'Asia/Kolkata',
    });
    expect(kolkata).toMatchObject({ timeZone: 'Asia/Kolkata', startsAt: '2026-06-10T08:30:00.000Z' });
    const lowerCase = await booked(cookie, {
      tutorId: (await newTutor()).id,
      time: '09:00',
      timeZone: 'america/new_york',
    });
    expect(lowerCase).toMatchObject({ timeZone: 'America/New_York', startsAt: '2026-06-10T13:00:00.000Z' });
  });

  it('follows daylight saving time, and refuses a time the clocks skip', async () => {
    t.clock.set('2026-03-01T12:00:00.000Z');
    const { cookie } = await t.signUp();
    const tutor = await newTutor();
    const zone = { tutorId: tutor.id, time: '09:00', timeZone: 'America/New_York' };
    expect(await booked(cookie, { ...zone, date: '2026-03-05' })).toMatchObject({
      startsAt: '2026-03-05T14:00:00.000Z',
    });
    expect(await booked(cookie, { ...zone, date: '2026-03-10' })).toMatchObject({
      startsAt: '2026-03-10T13:00:00.000Z',
    });
    const skipped = await book(cookie, { ...zone, date: '2026-03-08', time: '02:30' });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().issues).toEqual([
      {
        path: 'time',
        message:
          'That time does not exist in your time zone (the clocks change that day). Please choose another time.',
      },
    ]);
  });

  it.each([
    ['2026-05-31', '16:00'],
    ['2026-06-01', '11:59'],
    ['2026-06-01', '12:00'],
  ])('refuses a time that is not in the future: %s %s', async (date, time) => {
    const { cookie } = await t.signUp();
    const res = await book(cookie, { tutorId: (await newTutor()).id, date, time });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please choose a date and time in the future.',
      issues: [{ path: 'date', message: 'Please choose a date and time in the future.' }],
    });
  });

  it("accepts any time on the 90th day after the booker's today, and refuses a later day", async () => {
    const { cookie } = await t.signUp();
    const tutor = await newTutor();
    const tooFar = 'Sessions can be booked up to 90 days ahead. Please choose an earlier date.';
    // Now is 2026-06-01 12:00 UTC: 08:00 the same day in New York, 02:00 the next day in
    // Kiritimati (UTC+14).
    await booked(cookie, { tutorId: tutor.id, date: '2026-06-01', time: '12:30' });
    // Each tutor on the booker's clocks, so that the tutor's hours allow the time.
    for (const [date, time, timeZone] of [
      ['2026-08-30', '12:00', 'UTC'],
      // Later in the day than now + 90 × 24 hours, still the 90th day.
      ['2026-08-30', '17:00', 'UTC'],
      ['2026-08-30', '17:00', 'America/New_York'],
      ['2026-08-31', '20:00', 'Pacific/Kiritimati'],
    ] as const) {
      await booked(cookie, { tutorId: (await newTutor({ timeZone })).id, date, time, timeZone });
    }
    for (const [date, time, timeZone] of [
      ['2026-08-31', '00:00', 'UTC'],
      ['2026-08-31', '08:00', 'America/New_York'],
      ['2026-09-01', '00:00', 'Pacific/Kiritimati'],
      ['2026-12-24', '10:00', 'UTC'],
    ]) {
      const res = await book(cookie, { tutorId: tutor.id, date, time, timeZone });
      expect(res.statusCode, `${date} ${time} ${timeZone}`).toBe(400);
      expect(res.json()).toEqual({ message: tooFar, issues: [{ path: 'date', message: tooFar }] });
    }

    // At 02:00 UTC it is still the day before in Los Angeles (19:00).
    t.clock.set('2026-06-01T02:00:00.000Z');
    const la = {
      tutorId: (await newTutor({ timeZone: 'America/Los_Angeles' })).id,
      timeZone: 'America/Los_Angeles',
    };
    await booked(cookie, { ...la, date: '2026-08-29', time: '17:00' });
    expect((await book(cookie, { ...la, date: '2026-08-30', time: '08:00' })).json().message).toBe(tooFar);
  });

  it('refuses a second booking of the same tutor at the same start with 409, in any time zone', async () => {
    const tutor = await newTutor();
    const first = await t.signUp();
    const second = await t.signUp();
    await booked(first.cookie, { tutorId: tutor.id });
    for (const payload of [{}, { time: '12:00', timeZone: 'America/New_York' }]) {
      const res = await book(second.cookie, { tutorId: tutor.id, ...payload });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'That time is already booked', code: 'slot_taken' });
    }
    // The booker too cannot book it twice.
    expect((await book(first.cookie, { tutorId: tutor.id })).statusCode).toBe(409);
    // Another hour with the same tutor, or the same hour with another tutor, is free.
    await booked(second.cookie, { tutorId: tutor.id, time: '17:00' });
    await booked(second.cookie, { tutorId: (await newTutor()).id });
  });

  it('refuses a session of the same tutor that starts less than 60 minutes before or after another', async () => {
    const tutor = await newTutor();
    const first = await t.signUp();
    const second = await t.signUp();
    await booked(first.cookie, { tutorId: tutor.id, time: '18:00' });
    for (const payload of [
      { time: '18:30' },
      { time: '17:30' },
      // 14:30 in New York is 18:30 UTC.
      { time: '14:30', timeZone: 'America/New_York' },
    ]) {
      const res = await book(second.cookie, { tutorId: tutor.id, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json()).toEqual({ message: 'That time is already booked', code: 'slot_taken' });
    }
    // Back to back is fine, before and after.
    await booked(second.cookie, { tutorId: tutor.id, time: '17:00' });
    await booked(second.cookie, { tutorId: tutor.id, time: '19:00' });
    // Another tutor at 18:30 is free.
    await booked(second.cookie, { tutorId: (await newTutor()).id, time: '18:30' });
  });

  it('lets a cancelled session overlap a new one', async () => {
    const tutor = await newTutor();
    const first = await t.signUp();
    const second = await t.signUp();
    const session = await booked(first.cookie, { tutorId: tutor.id, date: '2026-06-11', time: '10:00' });
    expect(
      (await book(second.cookie, { tutorId: tutor.id, date: '2026-06-11', time: '10:30' })).statusCode,
    ).toBe(409);
    expect((await cancel(first.cookie, session.id)).statusCode).toBe(200);
    await booked(second.cookie, { tutorId: tutor.id, date: '2026-06-11', time: '10:30' });
  });

  it('books exactly one of overlapping sessions asked for at the same moment', async () => {
    for (const times of [
      ['09:00', '09:30'],
      ['13:00', '13:00'],
      ['15:00', '15:30', '15:00', '15:30', '15:00', '15:30'],
    ]) {
      const tutor = await newTutor();
      const bookers = await Promise.all(times.map(() => t.signUp()));
      const answers = await Promise.all(
        times.map((time, i) => book(bookers[i]?.cookie, { tutorId: tutor.id, date: '2026-06-13', time })),
      );
      expect(
        answers.filter((r) => r.statusCode === 201),
        times.join(' '),
      ).toHaveLength(1);
      for (const refused of answers.filter((r) => r.statusCode !== 201)) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ message: 'That time is already booked', code: 'slot_taken' });
      }
      const [row] = await t.database.query<{ total: string }>(
        "select count(*) as total from tutor_sessions where tutor_id = $1 and status <> 'cancelled'",
        [tutor.id],
      );
      expect(Number(row?.total)).toBe(1);
    }
  });

  it('makes a cancelled slot bookable again', async () => {
    const tutor = await newTutor();
    const first = await t.signUp();
    const second = await t.signUp();
    const session = await booked(first.cookie, { tutorId: tutor.id, date: '2026-06-12' });
    expect((await book(second.cookie, { tutorId: tutor.id, date: '2026-06-12' })).statusCode).toBe(409);
    expect((await cancel(first.cookie, session.id)).statusCode).toBe(200);
    await booked(second.cookie, { tutorId: tutor.id, date: '2026-06-12' });
    // Taken again now.
    expect((await book(first.cookie, { tutorId: tutor.id, date: '2026-06-12' })).statusCode).toBe(409);
  });

  it('allows 10 upcoming sessions per user and refuses the 11th with 409', async () => {
    const tutor = await newTutor();
    const { user, cookie } = await t.signUp();
    // Neither a past session nor a cancelled one counts.
    await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: user.id,
      startsAt: new Date(Date.parse(START) - 24 * HOUR),
    });
    await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: user.id,
      startsAt: new Date(Date.parse(START) + 24 * HOUR),
      status: 'cancelled',
    });
    const sessions: TutorSession[] = [];
    for (let day = 10; day < 20; day += 1) {
      sessions.push(await booked(cookie, { tutorId: tutor.id, date: `2026-06-${day}` }));
    }
    const eleventh = await book(cookie, { tutorId: tutor.id, date: '2026-06-20' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(
      'You already have 10 upcoming sessions. Please cancel one, or wait until one is over, before booking another.',
    );
    expect((await cancel(cookie, sessions[0]?.id ?? 0)).statusCode).toBe(200);
    await booked(cookie, { tutorId: tutor.id, date: '2026-06-20' });
  });

  it('answers 404 for an unknown or inactive tutor', async () => {
    const { cookie } = await t.signUp();
    const hidden = await newTutor({ isActive: false });
    for (const tutorId of [hidden.id, 999_999]) {
      const res = await book(cookie, { tutorId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Tutor not found');
    }
  });

  it.each([
    [{ subject: 'A' }, 'subject', 'Subject must be at least 2 characters'],
    [{ subject: 'x'.repeat(101) }, 'subject', 'Subject must be at most 100 characters'],
    [{ subject: undefined }, 'subject', 'Please choose a subject'],
    [{ sessionType: 'Chess Club' }, 'sessionType', 'Please choose a session type'],
    [{ date: '2026-02-30' }, 'date', 'Please choose a date'],
    [{ date: '10/06/2026' }, 'date', 'Please choose a date'],
    [{ date: undefined }, 'date', 'Please choose a date'],
    [{ time: '25:00' }, 'time', 'Please choose a time'],
    [{ time: '9:00' }, 'time', 'Please choose a time'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
  ])('refuses %o with 400 and "%s: %s"', async (overrides, path, message) => {
    const { cookie } = await t.signUp();
    const res = await book(cookie, { tutorId: (await newTutor()).id, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path, message }] });
  });
});

describe("POST /api/sessions: the tutor's hours and session type", () => {
  const HOURS = 'Daniel Kim teaches on weekday evenings, 5–9 PM Eastern Time. Please pick a time then.';

  async function daniel() {
    return createTutor(t.database.db, {
      name: 'Daniel Kim',
      sessionType: 'Homework Help',
      availability: ['Weekday Evenings'],
      timeZone: 'America/New_York',
    });
  }
  const homework = { sessionType: 'Homework Help' };

  async function sessionCount(tutorId: number) {
    const [row] = await t.database.query<{ total: string }>(
      'select count(*) as total from tutor_sessions where tutor_id = $1',
      [tutorId],
    );
    return Number(row?.total);
  }

  it('books inside the hours, on the hour or the half hour, read on the tutor’s clocks', async () => {
    const tutor = await daniel();
    const { cookie } = await t.signUp();
    // Wednesday 17:00 and 20:00 in New York (the first and the last start of the evening) ...
    await booked(cookie, { ...homework, tutorId: tutor.id, time: '17:00', timeZone: 'America/New_York' });
    await booked(cookie, { ...homework, tutorId: tutor.id, time: '20:00', timeZone: 'America/New_York' });
    // ... and 18:30 New York asked for from Paris, where it is already Thursday 00:30.
    const fromParis = await booked(cookie, {
      ...homework,
      tutorId: tutor.id,
      date: '2026-06-11',
      time: '00:30',
      timeZone: 'Europe/Paris',
    });
    expect(fromParis.startsAt).toBe('2026-06-10T22:30:00.000Z');
  });

  it.each([
    ['a Saturday evening', { date: '2026-06-13', time: '18:00', timeZone: 'America/New_York' }],
    ['a Saturday 8:30 AM', { date: '2026-06-13', time: '08:30', timeZone: 'America/New_York' }],
    ['before the window', { time: '16:30', timeZone: 'America/New_York' }],
    ['a session that would end after 9 PM', { time: '20:30', timeZone: 'America/New_York' }],
    ['a start off the half hour', { time: '18:15', timeZone: 'America/New_York' }],
    ['17:00 UTC, which is 1 PM in New York', { time: '17:00' }],
  ])('refuses %s with 400 and a sentence naming the hours; nothing is booked', async (_, payload) => {
    const tutor = await daniel();
    const { cookie } = await t.signUp();
    const res = await book(cookie, { ...homework, tutorId: tutor.id, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: HOURS, issues: [{ path: 'time', message: HOURS }] });
    expect(await sessionCount(tutor.id)).toBe(0);
  });

  it('refuses a session type the tutor does not offer with 400 naming it; nothing is booked', async () => {
    const tutor = await daniel();
    const { cookie } = await t.signUp();
    const res = await book(cookie, {
      tutorId: tutor.id,
      time: '18:00',
      timeZone: 'America/New_York',
      sessionType: 'One-on-One Tutoring',
    });
    const message = 'Daniel Kim offers Homework Help sessions only. Please choose Homework Help.';
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path: 'sessionType', message }] });
    expect(await sessionCount(tutor.id)).toBe(0);
  });

  it('refuses every time of a tutor without hours', async () => {
    const tutor = await newTutor({ name: 'Ana Silva', availability: [] });
    const { cookie } = await t.signUp();
    const res = await book(cookie, { tutorId: tutor.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Ana Silva has no open hours at the moment. Please choose another tutor.',
    );
  });

  it("says a refused time in a Spanish reader's language, the tutor's hours as Spanish writes them", async () => {
    const tutor = await daniel();
    const { cookie } = await t.signUp({ locale: 'es' });
    const res = await book(cookie, {
      ...homework,
      tutorId: tutor.id,
      time: '16:30',
      timeZone: 'America/New_York',
    });
    const message =
      'Daniel Kim da clases en estos horarios: noches entre semana, 5–9 p.m. (hora oriental). Elige una hora dentro de ellos.';
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path: 'time', message }] });
    const ana = await newTutor({ name: 'Ana Silva', availability: [] });
    expect((await book(cookie, { tutorId: ana.id })).json().message).toBe(
      'Por ahora, Ana Silva no tiene horarios libres. Elige otro tutor.',
    );
  });

  it('reads the hours on the tutor’s clocks across a change to summer time', async () => {
    t.clock.set('2026-03-01T12:00:00.000Z');
    const tutor = await daniel();
    const { cookie } = await t.signUp();
    // 17:00 in New York is 22:00 UTC on Friday 6 March (winter time), 21:00 UTC on Monday 9 March.
    await booked(cookie, { ...homework, tutorId: tutor.id, date: '2026-03-06', time: '22:00' });
    await booked(cookie, { ...homework, tutorId: tutor.id, date: '2026-03-09', time: '21:00' });
    expect(
      (await book(cookie, { ...homework, tutorId: tutor.id, date: '2026-03-06', time: '21:00' })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/tutors/:id/busy', () => {
  function busy(tutorId: number, from: string, to: string) {
    const query = new URLSearchParams({ from, to });
    return t.inject({ method: 'GET', url: `/api/tutors/${tutorId}/busy?${query}` });
  }

  it("answers a tutor's booked times that touch the stretch, to anyone, naming no one", async () => {
    const tutor = await newTutor();
    const { cookie } = await t.signUp();
    await booked(cookie, { tutorId: tutor.id, date: '2026-06-10', time: '12:00', notes: 'Fractions' });
    await booked(cookie, { tutorId: tutor.id, date: '2026-06-10', time: '15:30' });
    // Other days, a cancelled session and another tutor's session are not this stretch's.
    await booked(cookie, { tutorId: tutor.id, date: '2026-06-12', time: '12:00' });
    const gone = await booked(cookie, { tutorId: tutor.id, date: '2026-06-10', time: '17:00' });
    expect((await cancel(cookie, gone.id)).statusCode).toBe(200);
    await booked(cookie, { tutorId: (await newTutor()).id, date: '2026-06-10', time: '13:00' });

    // A guest asks for 12:30 to 16:00: the session from 12:00 overlaps its start.
    const res = await busy(tutor.id, '2026-06-10T12:30:00.000Z', '2026-06-10T16:00:00.000Z');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual([
      { startsAt: '2026-06-10T12:00:00.000Z', endsAt: '2026-06-10T13:00:00.000Z' },
      { startsAt: '2026-06-10T15:30:00.000Z', endsAt: '2026-06-10T16:30:00.000Z' },
    ]);
    // A session that ends as the stretch starts is not in it.
    expect((await busy(tutor.id, '2026-06-10T13:00:00.000Z', '2026-06-10T15:00:00.000Z')).json()).toEqual([]);
  });

  it('answers 404 for an unknown or inactive tutor, and 400 for a stretch backwards or too long', async () => {
    const hidden = await newTutor({ isActive: false });
    for (const id of [hidden.id, 999_999]) {
      const res = await busy(id, '2026-06-10T00:00:00.000Z', '2026-06-11T00:00:00.000Z');
      expect(res.statusCode).toBe(404);
    }
    const tutor = await newTutor();
    const backwards = await busy(tutor.id, '2026-06-11T00:00:00.000Z', '2026-06-10T00:00:00.000Z');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues).toEqual([{ path: 'to', message: 'The end must come after the start' }]);
    const tooLong = await busy(tutor.id, '2026-06-01T00:00:00.000Z', '2026-06-09T00:00:00.000Z');
    expect(tooLong.statusCode).toBe(400);
    expect((await busy(tutor.id, 'yesterday', '2026-06-09T00:00:00.000Z')).statusCode).toBe(400);
  });
});

describe('GET /api/sessions/user', () => {
  it('needs a signed-in user', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/sessions/user' })).statusCode).toBe(401);
  });

  it("answers the user's own sessions, latest first, with the tutor's name, and pages", async () => {
    const tutor = await newTutor({ name: 'Lucia Rossi' });
    const me = await t.signUp();
    const someoneElse = await t.signUp();
    await booked(me.cookie, { tutorId: tutor.id, date: '2026-06-03' });
    await booked(me.cookie, { tutorId: tutor.id, date: '2026-06-05' });
    await booked(someoneElse.cookie, { tutorId: tutor.id, date: '2026-06-04' });

    const res = await mySessions(me.cookie);
    const sessions = res.json<TutorSession[]>();
    expect(sessions.map((s) => s.date)).toEqual(['2026-06-05', '2026-06-03']);
    expect(sessions[0]?.tutor).toEqual({ name: 'Lucia Rossi', imageUrl: '/images/tutors/tutor-01.webp' });
    expect(res.headers['x-total-count']).toBeUndefined();

    const paged = await mySessions(me.cookie, '?limit=1&offset=1');
    expect(paged.json<TutorSession[]>().map((s) => s.date)).toEqual(['2026-06-03']);
    expect(paged.headers['x-total-count']).toBe('2');
  });

  it('shows a scheduled session as completed once it is over, and a cancelled one as cancelled', async () => {
    const { cookie } = await t.signUp();
    const tutor = await newTutor();
    const session = await booked(cookie, { tutorId: tutor.id, date: '2026-06-02', time: '10:00' });
    const other = await booked(cookie, { tutorId: tutor.id, date: '2026-06-09', time: '10:00' });
    await cancel(cookie, other.id);
    const statusOf = async (id: number) =>
      (await mySessions(cookie)).json<TutorSession[]>().find((s) => s.id === id);

    t.clock.set('2026-06-02T10:30:00.000Z');
    expect(await statusOf(session.id)).toMatchObject({ status: 'scheduled', canCancel: false });
    t.clock.set('2026-06-02T11:00:00.000Z');
    expect(await statusOf(session.id)).toMatchObject({ status: 'completed', canCancel: false });
    expect(await statusOf(other.id)).toMatchObject({ status: 'cancelled', canCancel: false });
  });
});

describe('POST /api/sessions/:id/cancel', () => {
  it('lets the booker cancel until 12 hours before the start', async () => {
    const { cookie } = await t.signUp();
    const tutor = await newTutor();
    const early = await booked(cookie, { tutorId: tutor.id, date: '2026-06-02', time: '12:00' });
    const late = await booked(cookie, { tutorId: tutor.id, date: '2026-06-02', time: '13:00' });

    t.clock.set('2026-06-01T23:59:00.000Z');
    const res = await cancel(cookie, early.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: early.id, status: 'cancelled', canCancel: false });

    t.clock.set('2026-06-02T01:00:00.000Z');
    const refused = await cancel(cookie, late.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Sessions can be cancelled until 12 hours before they start. Please contact us if you cannot make it.',
    );
    t.clock.set('2026-06-02T14:00:00.000Z');
    expect((await cancel(cookie, late.id)).json().message).toBe('This session has already taken place.');
  });

  it('refuses to cancel twice, another user’s session (403), an unknown one (404) and a guest (401)', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const session = await booked(owner.cookie, { tutorId: (await newTutor()).id });
    const foreign = await cancel(stranger.cookie, session.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Only the person who booked this session can do that');
    expect((await cancel(undefined, session.id)).statusCode).toBe(401);
    expect((await cancel(owner.cookie, 999_999)).statusCode).toBe(404);
    expect((await cancel(owner.cookie, session.id)).statusCode).toBe(200);
    const again = await cancel(owner.cookie, session.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This session is already cancelled.');
  });
});

describe('GET /api/sessions/:id/calendar.ics', () => {
  it("answers the booker's session as an iCalendar file", async () => {
    const { cookie } = await t.signUp();
    const tutor = await newTutor({ name: 'Amara Okafor' });
    const session = await booked(cookie, {
      tutorId: tutor.id,
      time: '09:00',
      timeZone: 'America/New_York',
      subject: 'Reading, Writing; and a long list of other things to practise together this week',
    });
    const res = await t.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/calendar.ics`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="sprout-session-${session.id}.ics"`,
    );
    const body = res.body;
    expect(body.endsWith('\r\n')).toBe(true);
    const physical = body.split('\r\n').slice(0, -1);
    expect(physical.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = body.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(`UID:tutor-session-${session.id}@localhost`);
    expect(lines).toContain('DTSTAMP:20260601T120000Z');
    expect(lines).toContain('DTSTART:20260610T130000Z');
    expect(lines).toContain('DTEND:20260610T140000Z');
    expect(lines).toContain(
      'SUMMARY:Reading\\, Writing\\; and a long list of other things to practise together this week with Amara Okafor',
    );
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('America/New_York');
    expect(lines).toContain('END:VEVENT');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('is the booker’s only: 403 for another user, 404 unknown, 401 for a guest', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const session = await booked(owner.cookie, { tutorId: (await newTutor()).id });
    const url = `/api/sessions/${session.id}/calendar.ics`;
    expect((await t.inject({ method: 'GET', url, headers: { cookie: stranger.cookie } })).statusCode).toBe(
      403,
    );
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    const unknown = await t.inject({
      method: 'GET',
      url: '/api/sessions/999999/calendar.ics',
      headers: { cookie: owner.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the session reminder', () => {
  // Booking confirmations go to the same address; these tests count the reminders.
  const mailsTo = (app: TestApp, to: string) =>
    app.outbox().filter((m) => m.to === to && m.subject.startsWith('Reminder:'));

  /**
   * The booking jobs on the real scheduler (createJobRunner, started with the job's own
   * interval), driven by fake interval timers and the controlled clock together. Each run's end
   * is observed, so a tick is over before the test looks at the outbox.
   */
  function realScheduler() {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const runner = createJobRunner(t.app.ctx.logger);
    let runEnded: (() => void) | undefined;
    const observed: JobRunner = {
      ...runner,
      register: (job) =>
        runner.register({
          ...job,
          run: async () => {
            try {
              return await job.run();
            } finally {
              runEnded?.();
            }
          },
        }),
    };
    for (const job of bookingJobs(t.app.ctx)) observed.register(job);
    runner.start();
    return {
      /** One minute later on the clock and the timers; waits for the run the scheduler starts. */
      async tick() {
        let timeout: NodeJS.Timeout | undefined;
        const ended = new Promise<void>((resolve, reject) => {
          runEnded = resolve;
          // A real timeout (only intervals are fake): a tick that starts no run fails the test.
          timeout = setTimeout(() => reject(new Error('the scheduler ran no job on this tick')), 10_000);
        });
        t.clock.advance(MINUTE);
        await vi.advanceTimersByTimeAsync(MINUTE);
        await ended.finally(() => clearTimeout(timeout));
      },
      async stop() {
        await runner.stop();
        vi.useRealTimers();
      },
    };
  }

  it('goes out from the real scheduler exactly 24 hours before, and not again on later ticks', async () => {
    const { user, cookie } = await t.signUp();
    const email = user.email ?? '';
    // Thursday 09:00 in New York = 13:00 UTC.
    await booked(cookie, {
      tutorId: (await newTutor({ name: 'Priya Nair' })).id,
      date: '2026-06-04',
      time: '09:00',
      timeZone: 'America/New_York',
    });
    t.clock.set('2026-06-03T12:57:00.000Z');
    const scheduler = realScheduler();
    try {
      await scheduler.tick(); // 12:58
      await scheduler.tick(); // 12:59
      expect(mailsTo(t, email)).toHaveLength(0);
      await scheduler.tick(); // 13:00, 24 hours before
      expect(mailsTo(t, email)).toHaveLength(1);
      expect(mailsTo(t, email)[0]?.subject).toBe('Reminder: your session with Priya Nair is coming up');
      for (let minute = 0; minute < 30; minute += 1) await scheduler.tick();
      expect(mailsTo(t, email)).toHaveLength(1);
    } finally {
      await scheduler.stop();
    }
  });

  it('goes out on the next tick for a session booked less than 24 hours ahead', async () => {
    const { user, cookie } = await t.signUp();
    await booked(cookie, { tutorId: (await newTutor()).id, date: '2026-06-02', time: '09:00' });
    const scheduler = realScheduler();
    try {
      await scheduler.tick();
      expect(mailsTo(t, user.email ?? '')).toHaveLength(1);
      for (let minute = 0; minute < 5; minute += 1) await scheduler.tick();
      expect(mailsTo(t, user.email ?? '')).toHaveLength(1);
    } finally {
      await scheduler.stop();
    }
  });

  it('is e-mailed once, 24 hours before the start, however often the job runs', async () => {
    const { user, cookie } = await t.signUp();
    const email = user.email ?? '';
    const tutor = await newTutor({ name: 'Priya Nair' });
    // Thursday 09:00 in New York = 13:00 UTC.
    await booked(cookie, {
      tutorId: tutor.id,
      date: '2026-06-04',
      time: '09:00',
      timeZone: 'America/New_York',
    });

    await t.app.ctx.jobs.runAll();
    t.clock.set('2026-06-03T12:59:00.000Z');
    await t.app.ctx.jobs.runAll();
    expect(mailsTo(t, email)).toHaveLength(0);

    t.clock.advance(MINUTE);
    await t.app.ctx.jobs.runAll();
    await t.app.ctx.jobs.runAll();
    t.clock.advance(2 * HOUR);
    await t.app.ctx.jobs.runAll();

    const mails = mailsTo(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reminder: your session with Priya Nair is coming up');
    // On the clocks the session was booked on, as people write it.
    expect(mails[0]?.text).toContain('Thu, Jun 4 at 9:00 AM (Eastern Time)');
    expect(mails[0]?.text).toContain('http://localhost:5000/user-panel');
    // The same cancellation rule as the app and the Terms state.
    expect(mails[0]?.text).toContain('Sessions can be cancelled until 12 hours before they start.');
  });

  it('is not sent for a cancelled session', async () => {
    const { user, cookie } = await t.signUp();
    const session = await booked(cookie, { tutorId: (await newTutor()).id, date: '2026-06-05' });
    await cancel(cookie, session.id);
    t.clock.set('2026-06-04T17:00:00.000Z');
    await t.app.ctx.jobs.runAll();
    expect(mailsTo(t, user.email ?? '')).toHaveLength(0);
  });

  it('is sent once when two server processes run the job at the same moment', async () => {
    const second = await createTestApp({ database: t.database, start: START });
    try {
      const { user, cookie } = await t.signUp();
      for (const time of ['09:00', '10:00', '11:00']) {
        await booked(cookie, { tutorId: (await newTutor()).id, date: '2026-06-06', time });
      }
      t.clock.set('2026-06-05T12:00:00.000Z');
      second.clock.set('2026-06-05T12:00:00.000Z');
      await Promise.all([
        t.app.ctx.jobs.runAll(),
        second.app.ctx.jobs.runAll(),
        t.app.ctx.jobs.runAll(),
        second.app.ctx.jobs.runAll(),
      ]);
      const email = user.email ?? '';
      expect(mailsTo(t, email).length + mailsTo(second, email).length).toBe(3);
    } finally {
      await second.close();
    }
  });

  it('is tried again by a later run when the mail could not be sent', async () => {
    const broken: Mailer = {
      send: async () => {
        throw new Error('SMTP is down');
      },
      close: async () => {},
    };
    const failing = await createTestApp({ database: t.database, mailer: broken, start: START });
    try {
      const { user, cookie } = await t.signUp();
      await booked(cookie, { tutorId: (await newTutor()).id, date: '2026-06-08', time: '08:00' });
      failing.clock.set('2026-06-07T09:00:00.000Z');
      await failing.app.ctx.jobs.runAll();
      t.clock.set('2026-06-07T09:01:00.000Z');
      await t.app.ctx.jobs.runAll();
      await t.app.ctx.jobs.runAll();
      expect(mailsTo(t, user.email ?? '')).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});

describe('cancelSessionsOfRemovedTutor', () => {
  it("cancels a removed tutor's future sessions and tells each booker by e-mail", async () => {
    const tutor = await newTutor({ name: 'Leaving Tutor', timeZone: 'Europe/Paris' });
    const first = await t.signUp();
    const second = await t.signUp();
    const future = await booked(first.cookie, { tutorId: tutor.id, date: '2026-06-08' });
    const other = await booked(second.cookie, {
      tutorId: tutor.id,
      date: '2026-06-09',
      time: '09:00',
      timeZone: 'Europe/Paris',
    });
    const past = await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: first.user.id,
      startsAt: new Date(Date.parse(START) - 24 * HOUR),
    });

    expect(await cancelSessionsOfRemovedTutor(t.app.ctx, tutor.id)).toBe(2);

    const statuses = (await mySessions(first.cookie)).json<TutorSession[]>();
    expect(statuses.find((s) => s.id === future.id)?.status).toBe('cancelled');
    expect(statuses.find((s) => s.id === past.id)?.status).toBe('completed');
    expect((await mySessions(second.cookie)).json<TutorSession[]>()[0]).toMatchObject({
      id: other.id,
      status: 'cancelled',
    });
    const notice = t.outbox().find((m) => m.to === second.user.email && m.subject.startsWith('Cancelled'));
    expect(notice?.subject).toBe('Cancelled: Mathematics with Leaving Tutor');
    expect(notice?.text).toContain(
      "We're sorry: Leaving Tutor no longer teaches on Sprout, so your Mathematics session is cancelled.",
    );
    // On the clocks the session was booked on.
    expect(notice?.text).toContain('When: Tue, Jun 9 at 9:00 AM (');
    expect(notice?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    expect(
      t.outbox().filter((m) => m.to === first.user.email && m.subject.startsWith('Cancelled')),
    ).toHaveLength(1);
  });
});
