// Mail end to end through a real SMTP server on loopback (smtp-server), and through the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamilyLink, createTutor } from '#server/test/factories.ts';
import { type SmtpTestServer, startSmtpTestServer } from '#server/test/smtp-server.ts';
import { createTestApp } from '#server/test/test-app.ts';

let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A test app whose mail goes over SMTP to the server above; nothing reaches the outbox. */
async function withSmtpApp(run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ mailer: smtp.mailer() });
  try {
    await run(t);
    expect(t.outbox()).toEqual([]);
  } finally {
    await t.close();
  }
}

const deliveredTo = (address: string) => smtp.deliveredTo(address);

describe('the SMTP mailer', () => {
  it('delivers the verification e-mail of a new account over SMTP', () =>
    withSmtpApp(async (t) => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'Smtp Kid',
          username: 'smtp-kid',
          email: 'parent@example.com',
          password: 'secret123',
        },
      });
      expect(res.statusCode).toBe(201);
      const mail = deliveredTo('parent@example.com');
      expect(mail.from).toBe('hello@sprout.test');
      expect(mail.raw).toMatch(/Subject: Please confirm your e-mail address for Sprout/);
      const token = mail.text.match(/verify-email\?token=([\w-]+)/)?.[1];
      // The link in the delivered e-mail verifies the account.
      const verify = await t.inject({ method: 'GET', url: `/api/verify-email?token=${token}` });
      expect(verify.headers.location).toBe('/?verified=true');
    }));

  it('delivers a password-reset link that works, and the parent is told of a deleted child', () =>
    withSmtpApp(async (t) => {
      const child = await t.signUp({
        username: 'smtp-child',
        email: 'smtp-child@example.com',
        isEmailVerified: true,
      });
      const parent = await t.signUp({
        username: 'smtp-parent',
        email: 'smtp-parent@example.com',
        isEmailVerified: true,
        userType: 'parent',
      });
      await createFamilyLink(t.database.db, {
        parentId: parent.user.id,
        childId: child.user.id,
        status: 'accepted',
      });

      await t.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { email: 'smtp-child@example.com' },
      });
      const mail = deliveredTo('smtp-child@example.com');
      expect(mail.raw).toMatch(/Subject: Reset your Sprout password/);
      const token = mail.text.match(/reset-password\?token=([\w-]+)/)?.[1];
      const reset = await t.inject({
        method: 'POST',
        url: '/api/password-reset/confirm',
        payload: { token, password: 'green tractor 7' },
      });
      expect(reset.statusCode).toBe(200);
      const cookie = await t.login('smtp-child', 'green tractor 7');

      const gone = await t.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: { cookie },
        payload: { password: 'green tractor 7' },
      });
      expect(gone.statusCode).toBe(200);
      expect(deliveredTo('smtp-parent@example.com').raw).toMatch(/account was deleted/);
    }));

  it("delivers a child's consent e-mail to the parent over SMTP, and its link works", () =>
    withSmtpApp(async (t) => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'Smtp Child',
          username: 'smtp-child',
          email: 'smtp.parent@example.com',
          password: 'secret123',
          birthYear: new Date().getUTCFullYear() - 8,
        },
      });
      expect(res.statusCode).toBe(201);
      const mail = deliveredTo('smtp.parent@example.com');
      expect(mail.raw).toMatch(/Subject: Smtp Child would like to join Sprout/);
      expect(mail.raw).toMatch(/Content-Type: text\/html/);
      const token = mail.text.match(/\/consent\/([\w-]+)/)?.[1];
      const page = await t.inject({ method: 'GET', url: `/api/consent/${token}` });
      expect(page.json()).toMatchObject({
        childUsername: 'smtp-child',
        parentEmail: 'smtp.parent@example.com',
      });
    }));

  it('delivers a booking confirmation with its calendar file attached', () =>
    withSmtpApp(async (t) => {
      const tutor = await createTutor(t.database.db, {
        availability: ['Weekday Mornings', 'Weekday Afternoons', 'Weekday Evenings', 'Weekends'],
        timeZone: 'UTC',
      });
      const booker = await t.signUp({ email: 'smtp.booker@example.com' });
      const date = new Date(t.clock.now().getTime() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const res = await t.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: { cookie: booker.cookie },
        payload: {
          tutorId: tutor.id,
          date,
          time: '16:00',
          subject: 'Mathematics',
          sessionType: tutor.sessionType,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const mail = deliveredTo('smtp.booker@example.com');
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/);
      expect(mail.raw).toMatch(/filename=sprout-sessions\.ics/);
    }));
});

describe('the outbox mailer', () => {
  it('writes each message as one JSON file with to, subject, text, html and date', async () => {
    const t = await createTestApp();
    try {
      await t.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'Outbox Kid',
          username: 'outbox-kid',
          email: 'outbox@example.com',
          password: 'secret123',
        },
      });
      const [mail] = t.outbox();
      expect(Object.keys(mail ?? {}).sort()).toEqual(['date', 'html', 'subject', 'text', 'to']);
      expect(mail?.to).toBe('outbox@example.com');
      expect(new Date(mail?.date ?? '').getTime()).not.toBeNaN();
    } finally {
      await t.close();
    }
  });
});
