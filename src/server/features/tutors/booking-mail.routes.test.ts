// The mails of a booking (docs/tutoring.md#weekly-sessions-and-mail), read from the outbox: the
// tutor and the booker's side on booking, the other side on cancelling, both sides the day
// before, each with a calendar file; a series is one mail with every date and one file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TutorSession } from '#contract/sessions.ts';
import type { MailMessage } from '#server/lib/mailer.ts';
import { createFamilyLink, createTutor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

const START = '2026-06-01T12:00:00.000Z';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: START });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
/** A tutor whose profile is an account with an address; their clocks are in New York. */
async function tutorWithAccount() {
  n += 1;
  const account = await t.signUp({ name: 'Amara Okafor', email: `tutor${n}@example.com` });
  const tutor = await createTutor(t.database.db, {
    name: 'Amara Okafor',
    availability: ['Weekday Mornings', 'Weekday Afternoons', 'Weekday Evenings', 'Weekends'],
    timeZone: 'America/New_York',
    userId: account.user.id,
  });
  return { tutor, email: `tutor${n}@example.com` };
}

function book(cookie: string, payload: Record<string, unknown>) {
  return t.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie },
    payload: {
      date: '2026-06-10',
      time: '16:00',
      timeZone: 'UTC',
      subject: 'Mathematics',
      sessionType: 'One-on-One Tutoring',
      ...payload,
    },
  });
}

const mailsTo = (to: string) => t.outbox().filter((m) => m.to === to);

function calendarOf(mail: MailMessage | undefined): string {
  const file = mail?.attachments?.[0];
  expect(file?.contentType).toMatch(/^text\/calendar/);
  return (file?.content ?? '').replace(/\r\n /g, '');
}

describe('booking mails', () => {
  it('tells the tutor the learner’s first name, the time on the tutor’s clocks, with a calendar file', async () => {
    const { tutor, email } = await tutorWithAccount();
    const learner = await t.signUp({ name: 'Maya Lindqvist', email: 'maya@example.com' });
    const res = await book(learner.cookie, { tutorId: tutor.id });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe('New booking: Maya, Mathematics');
    expect(mail?.text).toContain('Maya booked a One-on-One Tutoring session with you.');
    expect(mail?.text).not.toContain('Lindqvist');
    // 16:00 UTC is noon in New York in June.
    expect(mail?.text).toContain('When: Wed, Jun 10 at 12:00 PM (Eastern Time)');
    const ics = calendarOf(mail);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('DTSTART:20260610T160000Z');
    expect(ics).toContain(`UID:tutor-session-${res.json<TutorSession>().id}@localhost`);
    // The tutor's calendar names the learner by first name, and the tutor's own sessions page.
    expect(ics).toContain('SUMMARY:Mathematics with Maya');
    expect(ics).toContain('URL:http://localhost:5000/teach');
    // The booker's confirmation, on the clocks they booked in.
    const [confirmation] = mailsTo('maya@example.com');
    expect(confirmation?.subject).toBe('Booked: Mathematics with Amara Okafor');
    expect(confirmation?.text).toContain('When: Wed, Jun 10 at 4:00 PM');
    expect(calendarOf(confirmation)).toContain('STATUS:CONFIRMED');
    expect(calendarOf(confirmation)).toContain('SUMMARY:Mathematics with Amara Okafor');
  });

  it('mails no tutor whose profile has no account, and still confirms to the booker', async () => {
    const tutor = await createTutor(t.database.db, { availability: ['Weekday Afternoons'], timeZone: 'UTC' });
    const learner = await t.signUp({ email: 'alone@example.com' });
    const before = t.outbox().length;
    expect((await book(learner.cookie, { tutorId: tutor.id })).statusCode).toBe(201);
    expect(
      t
        .outbox()
        .slice(before)
        .map((m) => m.to),
    ).toEqual(['alone@example.com']);
  });

  it('confirms a child’s booking to the linked parents, never to the child’s own address', async () => {
    const { tutor } = await tutorWithAccount();
    const parent = await t.signUp({ userType: 'parent', isEmailVerified: true, email: 'parent@example.com' });
    const child = await t.signUp({
      name: 'Leo Park',
      birthYear: 2019,
      consent: 'given',
      email: 'leo@example.com',
    });
    await createFamilyLink(t.database.db, {
      parentId: parent.user.id,
      childId: child.user.id,
      status: 'accepted',
    });
    expect((await book(child.cookie, { tutorId: tutor.id, date: '2026-06-11' })).statusCode).toBe(201);
    expect(mailsTo('leo@example.com')).toEqual([]);
    const [mail] = mailsTo('parent@example.com');
    expect(mail?.text).toContain("Leo's One-on-One Tutoring session with Amara Okafor is booked.");
    expect(calendarOf(mail)).toContain('BEGIN:VEVENT');
  });

  it('sends a series as one mail listing every date, with one file holding every session', async () => {
    const { tutor, email } = await tutorWithAccount();
    const learner = await t.signUp({ email: 'series@example.com' });
    expect(
      (await book(learner.cookie, { tutorId: tutor.id, date: '2026-06-12', repeatWeekly: 3 })).statusCode,
    ).toBe(201);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Every week, 3 sessions (Eastern Time):');
    for (const day of ['Fri, Jun 12', 'Fri, Jun 19', 'Fri, Jun 26']) expect(mails[0]?.text).toContain(day);
    expect(calendarOf(mails[0]).match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(mailsTo('series@example.com')).toHaveLength(1);
  });
});

describe('cancellation mails', () => {
  it('tells the tutor when the booker cancels, with a calendar file that cancels the event', async () => {
    const { tutor, email } = await tutorWithAccount();
    const learner = await t.signUp({ name: 'Maya Lindqvist', email: 'cancel@example.com' });
    const session = (
      await book(learner.cookie, { tutorId: tutor.id, date: '2026-06-15' })
    ).json<TutorSession>();
    const res = await t.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/cancel`,
      headers: { cookie: learner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const cancelled = mailsTo(email).find((m) => m.subject.startsWith('Cancelled'));
    expect(cancelled?.text).toContain('Maya cancelled their Mathematics session with you.');
    const ics = calendarOf(cancelled);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain(`UID:tutor-session-${session.id}@localhost`);
    // The booker cancelled: only the other side hears of it.
    expect(mailsTo('cancel@example.com').filter((m) => m.subject.startsWith('Cancelled'))).toEqual([]);
  });

  it('tells the tutor of every session cancelled with the rest of a series, in one mail', async () => {
    const { tutor, email } = await tutorWithAccount();
    const learner = await t.signUp();
    const first = (
      await book(learner.cookie, { tutorId: tutor.id, date: '2026-06-16', repeatWeekly: 3 })
    ).json<TutorSession>();
    await t.inject({
      method: 'POST',
      url: `/api/sessions/${first.id}/cancel?series=future`,
      headers: { cookie: learner.cookie },
    });
    const cancelled = mailsTo(email).filter((m) => m.subject.startsWith('Cancelled'));
    expect(cancelled).toHaveLength(1);
    expect(calendarOf(cancelled[0]).match(/STATUS:CANCELLED/g)).toHaveLength(3);
  });

  it('tells the tutor when the booker’s account is deleted, with the reason', async () => {
    const { tutor, email } = await tutorWithAccount();
    const learner = await t.signUp({ name: 'Ana Ruiz' });
    expect((await book(learner.cookie, { tutorId: tutor.id, date: '2026-06-17' })).statusCode).toBe(201);
    const res = await t.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: learner.cookie },
      payload: { password: learner.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = mailsTo(email).find((m) => m.subject.startsWith('Cancelled'));
    expect(cancelled?.text).toContain('Reason: The account was closed.');
    expect(calendarOf(cancelled)).toContain('METHOD:CANCEL');
  });
});

describe('the reminder', () => {
  it('goes to both sides, each with the calendar file', async () => {
    const { tutor, email } = await tutorWithAccount();
    const learner = await t.signUp({ name: 'Maya Lindqvist', email: 'remind@example.com' });
    expect(
      (await book(learner.cookie, { tutorId: tutor.id, date: '2026-06-02', time: '18:00' })).statusCode,
    ).toBe(201);
    t.clock.set('2026-06-01T18:00:00.000Z');
    await t.app.ctx.jobs.runAll();
    const toTutor = mailsTo(email).find((m) => m.subject.startsWith('Reminder'));
    expect(toTutor?.subject).toBe("Reminder: Maya's Mathematics session is coming up");
    expect(toTutor?.text).toContain('Tue, Jun 2 at 2:00 PM (Eastern Time)');
    expect(calendarOf(toTutor)).toContain('DTSTART:20260602T180000Z');
    const toBooker = mailsTo('remind@example.com').find((m) => m.subject.startsWith('Reminder'));
    expect(toBooker?.subject).toBe('Reminder: your session with Amara Okafor is coming up');
    expect(calendarOf(toBooker)).toContain('DTSTART:20260602T180000Z');
    t.clock.set(START);
  });

  it("takes each side to the lesson's room, the button in the reader's language", async () => {
    const { tutor, email } = await tutorWithAccount();
    const learner = await t.signUp({ name: 'Lucía Pérez', email: 'lucia@example.com', locale: 'es' });
    const booked = await book(learner.cookie, { tutorId: tutor.id, date: '2026-06-03', time: '18:00' });
    const sessionId = booked.json<{ id: number }>().id;
    const room = `http://localhost:5000/lessons/${sessionId}`;
    expect(mailsTo(email).at(-1)?.text).toContain(`Join the lesson: ${room}`);
    expect(mailsTo('lucia@example.com').at(-1)?.text).toContain(`Entrar a la clase: ${room}`);
    t.clock.set('2026-06-02T18:00:00.000Z');
    await t.app.ctx.jobs.runAll();
    const reminder = mailsTo('lucia@example.com').find((m) => m.subject.startsWith('Recordatorio'));
    expect(reminder?.text).toContain(`Entrar a la clase: ${room}`);
    expect(mailsTo(email).find((m) => m.subject.startsWith('Reminder'))?.text).toContain(
      `Join the lesson: ${room}`,
    );
    t.clock.set(START);
  });
});
