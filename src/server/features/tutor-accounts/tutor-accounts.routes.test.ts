import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import type { TutorAccountState } from '#contract/tutor-accounts.ts';
import { TUTOR_TEACHES } from '#server/features/accounts/tutor-rule.ts';
import { createMerchandise, createTutor, grantPoints } from '#server/test/factories.ts';
import { createTestApp, sessionCookieOf, type TestApp, uniqueUsername } from '#server/test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T12:00:00.000Z' });
  admin = (await t.signUp({ isAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
});

function invite(tutorId: number, email = 'ada@example.com', cookie = admin) {
  return t.inject({
    method: 'POST',
    url: `/api/admin/tutors/${tutorId}/invite`,
    headers: { cookie },
    payload: { email },
  });
}

/** The token of the latest invitation mailed to `email`. */
function tokenMailedTo(email: string): string {
  const mail = t
    .outbox()
    .filter((m) => m.to === email)
    .at(-1);
  const match = mail?.text.match(/\/tutor-invite\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no invitation mailed to ${email}`);
  return match[1];
}

function accept(token: string, username = uniqueUsername('tutor'), password = 'teach-well-42') {
  return t.inject({
    method: 'POST',
    url: `/api/tutor-invites/${token}/accept`,
    payload: { username, password },
  });
}

/** A tutor invited and signed up: its profile, account and cookie. */
async function linkedTutor() {
  const tutor = await createTutor(t.database.db, { name: 'Ada Lovelace' });
  const email = `${uniqueUsername('mail')}@example.com`;
  expect((await invite(tutor.id, email)).statusCode).toBe(201);
  const res = await accept(tokenMailedTo(email));
  expect(res.statusCode, res.body).toBe(201);
  return { tutor, user: res.json<User>(), cookie: sessionCookieOf(res) };
}

describe('POST /api/admin/tutors/{id}/invite', () => {
  it('mails a link to the invite page and shows the tutor as invited', async () => {
    const tutor = await createTutor(t.database.db, { name: 'Grace Hopper' });
    const res = await invite(tutor.id, 'grace@example.com');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ tutorId: tutor.id, state: 'invited', email: 'grace@example.com' });
    const token = tokenMailedTo('grace@example.com');
    const shown = await t.inject({ method: 'GET', url: `/api/tutor-invites/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ tutorName: 'Grace Hopper', email: 'grace@example.com' });
    const states = await t.inject({
      method: 'GET',
      url: '/api/admin/tutor-accounts',
      headers: { cookie: admin },
    });
    expect(states.json<TutorAccountState[]>().find((s) => s.tutorId === tutor.id)?.state).toBe('invited');
  });

  it('is 409 for a tutor who already has an account', async () => {
    const { tutor } = await linkedTutor();
    const res = await invite(tutor.id, 'someone@example.com');
    expect(res.statusCode).toBe(409);
  });

  it('replaces the earlier link when sent again', async () => {
    const tutor = await createTutor(t.database.db);
    await invite(tutor.id, 'first@example.com');
    const first = tokenMailedTo('first@example.com');
    await invite(tutor.id, 'second@example.com');
    expect((await t.inject({ method: 'GET', url: `/api/tutor-invites/${first}` })).statusCode).toBe(404);
    expect((await accept(first)).statusCode).toBe(404);
    expect((await accept(tokenMailedTo('second@example.com'))).statusCode).toBe(201);
  });
});

describe('POST /api/tutor-invites/{token}/accept', () => {
  it('makes a verified tutor account linked to the profile and signs it in', async () => {
    const { tutor, user, cookie } = await linkedTutor();
    expect(user).toMatchObject({
      userType: 'tutor',
      isEmailVerified: true,
      tutorId: tutor.id,
      name: 'Ada Lovelace',
    });
    const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json<User>()).toMatchObject({ id: user.id, tutorId: tutor.id });
    const states = await t.inject({
      method: 'GET',
      url: '/api/admin/tutor-accounts',
      headers: { cookie: admin },
    });
    expect(states.json<TutorAccountState[]>().find((s) => s.tutorId === tutor.id)).toEqual({
      tutorId: tutor.id,
      tutorName: 'Ada Lovelace',
      state: 'linked',
      username: user.username,
    });
  });

  it('works once', async () => {
    const tutor = await createTutor(t.database.db);
    await invite(tutor.id, 'once@example.com');
    const token = tokenMailedTo('once@example.com');
    expect((await accept(token)).statusCode).toBe(201);
    expect((await accept(token)).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/tutor-invites/${token}` })).statusCode).toBe(404);
  });

  it('is 404 after 7 days', async () => {
    const tutor = await createTutor(t.database.db);
    await invite(tutor.id, 'late@example.com');
    const token = tokenMailedTo('late@example.com');
    t.clock.advance(7 * DAY + 1000);
    expect((await t.inject({ method: 'GET', url: `/api/tutor-invites/${token}` })).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(404);
    // The admin's session went idle meanwhile.
    admin = (await t.signUp({ isAdmin: true })).cookie;
  });

  it('keeps the password rules and a free username, leaving the link usable', async () => {
    const tutor = await createTutor(t.database.db);
    await invite(tutor.id, 'rules@example.com');
    const token = tokenMailedTo('rules@example.com');
    expect((await accept(token, 'short-pw', 'abc')).statusCode).toBe(400);
    const taken = (await t.signUp()).user.username;
    expect((await accept(token, taken)).statusCode).toBe(409);
    expect((await accept(token)).statusCode).toBe(201);
  });

  it('is 404 for an unknown link', async () => {
    expect((await accept('no-such-token')).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/tutors/{id}/account', () => {
  it('unlinks the account and ends its sessions; the profile can be invited again', async () => {
    const { tutor, cookie } = await linkedTutor();
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/admin/tutors/${tutor.id}/account`,
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    expect((await invite(tutor.id, 'next@example.com')).statusCode).toBe(201);
  });

  it('is 404 for a tutor with no account', async () => {
    const tutor = await createTutor(t.database.db);
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/admin/tutors/${tutor.id}/account`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a tutor account teaches only', () => {
  it('earns no points, spends none, keeps no goal and links no children', async () => {
    const { user, cookie } = await linkedTutor();
    await grantPoints(t.database.db, user.id, 500);
    const item = await createMerchandise(t.database.db, { pointsCost: 10 });
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/merchandise/purchase',
        payload: { merchandiseId: item.id, paymentType: 'points' },
      },
      {
        method: 'POST' as const,
        url: '/api/checkout',
        payload: { items: [{ merchandiseId: item.id, quantity: 1 }], paymentType: 'points' },
      },
      { method: 'PUT' as const, url: '/api/users/goal', payload: { merchandiseId: item.id } },
      { method: 'POST' as const, url: '/api/games/scores', payload: { playId: 1, score: 10 } },
      {
        method: 'POST' as const,
        url: '/api/parent/link-child',
        payload: { childUsername: 'someone', relationship: 'parent' },
      },
      { method: 'PUT' as const, url: '/api/users/profile', payload: { userType: 'parent' } },
    ];
    for (const call of calls) {
      const res = await t.inject({ ...call, headers: { cookie } });
      expect(res.statusCode, `${call.url}: ${res.body}`).toBe(403);
    }
    const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json<User>().userType).toBe('tutor');
    const points = await t.inject({ method: 'GET', url: '/api/users/points', headers: { cookie } });
    expect(points.json()).toEqual({ points: 500 });
    const refused = await t.inject({
      method: 'PUT',
      url: '/api/users/goal',
      headers: { cookie },
      payload: { merchandiseId: item.id },
    });
    expect(refused.json().message).toBe(TUTOR_TEACHES);
  });
});
