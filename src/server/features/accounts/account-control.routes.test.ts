import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_SENT, WEAK_PASSWORD } from '#contract/accounts.ts';
import { tutorSessions } from '#server/db/schema/index.ts';
import {
  createApprovalRequest,
  createFamilyLink,
  createGame,
  createMerchandise,
  createMerchandiseReview,
  createStudySession,
  createTutor,
  createTutorReview,
  createTutorSession,
  grantPoints,
} from '#server/test/factories.ts';
import { createTestApp, type TestApp, uniqueUsername } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T08:00:00.000Z' });
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function mailsTo(to: string) {
  return t.outbox().filter((m: { to: string }) => m.to === to);
}

function lastLinkTo(to: string): string {
  const link = mailsTo(to)
    .at(-1)
    ?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link was mailed to ${to}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

function resetTokenFor(email: string): string {
  const token = new URLSearchParams(lastLinkTo(email).split('?')[1]).get('token');
  if (!token) throw new Error('no token in the reset link');
  return token;
}

async function verifiedUser(overrides: Record<string, unknown> = {}) {
  const username = uniqueUsername('rec');
  return t.signUp({ username, email: `${username}@example.com`, isEmailVerified: true, ...overrides });
}

const whoAmI = (cookie: string) => t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

describe('the password rule', () => {
  const register = (password: string, username = uniqueUsername('pw')) =>
    t.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Pat Learner', username, email: `${username}@example.com`, password },
    });

  it.each([
    ['a common password', '123456'],
    ['another common one', 'password1'],
    ['a common one in capitals', 'PASSWORD1'],
    ['only spaces', '      '],
  ])('refuses %s with the contract 400 on the password', async (_what, password) => {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'password', message: WEAK_PASSWORD });
  });

  it('refuses the username itself, in any case', async () => {
    const username = uniqueUsername('Same');
    const res = await register(username.toUpperCase(), username);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'password', message: WEAK_PASSWORD });
  });

  it('accepts a password that is none of these', async () => {
    expect((await register('green tractor 7')).statusCode).toBe(201);
  });
});

describe('POST /api/password-reset', () => {
  it('answers the same for an unknown, an unverified and a verified address; mails only the verified', async () => {
    const verified = await verifiedUser();
    const unverified = await t.signUp({ email: `${uniqueUsername('unv')}@example.com` });
    const ask = (email: string) =>
      t.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
    for (const email of ['nobody-here@example.com', unverified.user.email ?? '', verified.user.email ?? '']) {
      const res = await ask(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PASSWORD_RESET_SENT });
    }
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0);
    expect(mailsTo(unverified.user.email ?? '')).toHaveLength(0);
    const mail = mailsTo(verified.user.email ?? '').at(-1);
    expect(mail?.subject).toBe('Reset your Sprout password');
    expect(lastLinkTo(verified.user.email ?? '')).toMatch(/^\/reset-password\?token=/);
  });

  it('mails at most 3 times an hour per address; later asks still answer 200', async () => {
    const { user } = await verifiedUser();
    const email = (user.email ?? '').toUpperCase();
    for (let i = 0; i < 5; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PASSWORD_RESET_SENT });
    }
    expect(mailsTo(user.email ?? '')).toHaveLength(3);
    t.clock.advance(HOUR);
    await t.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
    expect(mailsTo(user.email ?? '')).toHaveLength(4);
  });

  it("sends a managed child's reset link to the parent's address; it sets the child's password", async () => {
    const parent = await verifiedUser({ userType: 'parent', name: 'Dana Rivers' });
    const email = parent.user.email ?? '';
    const child = {
      name: 'Leo Rivers',
      username: uniqueUsername('leo'),
      password: 'secret123',
      birthYear: 2018,
    };
    const added = await t.inject({
      method: 'POST',
      url: '/api/parent/children',
      headers: { cookie: parent.cookie },
      payload: child,
    });
    expect(added.statusCode).toBe(201);
    const childCookie = await t.login(child.username, child.password);

    await t.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
    const mails = mailsTo(email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Reset Leo Rivers's Sprout password",
      'Reset your Sprout password',
    ]);
    const forChild = mails.find((m) => m.subject.startsWith('Reset Leo'));
    expect(forChild?.text).toContain(`"${child.username}"`);
    const token = new URL(forChild?.text.match(/https?:\/\/\S+/)?.[0] ?? '').searchParams.get('token');

    const res = await t.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'green tractor 7' },
    });
    expect(res.statusCode).toBe(200);
    expect((await whoAmI(childCookie)).statusCode).toBe(401);
    expect((await t.login(child.username, 'green tractor 7')).length).toBeGreaterThan(0);
    // The parent's own password is untouched.
    expect((await t.login(parent.user.username, 'password123')).length).toBeGreaterThan(0);
  });

  it('names the field of a bad address', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/password-reset', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('email');
  });
});

describe('POST /api/password-reset/confirm', () => {
  const confirm = (token: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password } });

  it('sets the password once, ends every session, and the link then fails', async () => {
    const { user, cookie } = await verifiedUser();
    const other = await t.login(user.username, 'password123');
    await t.inject({ method: 'POST', url: '/api/password-reset', payload: { email: user.email } });
    const token = resetTokenFor(user.email ?? '');

    const res = await confirm(token, 'a brand new secret');
    expect(res.statusCode).toBe(200);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect((await whoAmI(other)).statusCode).toBe(401);
    const oldLogin = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: 'password123' },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(await t.login(user.username, 'a brand new secret')).toBeTruthy();

    const again = await confirm(token, 'yet another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().issues[0].path).toBe('token');
  });

  it('refuses a link older than an hour', async () => {
    const { user } = await verifiedUser();
    await t.inject({ method: 'POST', url: '/api/password-reset', payload: { email: user.email } });
    const token = resetTokenFor(user.email ?? '');
    t.clock.advance(HOUR + MINUTE);
    expect((await confirm(token, 'a brand new secret')).statusCode).toBe(400);
    expect(await t.login(user.username, 'password123')).toBeTruthy();
  });

  it('refuses an unknown token, and a verification token used as a reset token', async () => {
    expect((await confirm('not-a-token', 'a brand new secret')).statusCode).toBe(400);
    const username = uniqueUsername('ver');
    await t.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Vera Kid', username, email: `${username}@example.com`, password: 'green tractor 7' },
    });
    const verifyToken = new URLSearchParams(lastLinkTo(`${username}@example.com`).split('?')[1]).get('token');
    expect((await confirm(verifyToken ?? '', 'a brand new secret')).statusCode).toBe(400);
  });

  it('refuses a weak password and leaves the link usable', async () => {
    const { user } = await verifiedUser();
    await t.inject({ method: 'POST', url: '/api/password-reset', payload: { email: user.email } });
    const token = resetTokenFor(user.email ?? '');
    const weak = await confirm(token, user.username);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues).toContainEqual({ path: 'password', message: WEAK_PASSWORD });
    const common = await confirm(token, 'qwerty');
    expect(common.statusCode).toBe(400);
    expect((await confirm(token, 'a brand new secret')).statusCode).toBe(200);
  });
});

describe('PUT /api/users/password', () => {
  it('changes the password and ends the other sessions, not this one', async () => {
    const { user, cookie } = await verifiedUser();
    const other = await t.login(user.username, 'password123');
    const res = await t.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: { cookie },
      payload: { currentPassword: 'password123', newPassword: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(200);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(401);
    expect(await t.login(user.username, 'a brand new secret')).toBeTruthy();
  });

  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    const { user, cookie } = await verifiedUser();
    const other = await t.login(user.username, 'password123');
    const change = (payload: object) =>
      t.inject({ method: 'PUT', url: '/api/users/password', headers: { cookie }, payload });
    const wrong = await change({ currentPassword: 'not it at all', newPassword: 'a brand new secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('currentPassword');
    const weak = await change({ currentPassword: 'password123', newPassword: 'iloveyou' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues).toContainEqual({ path: 'newPassword', message: WEAK_PASSWORD });
    expect((await whoAmI(other)).statusCode).toBe(200);
    expect(await t.login(user.username, 'password123')).toBeTruthy();
  });
});

describe('PUT /api/users/email', () => {
  it('sets a new, unverified address and mails it a link that verifies it', async () => {
    const { user, cookie } = await verifiedUser();
    const newEmail = `${uniqueUsername('new')}@example.com`;
    const res = await t.inject({
      method: 'PUT',
      url: '/api/users/email',
      headers: { cookie },
      payload: { email: newEmail, password: 'password123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: newEmail, isEmailVerified: false });
    // The new address is asked to confirm a change, not welcomed as a new account.
    const confirm = mailsTo(newEmail);
    expect(confirm).toHaveLength(1);
    expect(confirm[0]?.subject).toBe('Please confirm your new e-mail address for Sprout');
    expect(confirm[0]?.text).not.toContain('Welcome');
    // The old address hears of the change, with the new one masked.
    const told = mailsTo(user.email ?? '').at(-1);
    expect(told?.subject).toBe('Your Sprout e-mail address was changed');
    expect(told?.text).toContain(`was changed to n***@example.com`);
    expect(told?.text).not.toContain(newEmail);
    expect(told?.text).toContain('/auth?forgot=1');
    const verify = await t.inject({ method: 'GET', url: lastLinkTo(newEmail) });
    expect(verify.headers.location).toBe('/?verified=true');
    expect((await whoAmI(cookie)).json()).toMatchObject({ email: newEmail, isEmailVerified: true });
  });

  it('a link sent to an earlier address does not verify the new one', async () => {
    const { cookie } = await verifiedUser();
    const first = `${uniqueUsername('first')}@example.com`;
    const second = `${uniqueUsername('second')}@example.com`;
    const change = (email: string) =>
      t.inject({
        method: 'PUT',
        url: '/api/users/email',
        headers: { cookie },
        payload: { email, password: 'password123' },
      });
    await change(first);
    const oldLink = lastLinkTo(first);
    await change(second);
    await t.inject({ method: 'GET', url: oldLink });
    expect((await whoAmI(cookie)).json()).toMatchObject({ email: second, isEmailVerified: false });
  });

  it('refuses a wrong password, changing nothing', async () => {
    const { user, cookie } = await verifiedUser();
    const res = await t.inject({
      method: 'PUT',
      url: '/api/users/email',
      headers: { cookie },
      payload: { email: 'someone-else@example.com', password: 'wrong one' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('password');
    expect((await whoAmI(cookie)).json()).toMatchObject({ email: user.email, isEmailVerified: true });
  });
});

describe('DELETE /api/users/sessions', () => {
  it('signs out everywhere, this session too, and clears the cookie', async () => {
    const { user, cookie } = await verifiedUser();
    const other = await t.login(user.username, 'password123');
    const res = await t.inject({ method: 'DELETE', url: '/api/users/sessions', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sprout_session')?.value).toBe('');
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect((await whoAmI(other)).statusCode).toBe(401);
  });
});

/** A student with something in every part of the export, and a parent linked to them. */
async function busyStudent() {
  const db = t.database.db;
  const child = await verifiedUser({ name: 'Robin Real-Name' });
  const parent = await verifiedUser({ name: 'Parent Of Robin', userType: 'parent' });
  const reviewer = await verifiedUser();
  const tutor = await createTutor(db);
  const item = await createMerchandise(db);
  const board = await createGame(db, { title: `Board ${uniqueUsername('g')}`, availablebadges: [] });
  await grantPoints(db, child.user.id, 40);
  await createTutorReview(db, { tutorId: tutor.id, userId: child.user.id, rating: 1 });
  await createTutorReview(db, { tutorId: tutor.id, userId: reviewer.user.id, rating: 5 });
  await createMerchandiseReview(db, { merchandiseId: item.id, userId: child.user.id, rating: 1 });
  await createMerchandiseReview(db, { merchandiseId: item.id, userId: reviewer.user.id, rating: 4 });
  const booking = await createTutorSession(db, {
    tutorId: tutor.id,
    userId: child.user.id,
    startsAt: new Date(t.clock.now().getTime() + 48 * HOUR),
  });
  await createStudySession(db, {
    userId: child.user.id,
    startTime: new Date(t.clock.now().getTime() - 2 * HOUR),
    endTime: new Date(t.clock.now().getTime() - HOUR),
  });
  await createFamilyLink(db, { parentId: parent.user.id, childId: child.user.id, status: 'accepted' });
  const playId = (
    await t.inject({ method: 'POST', url: `/api/games/${board.id}/plays`, headers: { cookie: child.cookie } })
  ).json<{ playId: number }>().playId;
  t.clock.advance(61_000);
  const score = await t.inject({
    method: 'POST',
    url: '/api/games/scores',
    headers: { cookie: child.cookie },
    payload: {
      playId,
      gameId: board.id,
      difficulty: 'medium',
      score: 50,
      correctAnswers: 5,
      totalQuestions: 10,
      timeSpent: 60,
    },
  });
  expect(score.statusCode, score.body).toBe(201);
  const goal = await t.inject({
    method: 'PUT',
    url: '/api/users/goal',
    headers: { cookie: child.cookie },
    payload: { merchandiseId: item.id },
  });
  expect(goal.statusCode, goal.body).toBe(200);
  return { child, parent, tutor, item, board, booking };
}

describe('GET /api/users/export', () => {
  it('downloads everything kept about the user as one JSON file, never the password hash', async () => {
    const { child, tutor, item, board, parent } = await busyStudent();
    const rated = await t.inject({
      method: 'PUT',
      url: `/api/games/${board.id}/rating`,
      headers: { cookie: child.cookie },
      payload: { rating: 4 },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const set = await t.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.user.id}/settings`,
      headers: { cookie: parent.cookie },
      payload: { dailyGameMinutes: 30 },
    });
    expect(set.statusCode, set.body).toBe(200);
    await createApprovalRequest(t.database.db, { childId: child.user.id, summary: 'A robot kit' });
    const res = await t.inject({
      method: 'GET',
      url: '/api/users/export',
      headers: { cookie: child.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="sprout-${child.user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).not.toMatch(/password|argon/i);
    const data = res.json();
    expect(data.profile).toMatchObject({
      id: child.user.id,
      username: child.user.username,
      name: 'Robin Real-Name',
    });
    expect(data.pointsLedger.length).toBeGreaterThanOrEqual(1);
    expect(data.gamePlays).toHaveLength(1);
    // Games are named, not only numbered.
    expect(data.gamePlays).toEqual([expect.objectContaining({ gameId: board.id, game: board.title })]);
    expect(data.gameScores).toEqual([
      expect.objectContaining({ gameId: board.id, game: board.title, score: 50 }),
    ]);
    expect(data.gameProgress).toEqual([expect.objectContaining({ game: board.title })]);
    expect(data.gameRatings).toEqual([expect.objectContaining({ game: board.title, rating: 4 })]);
    expect(data.parentalSettings).toMatchObject({ childId: child.user.id, dailyGameMinutes: 30 });
    expect(data.approvalRequests).toEqual([
      expect.objectContaining({ summary: 'A robot kit', status: 'waiting' }),
    ]);
    expect(data.digestOptOut).toBeNull();
    expect(data.tutorReviews).toEqual([expect.objectContaining({ tutorId: tutor.id, rating: 1 })]);
    expect(data.merchandiseReviews).toEqual([expect.objectContaining({ merchandiseId: item.id, rating: 1 })]);
    expect(data.tutorSessions).toEqual([
      expect.objectContaining({ tutorId: tutor.id, tutor: tutor.name, status: 'scheduled' }),
    ]);
    expect(data.studySessions).toHaveLength(1);
    expect(data.familyLinks).toEqual([
      expect.objectContaining({ parentId: parent.user.id, status: 'accepted' }),
    ]);
    expect(data.savingsGoal).toMatchObject({ merchandiseId: item.id });
    expect(data.purchases).toEqual([]);
    expect(data.consent).toBeNull();
  });
});

describe('DELETE /api/users/me', () => {
  it('refuses a wrong password and deletes nothing', async () => {
    const { cookie } = await verifiedUser();
    const res = await t.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie },
      payload: { password: 'not my password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('password');
    expect((await whoAmI(cookie)).statusCode).toBe(200);
  });

  it('deletes the account: reviews and ratings, leaderboards, bookings, links; the parent is told', async () => {
    const { child, parent, tutor, item, board, booking } = await busyStudent();
    const res = await t.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: child.cookie },
      payload: { password: 'password123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sprout_session')?.value).toBe('');
    expect((await whoAmI(child.cookie)).statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: child.user.username, password: 'password123' },
    });
    expect(login.statusCode).toBe(401);

    // Only the other reviewer's reviews remain, and the ratings say so.
    const tutorRes = await t.inject({ method: 'GET', url: `/api/tutors/${tutor.id}` });
    expect(tutorRes.json()).toMatchObject({ rating: 5, ratingCount: 1 });
    const tutorReviews = await t.inject({ method: 'GET', url: `/api/tutors/${tutor.id}/reviews` });
    expect(JSON.stringify(tutorReviews.json())).not.toContain(child.user.username);
    const items = await t.inject({ method: 'GET', url: '/api/merchandise' });
    const shown = items.json().find((m: { id: number }) => m.id === item.id);
    expect(shown).toMatchObject({ reviewCount: 1 });
    expect(Number(shown.averageRating)).toBe(4);

    const top = await t.inject({ method: 'GET', url: `/api/games/scores/top?gameId=${board.id}` });
    expect(top.json()).toEqual([]);

    // The tutor's time is free again: the booking is gone with the account.
    const left = await t.database.db.select().from(tutorSessions).where(eq(tutorSessions.id, booking.id));
    expect(left).toEqual([]);

    const children = await t.inject({
      method: 'GET',
      url: '/api/parent/children',
      headers: { cookie: parent.cookie },
    });
    expect(children.json()).toEqual([]);
    const told = mailsTo(parent.user.email ?? '').at(-1);
    expect(told?.subject).toBe("Robin Real-Name's Sprout account was deleted");
  });
});

describe('a check of the current password', () => {
  const checks = [
    [
      'PUT',
      '/api/users/password',
      (pw: string) => ({ currentPassword: pw, newPassword: 'a brand new secret' }),
    ],
    ['PUT', '/api/users/email', (pw: string) => ({ email: 'elsewhere@example.com', password: pw })],
    ['DELETE', '/api/users/me', (pw: string) => ({ password: pw })],
  ] as const;

  it.each(checks)(
    '%s %s counts a wrong password like a failed login: 10 in 15 minutes, then 429',
    async (method, url, body) => {
      const { user, cookie } = await verifiedUser();
      const ip = '10.9.0.1';
      const check = (pw: string) =>
        t.inject({ method, url, headers: { cookie }, payload: body(pw), remoteAddress: ip });
      for (let i = 0; i < 10; i++) expect((await check(`wrong guess ${i}`)).statusCode).toBe(400);
      const blocked = await check('password123');
      expect(blocked.statusCode, blocked.body).toBe(429);
      expect(blocked.json().message).toMatch(/too many failed login attempts/i);
      // The same count as a login's, from that address: signing in waits too.
      const login = await t.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password: 'password123' },
        remoteAddress: ip,
      });
      expect(login.statusCode).toBe(429);
      expect((await whoAmI(cookie)).statusCode).toBe(200);
      const start = t.clock.now();
      try {
        t.clock.advance(15 * MINUTE);
        expect((await check('password123')).statusCode).toBe(200);
      } finally {
        t.clock.set(start);
      }
    },
  );

  it('adds to failed logins of the same account and address, and a right password gives its try back', async () => {
    const { user, cookie } = await verifiedUser();
    const ip = '10.9.0.2';
    const login = (pw: string) =>
      t.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password: pw },
        remoteAddress: ip,
      });
    const deleteMe = (pw: string) =>
      t.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: { cookie },
        payload: { password: pw },
        remoteAddress: ip,
      });
    for (let i = 0; i < 9; i++) expect((await login('wrong-password')).statusCode).toBe(401);
    const email = (pw: string) =>
      t.inject({
        method: 'PUT',
        url: '/api/users/email',
        headers: { cookie },
        payload: { email: user.email, password: pw },
        remoteAddress: ip,
      });
    // Right ones do not count.
    for (let i = 0; i < 3; i++) expect((await email('password123')).statusCode).toBe(200);
    expect((await deleteMe('wrong again')).statusCode).toBe(400);
    expect((await deleteMe('password123')).statusCode).toBe(429);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
  });
});

describe('retention jobs', () => {
  it('delete expired sessions and e-mail tokens', async () => {
    const { user, cookie } = await verifiedUser();
    await t.inject({ method: 'POST', url: '/api/password-reset', payload: { email: user.email } });
    const token = resetTokenFor(user.email ?? '');
    t.clock.advance(31 * 24 * HOUR);
    await t.app.ctx.jobs.runAll();
    // Expired, and now gone: even moving the clock back cannot bring them back.
    t.clock.advance(-31 * 24 * HOUR);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    const res = await t.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(400);
  });
});
