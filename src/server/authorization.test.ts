// Runs every feature's authorization rows (see test/authorization.ts) and checks that every
// /api call the app registers has one.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { accountsAuthzRows } from './features/accounts/accounts.authz';
import { adminAuthzRows } from './features/admin/admin.authz';
import { articlesAuthzRows } from './features/articles/articles.authz';
import { consentAuthzRows } from './features/consent/consent.authz';
import { contactAuthzRows } from './features/contact/contact.authz';
import { familyAuthzRows } from './features/family/family.authz';
import { parentControlsAuthzRows } from './features/family/parent-controls.authz';
import { gamesAuthzRows } from './features/games/games.authz';
import { reviewsAuthzRows } from './features/reviews/reviews.authz';
import { storeAuthzRows } from './features/store/store.authz';
import { studyAuthzRows } from './features/study/study.authz';
import { testimonialsAuthzRows } from './features/testimonials/testimonials.authz';
import { tutorsAuthzRows } from './features/tutors/tutors.authz';
import {
  type AuthzContext,
  type AuthzRow,
  type AuthzUsers,
  type ExtraUser,
  methodOf,
  ROLES,
  type Role,
} from './test/authorization';
import { createFamilyLink, createUser } from './test/factories';
import { createTestApp, type TestApp, uniqueUsername } from './test/test-app';

const rows: AuthzRow[] = [
  ...accountsAuthzRows,
  ...gamesAuthzRows,
  ...storeAuthzRows,
  ...tutorsAuthzRows,
  ...reviewsAuthzRows,
  ...articlesAuthzRows,
  ...testimonialsAuthzRows,
  ...contactAuthzRows,
  ...studyAuthzRows,
  ...familyAuthzRows,
  ...parentControlsAuthzRows,
  ...consentAuthzRows,
  ...adminAuthzRows,
];

let t: TestApp;
let ctx: AuthzContext;

async function makeUser(kind: Role | ExtraUser): Promise<{ user: User; cookie: string }> {
  const row = await createUser(t.database.db, {
    username: uniqueUsername(kind),
    isEmailVerified: true,
    userType: kind === 'parent' || kind.endsWith('Parent') ? 'parent' : 'student',
    isAdmin: kind === 'admin',
  });
  const cookie = await t.login(row.username, 'password123');
  const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  return { user: me.json<User>(), cookie };
}

beforeAll(async () => {
  t = await createTestApp({ config: { demoMode: false } });
  const made = {
    student: await makeUser('student'),
    parent: await makeUser('parent'),
    admin: await makeUser('admin'),
    other: await makeUser('other'),
    linkedParent: await makeUser('linkedParent'),
    unlinkedParent: await makeUser('unlinkedParent'),
  };
  await createFamilyLink(t.database.db, {
    parentId: made.linkedParent.user.id,
    childId: made.student.user.id,
    status: 'accepted',
  });
  const users: AuthzUsers = {
    student: made.student.user,
    parent: made.parent.user,
    admin: made.admin.user,
    other: made.other.user,
    linkedParent: made.linkedParent.user,
    unlinkedParent: made.unlinkedParent.user,
  };
  ctx = {
    t,
    users,
    cookieOf: (role) => (role === 'guest' ? '' : made[role].cookie),
  };
});
afterAll(async () => {
  await t.close();
});

describe('the authorization table', () => {
  it('has a row for every /api call', () => {
    const calls = new Set(rows.map((r) => r.call));
    const missing = t.app.routeList.filter((r) => r.split(' ')[1]?.startsWith('/api') && !calls.has(r));
    expect(missing, 'calls without a row in the authorization table').toEqual([]);
    const unknown = [...calls].filter((c) => !t.app.routeList.includes(c));
    expect(unknown, 'rows for calls that do not exist').toEqual([]);
  });

  // Every guard runs before the body is read and the input validated (docs/rules.md#api-rules): a
  // guest learns to log in, whatever they sent. Generated from the table's guarded rows.
  const guarded = rows.filter((row) => row.expect.guest === 401 && !row.guestSignsInWithBody);
  describe.each(guarded.map((row) => [row.call, row] as const))('%s as a guest', (_call, row) => {
    const method = methodOf(row.call);
    const hostileBodies = method === 'GET' ? [] : ['{"not json', `${'['.repeat(40)}${']'.repeat(40)}`, '[]'];
    it('answers 401 to a malformed body and to an id that is no id', async () => {
      const request = await row.request(ctx, 'guest');
      for (const payload of hostileBodies) {
        const res = await t.inject({
          method,
          url: request.url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${row.call} with ${payload.slice(0, 12)}: ${res.body.slice(0, 200)}`).toBe(
          401,
        );
      }
      const badIds = request.url.replace(/\/\d+(?=\/|\?|$)/g, '/0x10');
      const res = await t.inject({ method, url: badIds });
      expect(res.statusCode, `${row.call} at ${badIds}: ${res.body.slice(0, 200)}`).toBe(401);
    });
  });

  describe.each(rows.map((row) => [row.call, row] as const))('%s', (_call, row) => {
    it.each(ROLES.map((role) => [role, row.expect[role]] as const))(
      'as %s answers %i',
      async (role, status) => {
        let cookie = ctx.cookieOf(role);
        if (row.freshUser && role !== 'guest') cookie = (await makeUser(role)).cookie;
        const request = await row.request(ctx, role);
        const res = await t.inject({
          method: methodOf(row.call),
          url: request.url,
          ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
          headers: { ...(cookie ? { cookie } : {}), ...request.headers },
        });
        expect(res.statusCode, `${row.call} as ${role}: ${res.body.slice(0, 300)}`).toBe(status);
      },
    );

    if (row.otherUsersResource) {
      const other = row.otherUsersResource;
      it(`on another user's resource answers ${other.status}`, async () => {
        const request = await other.request(ctx);
        const res = await t.inject({
          method: methodOf(row.call),
          url: request.url,
          ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
          headers: { cookie: ctx.cookieOf('student'), ...request.headers },
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(other.status);
      });
    }

    if (row.aboutChild) {
      const about = row.aboutChild;
      it.each(['linkedParent', 'unlinkedParent'] as const)('about a child, as %s', async (who) => {
        const request = await about.request(ctx);
        const res = await t.inject({
          method: methodOf(row.call),
          url: request.url,
          ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
          headers: { cookie: ctx.cookieOf(who), ...request.headers },
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(about[who]);
      });
    }
  });
});
