import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '#contract/contact.ts';
import { contactMessages } from '#server/db/schema/index.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { supportEmail: 'help@sprout.test' } });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
let nextAddress = 0;
/** Each test sends from its own address, so the rate limit of one does not reach another. */
const newAddress = () => {
  nextAddress += 1;
  return `10.0.0.${nextAddress}`;
};

const valid = {
  name: 'Jamie Parent',
  email: 'jamie@example.com',
  subject: 'Booking question',
  message: 'Hello! Can my two children share one session?',
};

function send(
  payload: Record<string, unknown>,
  options: { cookie?: string; address?: string; app?: TestApp } = {},
) {
  return (options.app ?? t).inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: options.address ?? newAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload,
  });
}

async function storedRow(id: number) {
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

describe('POST /api/contact', () => {
  it('stores the message, mails it to the support address, and answers 201 with it', async () => {
    const res = await send({ ...valid, name: '  Jamie Parent ' });
    expect(res.statusCode).toBe(201);
    const message = res.json<ContactMessage>();
    expect(message).toEqual({ id: expect.any(Number), ...valid, createdAt: t.clock.now().toISOString() });
    expect(await storedRow(message.id)).toMatchObject({ ...valid, userId: null, handled: false });

    const mail = t.outbox().find((m) => m.subject === 'Contact form: Booking question');
    expect(mail?.to).toBe('help@sprout.test');
    expect(mail?.replyTo).toBe('jamie@example.com');
    expect(mail?.text).toContain('New message from Jamie Parent <jamie@example.com>');
    expect(mail?.text).toContain(valid.message);
    expect(mail?.text).toContain('To answer, write to jamie@example.com');
    expect(mail?.text).toContain('mailto:jamie@example.com?subject=Re%3A%20Booking%20question');
    expect(mail?.html).toContain('Hello! Can my two children share one session?');
  });

  it('keeps the sender’s user id when they are signed in', async () => {
    const { user, cookie } = await t.signUp();
    const res = await send({ ...valid, subject: 'From a member' }, { cookie });
    expect(res.statusCode).toBe(201);
    expect(await storedRow(res.json<ContactMessage>().id)).toMatchObject({ userId: user.id });
    expect(t.outbox().find((m) => m.subject === 'Contact form: From a member')?.text).toContain(
      '(signed in)',
    );
  });

  it('escapes the sender’s text in the HTML mail and keeps the subject line on one line', async () => {
    const res = await send({
      ...valid,
      subject: 'Line one\nBcc: x@evil.test',
      message: '<script>alert(1)</script> hi',
    });
    expect(res.statusCode).toBe(201);
    const mail = t.outbox().find((m) => m.subject === 'Contact form: Line one Bcc: x@evil.test');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
  });

  it.each([
    [{ name: 'J' }, 'name', 'Name must be at least 2 characters'],
    [{ name: '  J  ' }, 'name', 'Name must be at least 2 characters'],
    [{ name: undefined }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'n'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ email: '' }, 'email', 'Please enter a valid email address'],
    [{ email: undefined }, 'email', 'Please enter a valid email address'],
    [{ subject: 'Hi' }, 'subject', 'Subject must be at least 3 characters'],
    [{ subject: 's'.repeat(201) }, 'subject', 'Subject must be at most 200 characters'],
    [{ message: 'Too short' }, 'message', 'Message must be at least 10 characters'],
    [{ message: 'm'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
  ])('refuses %o with 400 and "%s: %s", storing nothing', async (overrides, path, message) => {
    const before = await t.database.db.$count(contactMessages);
    const res = await send({ ...valid, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path, message }] });
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it('takes 10 messages per address per hour, then answers 429 until the hour is over', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await send({ ...valid, subject: `Message ${i}` }, { address })).statusCode).toBe(201);
    }
    const limited = await send(valid, { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'You have sent several messages already. Please wait an hour before sending another, or e-mail us directly.',
    );
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send(valid, { address: newAddress() })).statusCode).toBe(201);
    t.clock.advance(HOUR);
    expect((await send(valid, { address })).statusCode).toBe(201);
  });

  it('stores the message and answers 201 even when the mail cannot be sent', async () => {
    const broken: Mailer = {
      send: async () => {
        throw new Error('SMTP is down');
      },
      close: async () => {},
    };
    const app = await createTestApp({ database: t.database, mailer: broken });
    try {
      const res = await send({ ...valid, subject: 'While mail is down' }, { app });
      expect(res.statusCode).toBe(201);
      expect(await storedRow(res.json<ContactMessage>().id)).toMatchObject({ subject: 'While mail is down' });
    } finally {
      await app.close();
    }
  });
});
