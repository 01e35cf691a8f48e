import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { createUser } from '#server/db/factories.ts';
import { createTestApp, sessionCookieOf, type TestApp, uniqueUsername } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function registerBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueUsername();
  return {
    name: 'Sam Learner',
    username,
    email: `${username}@example.com`,
    password: 'secret123',
    role: 'user',
    isAdmin: false,
    ...overrides,
  };
}

async function register(overrides: Record<string, unknown> = {}, app: TestApp = t) {
  return app.inject({ method: 'POST', url: '/api/register', payload: registerBody(overrides) });
}

function verificationLink(app: TestApp, to: string): string {
  const mail = app
    .outbox()
    .filter((m) => m.to === to)
    .at(-1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification link was mailed to ${to}`);
  return new URL(link).pathname + new URL(link).search;
}

describe('POST /api/register', () => {
  it('creates a student with 0 points, signs them in and never answers the password', async () => {
    const body = registerBody();
    const res = await t.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(201);
    const user = res.json<User & Record<string, unknown>>();
    expect(user).toMatchObject({
      username: body.username,
      name: 'Sam Learner',
      email: body.email,
      role: 'user',
      isAdmin: false,
      isEmailVerified: false,
      userType: 'student',
    });
    expect(res.body).not.toMatch(/password|argon/i);

    const cookie = sessionCookieOf(res);
    const session = res.cookies.find((c) => c.name === 'sprout_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The page's hint that a session exists (it holds no secret), with the same lifetime.
    const signedIn = res.cookies.find((c) => c.name === 'sprout_signed_in');
    expect(signedIn).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: session?.maxAge });
    expect(signedIn?.httpOnly).toBeFalsy();
    const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json<User>().id).toBe(user.id);
    const points = await t.inject({ method: 'GET', url: '/api/users/points', headers: { cookie } });
    expect(points.json()).toEqual({ points: 0 });
  });

  it.each([
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(33) }, 'username', 'Username must be at most 32 characters'],
    [{ username: 'bad name!' }, 'username', 'Username may use only letters, digits, _ and -'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ])('refuses %o with 400 and the message "%s: %s"', async (overrides, path, message) => {
    const res = await register(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path, message }] });
  });

  it('refuses a missing body with 400 naming each field', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('refuses a username taken in any letter case with 409', async () => {
    const first = await register({ username: 'CaseKid' });
    expect(first.statusCode).toBe(201);
    for (const username of ['casekid', 'CASEKID', 'cAsEkId']) {
      const res = await register({ username });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('That username is already taken. Please choose another one.');
    }
  });

  it('ignores isAdmin and role in the body', async () => {
    const res = await register({ isAdmin: true, role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isAdmin: false, role: 'user' });
  });

  it('mails a verification link to the new address', async () => {
    const body = registerBody();
    await t.inject({ method: 'POST', url: '/api/register', payload: body });
    const mail = t.outbox().find((m) => m.to === body.email);
    expect(mail?.subject).toMatch(/confirm your e-mail/i);
    expect(mail?.text).toContain('http://localhost:5000/api/verify-email?token=');
    expect(mail?.html).toContain('/api/verify-email?token=');
  });

  it('limits registrations per address', async () => {
    const limited = await createTestApp({
      database: t.database,
      config: { rateLimits: { ...t.config.rateLimits, registerPerAddress: { max: 2, windowMs: HOUR } } },
    });
    try {
      const ip = '10.9.8.7';
      const call = () =>
        limited.inject({ method: 'POST', url: '/api/register', payload: registerBody(), remoteAddress: ip });
      expect((await call()).statusCode).toBe(201);
      expect((await call()).statusCode).toBe(201);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      limited.clock.advance(HOUR);
      expect((await call()).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the demo-mode admin rule', () => {
  it('makes a username ending in -admin (any case) an admin while demo mode is on, decided per request', async () => {
    const demo = await createTestApp({ database: t.database, config: { demoMode: true } });
    const plain = await createTestApp({ database: t.database, config: { demoMode: false } });
    try {
      const username = `${uniqueUsername('boss')}-ADMIN`;
      const res = await register({ username }, demo);
      expect(res.statusCode).toBe(201);
      expect(res.json().isAdmin).toBe(true);

      // The same account on a server with demo mode off has no admin rights.
      const cookie = await plain.login(username, 'secret123');
      const me = await plain.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(me.json().isAdmin).toBe(false);
    } finally {
      await demo.close();
      await plain.close();
    }
  });

  it('gives no rights from the suffix when demo mode is off, but a stored grant works in any mode', async () => {
    const plain = await createTestApp({ database: t.database, config: { demoMode: false } });
    try {
      const res = await register({ username: `${uniqueUsername('x')}-admin` }, plain);
      expect(res.json().isAdmin).toBe(false);
      const granted = await createUser(t.database.db, { username: uniqueUsername('granted'), isAdmin: true });
      const cookie = await plain.login(granted.username, 'password123');
      const me = await plain.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(me.json().isAdmin).toBe(true);
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/login', () => {
  it('signs in with the username in any case and answers the user', async () => {
    const body = registerBody({ username: uniqueUsername('Login') });
    await t.inject({ method: 'POST', url: '/api/register', payload: body });
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: body.username.toUpperCase(), password: body.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: body.username, name: body.name });
  });

  it('gives a new session token at every login', async () => {
    const { user, password } = await t.signUp();
    const a = await t.login(user.username, password);
    const b = await t.login(user.username, password);
    expect(a).not.toBe(b);
    for (const cookie of [a, b]) {
      expect((await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    }
  });

  it('refuses a wrong password and an unknown username with the same 401', async () => {
    const { user } = await t.signUp();
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: 'wrong-one' },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody-here', password: 'wrong-one' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password' });
      expect(res.cookies.find((c) => c.name === 'sprout_session')).toBeUndefined();
    }
  });

  it.each([
    [{ username: 'ab', password: 'secret123' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'someone', password: '123' }, 'password', 'Password must be at least 6 characters'],
  ])('refuses %o with 400 "%s: %s"', async (payload, path, message) => {
    const res = await t.inject({ method: 'POST', url: '/api/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path, message }] });
  });

  it('stops a username and address after 10 failed logins for 15 minutes, even with the right password', async () => {
    const { user, password } = await t.signUp();
    const attempt = (pw: string, ip = '10.1.1.1') =>
      t.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password: pw },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const blocked = await attempt(password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/too many failed login attempts/i);
    // Another address is not blocked for this username.
    expect((await attempt(password, '10.2.2.2')).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000);
    expect((await attempt(password)).statusCode).toBe(200);
  });

  it("counts and finds a username by one normalization: NFKC and the database's case folding", async () => {
    const { user, password } = await t.signUp({ username: uniqueUsername('victim') });
    const ip = '10.6.6.6';
    const attempt = (username: string, pw: string) =>
      t.inject({ method: 'POST', url: '/api/login', payload: { username, password: pw }, remoteAddress: ip });
    const name = user.username;
    // Spellings of the same account: the dotted capital I (lower() folds it to i), an I with its
    // dot as a combining mark (NFKC composes it into that İ), full-width letters and digits.
    const dottedI = name.replace('i', '\u0130');
    const combiningDot = name.replace('i', 'I\u0307');
    const fullWidth = [...name.toUpperCase()]
      .map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
      .join('');
    // The dotless ı is another letter: another (unknown) username.
    const dotless = name.replace('i', '\u0131');
    const start = t.clock.now();
    try {
      // Failures under any spelling add up for the account.
      for (const spelling of [name, dottedI, combiningDot, fullWidth, name, name, name, name, name, name]) {
        expect((await attempt(spelling, 'wrong-password')).statusCode).toBe(401);
      }
      for (const spelling of [name, dottedI, combiningDot, fullWidth]) {
        const res = await attempt(spelling, password);
        expect(res.statusCode, `${JSON.stringify(spelling)}: ${res.body}`).toBe(429);
      }
      expect((await attempt(dotless, password)).statusCode).toBe(401);
      t.clock.advance(15 * 60 * 1000);
      for (const spelling of [dottedI, combiningDot, fullWidth]) {
        const res = await attempt(spelling, password);
        expect(res.statusCode, `${JSON.stringify(spelling)}: ${res.body}`).toBe(200);
        expect(res.json().id).toBe(user.id);
      }
    } finally {
      t.clock.set(start);
    }
    // Registration keeps names to ASCII letters, digits, _ and -, so no new name can be another
    // spelling of one already taken but its letter case, which the unique index refuses.
    const register = (username: string) =>
      t.inject({ method: 'POST', url: '/api/register', payload: registerBody({ username }) });
    for (const spelling of [dottedI, combiningDot, fullWidth, dotless]) {
      expect((await register(spelling)).statusCode).toBe(400);
    }
    expect((await register(name.toUpperCase())).statusCode).toBe(409);
  });

  it('holds the limit of 10 failed logins when 30 arrive at once', async () => {
    const { user, password } = await t.signUp();
    const ip = '10.4.4.4';
    const attempt = (pw: string) =>
      t.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password: pw },
        remoteAddress: ip,
      });
    const start = t.clock.now();
    try {
      const results = await Promise.all(Array.from({ length: 30 }, () => attempt('wrong-password')));
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      expect((await attempt(password)).statusCode).toBe(429);
      t.clock.advance(15 * 60 * 1000);
      expect((await attempt(password)).statusCode).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  it('does not count a successful login, nor a registration refused as a duplicate', async () => {
    const limited = await createTestApp({
      database: t.database,
      config: {
        rateLimits: {
          ...t.config.rateLimits,
          failedLoginPerUserAndAddress: { max: 2, windowMs: 15 * 60 * 1000 },
          registerPerAddress: { max: 2, windowMs: HOUR },
        },
      },
    });
    try {
      const { user, password } = await limited.signUp();
      const ip = '10.5.5.5';
      const login = (pw: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: user.username, password: pw },
          remoteAddress: ip,
        });
      for (let i = 0; i < 5; i++) expect((await login(password)).statusCode).toBe(200);
      expect((await login('wrong-password')).statusCode).toBe(401);
      expect((await login(password)).statusCode).toBe(200);

      const taken = registerBody();
      const registerFrom = (body: Record<string, unknown>) =>
        limited.inject({ method: 'POST', url: '/api/register', payload: body, remoteAddress: ip });
      expect((await registerFrom(taken)).statusCode).toBe(201);
      for (let i = 0; i < 3; i++) expect((await registerFrom(taken)).statusCode).toBe(409);
      expect((await registerFrom(registerBody())).statusCode).toBe(201);
      expect((await registerFrom(registerBody())).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('stops an address after 300 failed logins over any usernames', async () => {
    const limited = await createTestApp({
      database: t.database,
      config: {
        rateLimits: { ...t.config.rateLimits, failedLoginPerAddress: { max: 3, windowMs: 15 * 60 * 1000 } },
      },
    });
    try {
      const { user, password } = await limited.signUp();
      const ip = '10.3.3.3';
      for (const name of ['someone1', 'someone2', 'someone3']) {
        const res = await limited.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: name, password: 'x-wrong-x' },
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(401);
      }
      const res = await limited.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/logout and the session', () => {
  it('ends the session: the old token is dead afterwards', async () => {
    const { cookie } = await t.signUp();
    const out = await t.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(out.cookies.find((c) => c.name === 'sprout_session')?.value).toBe('');
    expect(out.cookies.find((c) => c.name === 'sprout_signed_in')?.value).toBe('');
    const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    // A session found invalid takes the signed-in hint with it, so the page stops asking.
    expect(me.cookies.find((c) => c.name === 'sprout_signed_in')?.value).toBe('');
    expect(me.cookies.find((c) => c.name === 'sprout_session')?.value).toBe('');
  });

  it('answers a guest without a session 401 and sets no cookie', async () => {
    const me = await t.inject({ method: 'GET', url: '/api/user' });
    expect(me.statusCode).toBe(401);
    expect(me.cookies).toEqual([]);
  });

  it('works with no body, with or without a JSON content type, and for a guest', async () => {
    const { cookie } = await t.signUp();
    const withType = await t.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(withType.statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
  });

  it('ends a session idle for 7 days, and keeps an active one for at most 30 days', async () => {
    const { cookie: idle } = await t.signUp();
    const { cookie: active } = await t.signUp();
    const me = (cookie: string) => t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    const start = t.clock.now();
    try {
      for (let day = 1; day <= 6; day++) {
        t.clock.advance(DAY);
        expect((await me(active)).statusCode).toBe(200);
      }
      t.clock.advance(DAY + HOUR);
      expect((await me(idle)).statusCode).toBe(401);
      expect((await me(active)).statusCode).toBe(200);
      for (let day = 10; day < 30; day += 3) {
        t.clock.advance(3 * DAY);
        expect((await me(active)).statusCode).toBe(200);
      }
      t.clock.set(new Date(start.getTime() + 30 * DAY + HOUR));
      expect((await me(active)).statusCode).toBe(401);
    } finally {
      t.clock.set(start);
    }
  });

  it('answers 401 with a message for a guest, and for a made-up cookie', async () => {
    const guest = await t.inject({ method: 'GET', url: '/api/user' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Please log in to continue' });
    const forged = await t.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: 'sprout_session=made-up' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('GET /api/verify-email', () => {
  it('verifies the address once; the link used again redirects to verified=false', async () => {
    const body = registerBody();
    const res = await t.inject({ method: 'POST', url: '/api/register', payload: body });
    const cookie = sessionCookieOf(res);
    const link = verificationLink(t, body.email);

    const first = await t.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/?verified=true');
    const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json().isEmailVerified).toBe(true);

    const again = await t.inject({ method: 'GET', url: link });
    expect(again.headers.location).toBe('/?verified=false');
  });

  it('refuses a link after 24 hours', async () => {
    const body = registerBody();
    const res = await t.inject({ method: 'POST', url: '/api/register', payload: body });
    const cookie = sessionCookieOf(res);
    const link = verificationLink(t, body.email);
    const start = t.clock.now();
    t.clock.advance(24 * HOUR + 1000);
    try {
      const late = await t.inject({ method: 'GET', url: link });
      expect(late.headers.location).toBe('/?verified=false');
      const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(me.json().isEmailVerified).toBe(false);
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses an unknown or missing token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/verify-email?token=nope' })).headers.location).toBe(
      '/?verified=false',
    );
    expect((await t.inject({ method: 'GET', url: '/api/verify-email' })).headers.location).toBe(
      '/?verified=false',
    );
  });

  it('sends a mangled link to the page that explains it, not to a JSON error', async () => {
    for (const url of [`/api/verify-email?token=${'a'.repeat(300)}`, '/api/verify-email?token=a&token=b']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/?verified=false');
    }
  });
});

describe('POST /api/resend-verification', () => {
  it('mails a new working link, 3 times an hour at most', async () => {
    const body = registerBody();
    const res = await t.inject({ method: 'POST', url: '/api/register', payload: body });
    const cookie = sessionCookieOf(res);
    const resend = () => t.inject({ method: 'POST', url: '/api/resend-verification', headers: { cookie } });
    for (let i = 0; i < 3; i++) {
      const ok = await resend();
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: 'Verification email sent' });
    }
    expect(t.outbox().filter((m) => m.to === body.email)).toHaveLength(4);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/try again in an hour/);

    const latest = await t.inject({ method: 'GET', url: verificationLink(t, body.email) });
    expect(latest.headers.location).toBe('/?verified=true');
    const done = await resend();
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe('Your e-mail address is already verified.');
  });

  it('needs a signed-in user', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/resend-verification' })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/profile', () => {
  it('refuses the switch to parent until the e-mail address is verified', async () => {
    const { cookie } = await t.signUp({ isEmailVerified: false });
    const res = await t.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie },
      payload: { userType: 'parent' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'verification_required',
      message: expect.stringMatching(/verify your e-mail/),
    });
  });

  it('switches a verified student to parent, one way', async () => {
    const { cookie } = await t.signUp({ isEmailVerified: true });
    const res = await t.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie },
      payload: { userType: 'parent' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userType).toBe('parent');
    const back = await t.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie },
      payload: { userType: 'student' },
    });
    expect(back.statusCode).toBe(400);
    const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json().userType).toBe('parent');
  });
});
