import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import type { ConsentRequest, ManagedChild } from '#contract/consent.ts';
import type { ChildLinkRequest, LinkedChild } from '#contract/family.ts';
import { createMathChallengeGame, createMerchandise, createTutor } from '#server/test/factories.ts';
import { createTestApp, sessionCookieOf, type TestApp, uniqueUsername } from '#server/test/test-app.ts';

const START = '2026-06-01T12:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const CHILD_YEAR = 2018; // 8 in 2026
const CONSENT_NEEDED = 'A parent needs to say yes first';

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

const get = (cookie: string, url: string) => t.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie = '', payload?: object) =>
  t.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

function register(payload: Record<string, unknown>) {
  return t.inject({ method: 'POST', url: '/api/register', payload });
}

/** The token of the newest consent link mailed to `to`. */
function consentTokenFor(to: string): string {
  const mail = t
    .outbox()
    .filter((m) => m.to === to)
    .at(-1);
  const token = mail?.text.match(/\/consent\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no consent link mailed to ${to}`);
  return token;
}

/** A child of 8 who signs up alone with a parent's address. */
async function waitingChild(parentEmail = `${uniqueUsername('mum')}@example.com`) {
  const username = uniqueUsername('kid');
  const res = await register({
    name: 'Mia Small',
    username,
    email: parentEmail,
    password: 'secret123',
    birthYear: CHILD_YEAR,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user: res.json<User>(), cookie: sessionCookieOf(res), parentEmail, password: 'secret123' };
}

const verifiedParent = () => t.signUp({ userType: 'parent', isEmailVerified: true, name: 'Dana Rivers' });

describe('POST /api/register with a birth year', () => {
  it('makes a child under 13 wait for a parent, mails the parent once and keeps no e-mail of the child', async () => {
    const child = await waitingChild('parent.of.mia@example.com');
    expect(child.user).toMatchObject({ consent: 'pending', email: null, name: 'Mia Small' });
    const mails = t.outbox().filter((m) => m.to === 'parent.of.mia@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Mia Small would like to join Sprout');
    expect(mails[0]?.text).toMatch(/http:\/\/localhost:5000\/consent\/[\w-]{40,}/);
    expect(mails[0]?.html).toMatch(/href="http:\/\/localhost:5000\/consent\/[\w-]{40,}"/);
    expect(mails[0]?.text).toContain('http://localhost:5000/privacy');
    // The link works: it names the child and the address it reached.
    const res = await t.inject({ method: 'GET', url: `/api/consent/${consentTokenFor(child.parentEmail)}` });
    expect(res.json<ConsentRequest>()).toEqual({
      childName: 'Mia Small',
      childUsername: child.user.username,
      requestedAt: START,
      parentEmail: 'parent.of.mia@example.com',
    });
  });

  it('treats 13 or over, and no birth year, as today: consent null and a verification e-mail', async () => {
    for (const birthYear of [2013, undefined]) {
      const email = `${uniqueUsername('teen')}@example.com`;
      const res = await register({
        name: 'Teen Ager',
        username: uniqueUsername(),
        email,
        password: 'secret123',
        birthYear,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ consent: null, email });
      expect(t.outbox().find((m) => m.to === email)?.subject).toMatch(/confirm your e-mail/);
    }
    // 2014 is under 13 in 2026 (2014 > 2026 − 13).
    const res = await register({
      name: 'Kid',
      username: uniqueUsername(),
      email: 'p@example.com',
      password: 'secret123',
      birthYear: 2014,
    });
    expect(res.json().consent).toBe('pending');
  });

  it('refuses a birth year that is no year, or still to come (400 on birthYear), and makes nothing', async () => {
    for (const birthYear of ['2015', 2015.5, 2027]) {
      const username = uniqueUsername();
      const res = await register({
        name: 'Kid',
        username,
        email: 'p@example.com',
        password: 'secret123',
        birthYear,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('birthYear');
      const login = await t.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: 'secret123' },
      });
      expect(login.statusCode).toBe(401);
    }
  });
});

describe('a child waiting for a parent', () => {
  it('may read and play but not review, buy, book or answer link requests (403)', async () => {
    const child = await waitingChild();
    const tutor = await createTutor(t.database.db);
    const item = await createMerchandise(t.database.db);
    const tomorrow = new Date(Date.parse(START) + DAY).toISOString().slice(0, 10);
    const refused = [
      send('POST', `/api/tutors/${tutor.id}/reviews`, child.cookie, { rating: 5, comment: 'Great tutor!' }),
      send('POST', `/api/merchandise/${item.id}/reviews`, child.cookie, { rating: 5, comment: 'Lovely' }),
      send('POST', '/api/merchandise/purchase', child.cookie, { merchandiseId: item.id, quantity: 1 }),
      send('POST', '/api/checkout', child.cookie, { items: [{ merchandiseId: item.id, quantity: 1 }] }),
      send('POST', '/api/sessions', child.cookie, {
        tutorId: tutor.id,
        date: tomorrow,
        time: '10:00',
        subject: 'Maths',
        sessionType: 'One-on-One Tutoring',
      }),
      send('POST', '/api/family/requests/1/accept', child.cookie),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(CONSENT_NEEDED);
    }
    expect((await get(child.cookie, '/api/articles')).statusCode).toBe(200);
  });

  it('keeps scores and points but is left out of the leaderboard until a parent says yes', async () => {
    const game = await createMathChallengeGame(t.database.db);
    const child = await waitingChild();
    const play = await send('POST', `/api/games/${game.id}/plays`, child.cookie);
    expect(play.statusCode).toBe(201);
    t.clock.advance(61_000);
    const score = await send('POST', '/api/games/scores', child.cookie, {
      playId: play.json().playId,
      gameId: game.id,
      difficulty: 'medium',
      score: 100,
      correctAnswers: 10,
      totalQuestions: 14,
      timeSpent: 60,
    });
    expect(score.statusCode, score.body).toBe(201);
    expect(score.json().points).toBe(200);
    const board = async () =>
      (await t.inject({ method: 'GET', url: `/api/games/scores/top?gameId=${game.id}` }))
        .json<{ username: string }[]>()
        .map((r) => r.username);
    expect(await board()).not.toContain(child.user.username);
    const parent = await verifiedParent();
    await send('POST', `/api/consent/${consentTokenFor(child.parentEmail)}/approve`, parent.cookie);
    expect(await board()).toContain(child.user.username);
  });

  it('sends the e-mail again 3 times an hour, each with a new link that replaces the old', async () => {
    const child = await waitingChild();
    const first = consentTokenFor(child.parentEmail);
    for (let i = 0; i < 3; i += 1) {
      expect((await send('POST', '/api/consent/resend', child.cookie)).statusCode).toBe(200);
    }
    expect((await send('POST', '/api/consent/resend', child.cookie)).statusCode).toBe(429);
    expect(t.outbox().filter((m) => m.to === child.parentEmail)).toHaveLength(4);
    expect((await get('', `/api/consent/${first}`)).statusCode).toBe(404);
    expect((await get('', `/api/consent/${consentTokenFor(child.parentEmail)}`)).statusCode).toBe(200);
  });

  it("changes the parent's e-mail: the request goes to the new address; a bad address is 400", async () => {
    const child = await waitingChild();
    const bad = await send('PUT', '/api/consent/parent-email', child.cookie, { parentEmail: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('parentEmail');
    const res = await send('PUT', '/api/consent/parent-email', child.cookie, {
      parentEmail: 'dad@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ parentEmail: 'dad@example.com', requestedAt: START });
    const mine = await get(child.cookie, '/api/consent/mine');
    expect(mine.json()).toMatchObject({ parentEmail: 'dad@example.com' });
    expect((await get('', `/api/consent/${consentTokenFor('dad@example.com')}`)).json().parentEmail).toBe(
      'dad@example.com',
    );
  });

  it('is refused to an account that is not waiting (400)', async () => {
    const { cookie } = await t.signUp();
    expect((await send('POST', '/api/consent/resend', cookie)).statusCode).toBe(400);
  });
});

describe('POST /api/consent/{token}/approve', () => {
  it('as a signed-in parent: consent given, the child linked (accepted), the link used', async () => {
    const child = await waitingChild();
    const parent = await verifiedParent();
    const token = consentTokenFor(child.parentEmail);
    const res = await send('POST', `/api/consent/${token}/approve`, parent.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ parent: { id: parent.user.id }, childUsername: child.user.username });
    expect((await get(child.cookie, '/api/user')).json().consent).toBe('given');
    const kids = (await get(parent.cookie, '/api/parent/children')).json<LinkedChild[]>();
    expect(kids.map((k) => k.id)).toEqual([child.user.id]);
    const managed = (await get(parent.cookie, '/api/parent/managed-children')).json<ManagedChild[]>();
    expect(managed).toEqual([
      expect.objectContaining({ id: child.user.id, method: 'email-link', givenAt: START }),
    ]);
    // Single use.
    expect((await get('', `/api/consent/${token}`)).statusCode).toBe(404);
    expect((await send('POST', `/api/consent/${token}/approve`, parent.cookie)).statusCode).toBe(404);
    // The restrictions are lifted: a checkout is judged on its contents now, not refused.
    const checkout = await send('POST', '/api/checkout', child.cookie, { items: [] });
    expect(checkout.statusCode).toBe(400);
  });

  it('by creating a parent account there: the e-mail is the address the link reached, verified, signed in', async () => {
    const child = await waitingChild('new.parent@example.com');
    const username = uniqueUsername('parent');
    const res = await send('POST', `/api/consent/${consentTokenFor(child.parentEmail)}/approve`, '', {
      name: 'Nia Parent',
      username,
      password: 'secret123',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().parent).toMatchObject({
      username,
      email: 'new.parent@example.com',
      isEmailVerified: true,
      userType: 'parent',
    });
    const cookie = sessionCookieOf(res);
    expect((await get(cookie, '/api/parent/children')).json<LinkedChild[]>()[0]?.id).toBe(child.user.id);
  });

  it('refuses a guest without a body (401), a student (403), bad fields (400) and a taken username (409), using nothing', async () => {
    const child = await waitingChild();
    const token = consentTokenFor(child.parentEmail);
    expect((await send('POST', `/api/consent/${token}/approve`)).statusCode).toBe(401);
    const student = await t.signUp();
    expect((await send('POST', `/api/consent/${token}/approve`, student.cookie)).statusCode).toBe(403);
    const bad = await send('POST', `/api/consent/${token}/approve`, '', {
      name: 'N',
      username: 'ok_name',
      password: 'secret123',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('name');
    const taken = await send('POST', `/api/consent/${token}/approve`, '', {
      name: 'Nia Parent',
      username: student.user.username,
      password: 'secret123',
    });
    expect(taken.statusCode).toBe(409);
    expect((await get('', `/api/consent/${token}`)).statusCode).toBe(200);
    expect((await get(child.cookie, '/api/user')).json().consent).toBe('pending');
  });

  it('answers 404 for an unknown or expired link', async () => {
    const child = await waitingChild();
    const token = consentTokenFor(child.parentEmail);
    expect((await get('', '/api/consent/not-a-token')).statusCode).toBe(404);
    t.clock.advance(7 * DAY + 1000);
    expect((await get('', `/api/consent/${token}`)).statusCode).toBe(404);
    const parent = await verifiedParent();
    expect((await send('POST', `/api/consent/${token}/approve`, parent.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/consent/{token}/decline', () => {
  it("deletes the child's account and data at once", async () => {
    const child = await waitingChild();
    const token = consentTokenFor(child.parentEmail);
    const res = await send('POST', `/api/consent/${token}/decline`);
    expect(res.statusCode).toBe(200);
    expect((await get(child.cookie, '/api/user')).statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: child.user.username, password: child.password },
    });
    expect(login.statusCode).toBe(401);
    expect((await send('POST', `/api/consent/${token}/decline`)).statusCode).toBe(404);
  });
});

describe('the consent job', () => {
  it('reminds the parent once on day 3 and deletes an unanswered account on day 7', async () => {
    const child = await waitingChild();
    const mails = () => t.outbox().filter((m) => m.to === child.parentEmail);
    t.clock.advance(3 * DAY - 60_000);
    await t.app.ctx.jobs.runAll();
    expect(mails()).toHaveLength(1);
    t.clock.advance(60_000);
    await t.app.ctx.jobs.runAll();
    await t.app.ctx.jobs.runAll();
    expect(mails()).toHaveLength(2);
    expect(mails()[1]?.subject).toBe('Reminder: Mia Small would like to join Sprout');
    // The reminder's link works.
    expect((await get('', `/api/consent/${consentTokenFor(child.parentEmail)}`)).statusCode).toBe(200);
    t.clock.advance(4 * DAY - 60_000);
    await t.app.ctx.jobs.runAll();
    expect((await get(child.cookie, '/api/user')).statusCode).toBe(200);
    t.clock.advance(60_000);
    await t.app.ctx.jobs.runAll();
    expect((await get(child.cookie, '/api/user')).statusCode).toBe(401);
  });

  it('leaves a child whose parent said yes', async () => {
    const child = await waitingChild();
    const parent = await verifiedParent();
    await send('POST', `/api/consent/${consentTokenFor(child.parentEmail)}/approve`, parent.cookie);
    t.clock.advance(8 * DAY);
    await t.app.ctx.jobs.runAll();
    expect((await t.login(child.user.username, child.password)).length).toBeGreaterThan(0);
  });
});

describe('POST /api/parent/children (Add a child)', () => {
  const newChild = () => ({
    name: 'Leo Rivers',
    username: uniqueUsername('leo'),
    password: 'secret123',
    birthYear: 2017,
    grade: 'Grade 3',
  });

  it('makes a linked child with consent given, no e-mail, who then logs in', async () => {
    const parent = await verifiedParent();
    const input = newChild();
    const res = await send('POST', '/api/parent/children', parent.cookie, input);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<User>()).toMatchObject({
      username: input.username,
      email: null,
      consent: 'given',
      grade: 'Grade 3',
    });
    const cookie = await t.login(input.username, input.password);
    expect((await get(cookie, '/api/user')).json().id).toBe(res.json().id);
    const kids = (await get(parent.cookie, '/api/parent/children')).json<LinkedChild[]>();
    expect(kids.map((k) => k.username)).toEqual([input.username]);
    const managed = (await get(parent.cookie, '/api/parent/managed-children')).json<ManagedChild[]>();
    expect(managed[0]).toMatchObject({ method: 'parent-created' });
  });

  it('is for a verified parent only (403 otherwise); bad input is 400 with the field', async () => {
    const unverified = await t.signUp({ userType: 'parent', isEmailVerified: false });
    const refused = await send('POST', '/api/parent/children', unverified.cookie, newChild());
    expect(refused.statusCode).toBe(403);
    const parent = await verifiedParent();
    const bad = await send('POST', '/api/parent/children', parent.cookie, {
      ...newChild(),
      birthYear: undefined,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('birthYear');
    expect((await get(parent.cookie, '/api/parent/children')).json()).toEqual([]);
  });
});

describe("a parent's calls about a child they manage", () => {
  async function family() {
    const parent = await verifiedParent();
    const input = {
      name: 'Leo Rivers',
      username: uniqueUsername('leo'),
      password: 'secret123',
      birthYear: 2017,
    };
    const child = (await send('POST', '/api/parent/children', parent.cookie, input)).json<User>();
    return { parent, child, input };
  }

  it("sets the child's password and ends the child's sessions", async () => {
    const { parent, child, input } = await family();
    const childCookie = await t.login(input.username, input.password);
    const res = await send('PUT', `/api/parent/children/${child.id}/password`, parent.cookie, {
      password: 'newpass456',
    });
    expect(res.statusCode).toBe(200);
    expect((await get(childCookie, '/api/user')).statusCode).toBe(401);
    expect((await t.login(input.username, 'newpass456')).length).toBeGreaterThan(0);
    const short = await send('PUT', `/api/parent/children/${child.id}/password`, parent.cookie, {
      password: '123',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues[0].path).toBe('password');
  });

  it('exports the child as a JSON download', async () => {
    const { parent, child } = await family();
    const res = await get(parent.cookie, `/api/parent/children/${child.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sprout-leo/);
    expect(res.json()).toMatchObject({
      profile: { id: child.id, username: child.username, consent: 'given', birthYear: 2017 },
      consent: expect.objectContaining({ parentId: parent.user.id, method: 'parent-created' }),
      familyLinks: [expect.objectContaining({ status: 'accepted' })],
      gameScores: [],
    });
  });

  it("deletes the child's account", async () => {
    const { parent, child, input } = await family();
    expect((await send('DELETE', `/api/parent/children/${child.id}`, parent.cookie)).statusCode).toBe(200);
    const login = await t.inject({ method: 'POST', url: '/api/login', payload: input });
    expect(login.statusCode).toBe(401);
    expect((await get(parent.cookie, '/api/parent/children')).json()).toEqual([]);
  });

  it("refuses another parent, a linked parent who did not give the consent, and the child's own account (403), changing nothing", async () => {
    const { child, input } = await family();
    const other = await verifiedParent();
    // Linked by request and accepted by the managing parent: still not the manager.
    const ask = await send('POST', '/api/parent/link-child', other.cookie, { childUsername: child.username });
    expect(ask.statusCode).toBe(201);
    const childCookie = await t.login(input.username, input.password);
    for (const cookie of [other.cookie, childCookie]) {
      expect(
        (await send('PUT', `/api/parent/children/${child.id}/password`, cookie, { password: 'hijack123' }))
          .statusCode,
      ).toBe(403);
      expect((await get(cookie, `/api/parent/children/${child.id}/export`)).statusCode).toBe(403);
      expect((await send('DELETE', `/api/parent/children/${child.id}`, cookie)).statusCode).toBe(403);
    }
    expect((await t.login(input.username, input.password)).length).toBeGreaterThan(0);
  });
});

describe('link requests to a child under 13', () => {
  it('go to the consenting parent to answer, not to the child, and show the requester the username only', async () => {
    const manager = await verifiedParent();
    const input = {
      name: 'Leo Rivers',
      username: uniqueUsername('leo'),
      password: 'secret123',
      birthYear: 2017,
    };
    const child = (await send('POST', '/api/parent/children', manager.cookie, input)).json<User>();
    const childCookie = await t.login(input.username, input.password);
    const aunt = await t.signUp({ userType: 'parent', name: 'Aunt Jo' });
    const ask = await send('POST', '/api/parent/link-child', aunt.cookie, {
      childUsername: input.username,
      relationship: 'relative',
    });
    expect(ask.statusCode).toBe(201);
    expect(ask.json().child).toEqual({ username: input.username });
    const sent = (await get(aunt.cookie, '/api/parent/link-requests')).json();
    expect(sent[0].child).toEqual({ username: input.username });
    expect((await get(childCookie, '/api/family/requests')).json()).toEqual([]);
    const forManager = (await get(manager.cookie, '/api/family/requests')).json<ChildLinkRequest[]>();
    expect(forManager).toEqual([
      expect.objectContaining({
        forChild: { username: input.username, name: 'Leo Rivers' },
        relationship: 'relative',
      }),
    ]);
    const id = ask.json().id;
    expect((await send('POST', `/api/family/requests/${id}/accept`, childCookie)).statusCode).toBe(403);
    expect((await send('POST', `/api/family/requests/${id}/accept`, manager.cookie)).statusCode).toBe(200);
    const auntKids = (await get(aunt.cookie, '/api/parent/children')).json<LinkedChild[]>();
    expect(auntKids.map((k) => k.id)).toEqual([child.id]);
  });

  it('are answered by no other parent (403, unanswered), and a decline by the consenting parent holds', async () => {
    const manager = await verifiedParent();
    const input = {
      name: 'Ada Rivers',
      username: uniqueUsername('ada'),
      password: 'secret123',
      birthYear: 2018,
    };
    const child = (await send('POST', '/api/parent/children', manager.cookie, input)).json<User>();
    const stranger = await t.signUp({ userType: 'parent', name: 'Sam Stranger' });
    const other = await verifiedParent();
    const ask = await send('POST', '/api/parent/link-child', stranger.cookie, {
      childUsername: input.username,
    });
    const id = ask.json<{ id: number }>().id;
    expect((await get(other.cookie, '/api/family/requests')).json()).toEqual([]);
    for (const cookie of [other.cookie, stranger.cookie]) {
      expect((await send('POST', `/api/family/requests/${id}/accept`, cookie)).statusCode).toBe(403);
    }
    const declined = await send('POST', `/api/family/requests/${id}/decline`, manager.cookie);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', forChild: { username: input.username } });
    expect((await get(manager.cookie, '/api/family/requests')).json()).toEqual([]);
    expect((await get(stranger.cookie, '/api/parent/children')).json()).toEqual([]);
    const again = await send('POST', `/api/family/requests/${id}/accept`, manager.cookie);
    expect(again.statusCode).toBe(409);
    expect(child.consent).toBe('given');
  });

  it('cannot reach a child still waiting for a parent (the same 404 as an unknown username)', async () => {
    const child = await waitingChild();
    const stranger = await t.signUp({ userType: 'parent' });
    const ask = await send('POST', '/api/parent/link-child', stranger.cookie, {
      childUsername: child.user.username,
    });
    expect(ask.statusCode).toBe(404);
  });
});
