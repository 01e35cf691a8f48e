import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import type { ChildLinkRequest, LinkedChild, LinkedParent, ParentLinkRequest } from '#contract/family.ts';
import { createFamilyLink } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

const START = '2026-06-01T12:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;

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

type Person = { user: User; cookie: string };
const parent = (name = 'Dana Rivers'): Promise<Person> => t.signUp({ userType: 'parent', name });
const student = (): Promise<Person> => t.signUp({ userType: 'student' });

function linkChild(cookie: string, payload: Record<string, unknown>) {
  return t.inject({ method: 'POST', url: '/api/parent/link-child', headers: { cookie }, payload });
}
const get = (cookie: string, url: string) => t.inject({ method: 'GET', url, headers: { cookie } });
const post = (cookie: string, url: string) => t.inject({ method: 'POST', url, headers: { cookie } });
const activityOf = (cookie: string, childId: number) => get(cookie, `/api/parent/child-activity/${childId}`);

/** A parent asks, the child accepts: answers the link's id. */
async function linked(p: Person, c: Person): Promise<number> {
  const asked = await linkChild(p.cookie, { childUsername: c.user.username });
  expect(asked.statusCode, asked.body).toBe(201);
  const id = asked.json<ParentLinkRequest>().id;
  expect((await post(c.cookie, `/api/family/requests/${id}/accept`)).statusCode).toBe(200);
  return id;
}

describe('POST /api/parent/link-child', () => {
  it('sends a request the child sees with the parent name and relationship', async () => {
    const p = await parent('Dana Rivers');
    const c = await student();
    const res = await linkChild(p.cookie, {
      childUsername: c.user.username.toUpperCase(),
      relationship: 'guardian',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      relationship: 'guardian',
      canAskAgainAt: null,
    });
    // Before the child says yes, the parent learns nothing but the username they typed.
    expect(res.json().child).toEqual({ username: c.user.username });
    const requests = (await get(c.cookie, '/api/family/requests')).json<ChildLinkRequest[]>();
    expect(requests).toEqual([
      expect.objectContaining({
        parent: { username: p.user.username, name: 'Dana Rivers' },
        forChild: null,
      }),
    ]);
    const waiting = (await get(p.cookie, '/api/parent/link-requests')).json<ParentLinkRequest[]>();
    expect(waiting.map((r) => r.status)).toEqual(['pending']);
  });

  it('defaults the relationship to parent and refuses one outside the list (400)', async () => {
    const p = await parent();
    const res = await linkChild(p.cookie, { childUsername: (await student()).user.username });
    expect(res.json().relationship).toBe('parent');
    const bad = await linkChild(p.cookie, {
      childUsername: (await student()).user.username,
      relationship: 'uncle',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'relationship' });
  });

  it('is for parent accounts only: a student gets 403', async () => {
    const s = await student();
    const res = await linkChild(s.cookie, { childUsername: (await student()).user.username });
    expect(res.statusCode).toBe(403);
  });

  it('answers an unknown username and a non-student with the same 404 and text', async () => {
    const p = await parent();
    const otherParent = await parent();
    const unknown = await linkChild(p.cookie, { childUsername: 'nobody_here' });
    const notStudent = await linkChild(p.cookie, { childUsername: otherParent.user.username });
    expect(unknown.statusCode).toBe(404);
    expect(notStudent.statusCode).toBe(404);
    expect(notStudent.json()).toEqual(unknown.json());
  });

  it('refuses linking oneself (400)', async () => {
    const p = await parent();
    const res = await linkChild(p.cookie, { childUsername: p.user.username });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot link your own account.');
  });

  it('refuses a duplicate while pending or accepted (409)', async () => {
    const p = await parent();
    const c = await student();
    const first = await linkChild(p.cookie, { childUsername: c.user.username });
    expect((await linkChild(p.cookie, { childUsername: c.user.username })).statusCode).toBe(409);
    await post(c.cookie, `/api/family/requests/${first.json().id}/accept`);
    const again = await linkChild(p.cookie, { childUsername: c.user.username });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already linked/);
  });

  it('makes the parent wait 7 days after a decline', async () => {
    const p = await parent();
    const c = await student();
    const { id } = (await linkChild(p.cookie, { childUsername: c.user.username })).json<ParentLinkRequest>();
    expect((await post(c.cookie, `/api/family/requests/${id}/decline`)).json().status).toBe('declined');
    const [declined] = (await get(p.cookie, '/api/parent/link-requests')).json<ParentLinkRequest[]>();
    expect(declined).toMatchObject({
      status: 'declined',
      canAskAgainAt: new Date(Date.parse(START) + 7 * DAY).toISOString(),
    });
    t.clock.advance(7 * DAY - 60_000);
    const early = await linkChild(p.cookie, { childUsername: c.user.username });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This request was declined. You can ask again in 1 day.');
    t.clock.advance(60_000);
    expect((await linkChild(p.cookie, { childUsername: c.user.username })).statusCode).toBe(201);
  });

  it('allows 10 requests per parent per day (429 after)', async () => {
    const p = await parent();
    for (let i = 0; i < 10; i += 1) await linkChild(p.cookie, { childUsername: `missing_${i}` });
    expect((await linkChild(p.cookie, { childUsername: (await student()).user.username })).statusCode).toBe(
      429,
    );
  });
});

describe('answering and removing links', () => {
  it('lets only the child answer, once', async () => {
    const p = await parent();
    const c = await student();
    const { id } = (await linkChild(p.cookie, { childUsername: c.user.username })).json<ParentLinkRequest>();
    expect((await post(p.cookie, `/api/family/requests/${id}/accept`)).statusCode).toBe(403);
    expect((await post((await student()).cookie, `/api/family/requests/${id}/accept`)).statusCode).toBe(403);
    expect((await post(c.cookie, `/api/family/requests/${id}/accept`)).statusCode).toBe(200);
    expect((await post(c.cookie, `/api/family/requests/${id}/decline`)).statusCode).toBe(409);
    expect((await post(c.cookie, '/api/family/requests/999999/accept')).statusCode).toBe(404);
  });

  it('lists the linked child and the linked parent with the relationship', async () => {
    const p = await parent('Sam Lee');
    const c = await student();
    const { id } = (
      await linkChild(p.cookie, { childUsername: c.user.username, relationship: 'grandparent' })
    ).json();
    await post(c.cookie, `/api/family/requests/${id}/accept`);
    const children = (await get(p.cookie, '/api/parent/children')).json<LinkedChild[]>();
    expect(children).toEqual([
      expect.objectContaining({
        linkId: id,
        id: c.user.id,
        username: c.user.username,
        relationship: 'grandparent',
      }),
    ]);
    const parents = (await get(c.cookie, '/api/family/parents')).json<LinkedParent[]>();
    expect(parents).toEqual([
      expect.objectContaining({ linkId: id, name: 'Sam Lee', relationship: 'grandparent' }),
    ]);
    expect((await get(c.cookie, '/api/family/requests')).json()).toEqual([]);
    expect((await get(p.cookie, '/api/parent/link-requests')).json()).toEqual([]);
  });

  it('lets either side remove a link, and nobody else', async () => {
    for (const remover of ['parent', 'child'] as const) {
      const p = await parent();
      const c = await student();
      const id = await linked(p, c);
      const stranger = await parent();
      expect(
        (
          await t.inject({
            method: 'DELETE',
            url: `/api/family/links/${id}`,
            headers: { cookie: stranger.cookie },
          })
        ).statusCode,
      ).toBe(403);
      const cookie = remover === 'parent' ? p.cookie : c.cookie;
      const res = await t.inject({ method: 'DELETE', url: `/api/family/links/${id}`, headers: { cookie } });
      expect(res.json()).toEqual({ ok: true });
      expect((await get(p.cookie, '/api/parent/children')).json()).toEqual([]);
      expect((await activityOf(p.cookie, c.user.id)).statusCode).toBe(403);
    }
  });

  it('keeps a decline (it holds the wait): removing it is 409', async () => {
    const p = await parent();
    const c = await student();
    const link = await createFamilyLink(t.database.db, {
      parentId: p.user.id,
      childId: c.user.id,
      status: 'declined',
    });
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/family/links/${link.id}`,
      headers: { cookie: p.cookie },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('reads about a child need an accepted link', () => {
  const reads = (childId: number) => [
    `/api/parent/child-activity/${childId}`,
    `/api/parent/child-activity/${childId}/daily`,
    `/api/parent/children-study-sessions?childId=${childId}`,
  ];

  async function expectNothingVisible(p: Person, c: Person) {
    for (const url of reads(c.user.id)) expect((await get(p.cookie, url)).statusCode, url).toBe(403);
    expect((await get(p.cookie, '/api/parent/children')).json()).toEqual([]);
    expect((await get(p.cookie, '/api/parent/children-study-sessions')).json()).toEqual([]);
  }

  it('shows nothing before acceptance or after a decline', async () => {
    const p = await parent();
    const c = await student();
    await t.inject({
      method: 'POST',
      url: '/api/study-sessions',
      headers: { cookie: c.cookie },
      payload: { subject: 'Science' },
    });
    const { id } = (await linkChild(p.cookie, { childUsername: c.user.username })).json<ParentLinkRequest>();
    await expectNothingVisible(p, c);
    await post(c.cookie, `/api/family/requests/${id}/decline`);
    await expectNothingVisible(p, c);
  });

  it('shows a linked child to their parent and not to another parent (403)', async () => {
    const p = await parent();
    const other = await parent();
    const c = await student();
    await t.inject({
      method: 'POST',
      url: '/api/study-sessions',
      headers: { cookie: c.cookie },
      payload: { subject: 'Science' },
    });
    await linked(p, c);
    for (const url of reads(c.user.id)) expect((await get(p.cookie, url)).statusCode, url).toBe(200);
    const sessions = (await get(p.cookie, '/api/parent/children-study-sessions')).json();
    expect(sessions).toEqual([expect.objectContaining({ childId: c.user.id, subject: 'Science' })]);
    await expectNothingVisible(other, c);
  });
});
