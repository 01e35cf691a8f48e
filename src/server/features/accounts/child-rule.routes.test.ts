// A child stays a child: the whole climb an attacker tried (an address of its own, a parent's
// account, children of its own, the consenting parent's link removed), for a child a parent made
// and for a child still waiting for a parent, and what stays open to an account of 13 or over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import type { ManagedChild } from '#contract/consent.ts';
import type { LinkedParent } from '#contract/family.ts';
import { createFamilyLink } from '#server/test/factories.ts';
import { createTestApp, sessionCookieOf, type TestApp, uniqueUsername } from '#server/test/test-app.ts';

const START = '2026-06-01T12:00:00.000Z';
const CHILD_YEAR = 2018; // 8 in 2026
const GROWN_YEAR = 2013; // 13 in 2026

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: START });
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

const verifiedParent = () => t.signUp({ userType: 'parent', isEmailVerified: true });

/** A child added by a verified parent ("Add a child"), signed in. */
async function parentMadeChild(birthYear = CHILD_YEAR) {
  const parent = await verifiedParent();
  const username = uniqueUsername('kid');
  const made = await send('POST', '/api/parent/children', parent.cookie, {
    name: 'Leo Rivers',
    username,
    password: 'secret123',
    birthYear,
  });
  expect(made.statusCode, made.body).toBe(201);
  const cookie = await t.login(username, 'secret123');
  return { parent, child: { user: made.json<User>(), cookie } };
}

/** A child of 8 who signed up alone and waits for a parent's yes. */
async function waitingChild() {
  const username = uniqueUsername('kid');
  const res = await t.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Mia Small',
      username,
      email: `${uniqueUsername('mum')}@example.com`,
      password: 'secret123',
      birthYear: CHILD_YEAR,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user: res.json<User>(), cookie: sessionCookieOf(res) };
}

/** Every step of the climb, in order, with the status each answered. */
async function climb(cookie: string, password = 'secret123') {
  const student = await t.signUp({ userType: 'student' });
  const address = `${uniqueUsername('own')}@example.com`;
  const email = await send('PUT', '/api/users/email', cookie, { email: address, password });
  // The attacker opens the verification link, when one came.
  const link = t
    .outbox()
    .findLast((m) => m.to === address)
    ?.text.match(/verify-email\?token=([\w-]+)/)?.[1];
  if (link) await t.inject({ method: 'GET', url: `/api/verify-email?token=${link}` });
  const profile = await send('PUT', '/api/users/profile', cookie, { userType: 'parent' });
  const addChild = await send('POST', '/api/parent/children', cookie, {
    name: 'Tiny Tim',
    username: uniqueUsername('tiny'),
    password: 'secret123',
    birthYear: 2020,
  });
  const linkChild = await send('POST', '/api/parent/link-child', cookie, {
    childUsername: student.user.username,
    relationship: 'parent',
  });
  return {
    email: email.statusCode,
    profile: profile.statusCode,
    addChild: addChild.statusCode,
    linkChild: linkChild.statusCode,
  };
}

const refusedClimb = { email: 403, profile: 403, addChild: 403, linkChild: 403 };

describe('a child under 13 stays a child', () => {
  it('refuses every step of the climb to a child a parent made, and keeps its link to that parent', async () => {
    const { parent, child } = await parentMadeChild();
    const email = await send('PUT', '/api/users/email', child.cookie, {
      email: 'leo.own@example.com',
      password: 'secret123',
    });
    expect(email.json().message).toMatch(/grown-up who said yes/);
    expect(await climb(child.cookie)).toEqual(refusedClimb);
    const me = (await send('GET', '/api/user', child.cookie)).json<User>();
    expect(me).toMatchObject({ userType: 'student', email: null, consent: 'given' });

    const [link] = (await send('GET', '/api/family/parents', child.cookie)).json<LinkedParent[]>();
    expect(link?.username).toBe(parent.user.username);
    const unlink = await send('DELETE', `/api/family/links/${link?.linkId}`, child.cookie);
    expect(unlink.statusCode).toBe(403);
    expect(unlink.json().message).toBe('Ask your grown-up');
    expect((await send('GET', '/api/family/parents', child.cookie)).json()).toHaveLength(1);
  });

  it('refuses every step of the climb to a child still waiting for a parent', async () => {
    const child = await waitingChild();
    expect(await climb(child.cookie)).toEqual(refusedClimb);
  });

  it('holds by age, not by account type: a child who climbed before the rule is no parent', async () => {
    const parent = await verifiedParent();
    // As the data of a child who climbed before the rule: a parent's account with its own address.
    const child = await t.signUp({
      userType: 'parent',
      isEmailVerified: true,
      email: 'climber@example.com',
      birthYear: CHILD_YEAR,
      consent: 'given',
    });
    await createFamilyLink(t.database.db, {
      parentId: parent.user.id,
      childId: child.user.id,
      status: 'accepted',
    });
    expect(await climb(child.cookie, child.password)).toEqual(refusedClimb);
    expect((await send('GET', '/api/parent/managed-children', child.cookie)).statusCode).toBe(403);
    // Its own address gets no reset link any more.
    const before = t.outbox().length;
    await t.inject({ method: 'POST', url: '/api/password-reset', payload: { email: 'climber@example.com' } });
    expect(
      t
        .outbox()
        .slice(before)
        .filter((m) => m.to === 'climber@example.com'),
    ).toEqual([]);
  });

  it('lets no child say yes for another child on the consent page', async () => {
    const climber = await t.signUp({
      userType: 'parent',
      isEmailVerified: true,
      birthYear: CHILD_YEAR,
      consent: 'given',
    });
    const waiting = await waitingChild();
    const mail = t.outbox().findLast((m) => m.subject === `${waiting.user.name} would like to join Sprout`);
    const token = mail?.text.match(/\/consent\/([\w-]+)/)?.[1];
    const approve = await send('POST', `/api/consent/${token}/approve`, climber.cookie);
    expect(approve.statusCode).toBe(403);
    expect((await send('GET', '/api/user', waiting.cookie)).json<User>().consent).toBe('pending');
  });

  it('leaves an account of 13 or over free to climb, a grown child too', async () => {
    const teen = await t.signUp({ userType: 'student', birthYear: GROWN_YEAR });
    const grown = await t.signUp({ userType: 'student', birthYear: GROWN_YEAR, consent: 'given' });
    for (const account of [teen, grown]) {
      const steps = await climb(account.cookie, account.password);
      expect(steps).toEqual({ email: 200, profile: 200, addChild: 201, linkChild: 201 });
    }
  });
});

describe('PUT /api/parent/children/:childId/consent', () => {
  it('hands the consent to another linked parent, who then manages the child; the first may then leave', async () => {
    const { parent, child } = await parentMadeChild();
    const other = await verifiedParent();
    const stranger = await verifiedParent();
    const handOver = (username: string, cookie = parent.cookie) =>
      send('PUT', `/api/parent/children/${child.user.id}/consent`, cookie, { parentUsername: username });

    // Only a parent linked to the child can take it.
    expect((await handOver(stranger.user.username)).statusCode).toBe(404);
    await createFamilyLink(t.database.db, {
      parentId: other.user.id,
      childId: child.user.id,
      status: 'accepted',
    });
    // The consenting parent cannot just leave the child with nobody who said yes.
    const links = (await send('GET', '/api/family/parents', child.cookie)).json<LinkedParent[]>();
    const first = links.find((l) => l.username === parent.user.username);
    const second = links.find((l) => l.username === other.user.username);
    expect((await send('DELETE', `/api/family/links/${first?.linkId}`, parent.cookie)).statusCode).toBe(409);
    // Only the parent who holds the consent hands it over.
    expect((await handOver(other.user.username, other.cookie)).statusCode).toBe(403);
    expect((await handOver(other.user.username)).statusCode).toBe(200);

    const managed = (await send('GET', '/api/parent/managed-children', other.cookie)).json<ManagedChild[]>();
    expect(managed.map((c) => c.id)).toEqual([child.user.id]);
    expect((await send('GET', '/api/parent/managed-children', parent.cookie)).json()).toEqual([]);
    // Now the first parent's link is an ordinary one: the child may remove it, the new one not.
    expect((await send('DELETE', `/api/family/links/${second?.linkId}`, child.cookie)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/family/links/${first?.linkId}`, child.cookie)).statusCode).toBe(200);
  });
});
