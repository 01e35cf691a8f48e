// Runs every feature's authorization rows (see test/authorization.ts) and checks that every
// /api call the app registers has one.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { createUser } from './db/factories';
import { familyLinks, users } from './db/schema';
import { accountsAuthzRows } from './features/accounts/test/accounts.authz';
import { adminAuthzRows } from './features/admin/test/admin.authz';
import { articlesAuthzRows } from './features/articles/test/articles.authz';
import { consentAuthzRows } from './features/consent/test/consent.authz';
import { contactAuthzRows } from './features/contact/test/contact.authz';
import { familyAuthzRows } from './features/family/test/family.authz';
import { parentControlsAuthzRows } from './features/family/test/parent-controls.authz';
import { gamesAuthzRows } from './features/games/test/games.authz';
import { reviewsAuthzRows } from './features/reviews/test/reviews.authz';
import { storeAuthzRows } from './features/store/test/store.authz';
import { studyAuthzRows } from './features/study/test/study.authz';
import { testimonialsAuthzRows } from './features/testimonials/test/testimonials.authz';
import { tutorsAuthzRows } from './features/tutors/test/tutors.authz';
import {
  type AuthzChild,
  type AuthzContext,
  type AuthzRow,
  type AuthzUsers,
  type ExtraUser,
  methodOf,
  ROLES,
  type Role,
} from './test/authorization';
import { createFamilyLink } from './test/factories';
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

/**
 * A child of 8 added by the table's linked parent, then given what a climb before the rule gave
 * it (a parent's account type, a verified address of its own), signed in.
 */
async function makeChild(): Promise<AuthzChild> {
  const username = uniqueUsername('child');
  const added = await t.inject({
    method: 'POST',
    url: '/api/parent/children',
    headers: { cookie: ctx.cookieOf('linkedParent') },
    payload: {
      name: 'Climbing Kid',
      username,
      password: 'green tractor 7',
      birthYear: t.clock.now().getUTCFullYear() - 8,
    },
  });
  const childId = added.json<User>().id;
  await t.database.db
    .update(users)
    .set({ userType: 'parent', email: `${username}@example.com`, isEmailVerified: true })
    .where(eq(users.id, childId));
  const cookie = await t.login(username, 'green tractor 7');
  const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  const [link] = await t.database.db
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(eq(familyLinks.childId, childId));
  if (!link) throw new Error('the added child has no link');
  return { user: me.json<User>(), cookie, linkId: link.id };
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

  // Every guard runs before the body is read and the input validated (DESIGN section 4): a
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

    if (row.asChild) {
      const asChild = row.asChild;
      it(`as a child under 13 answers ${asChild.status}`, async () => {
        const child = await makeChild();
        const request = await (asChild.request ? asChild.request(ctx, child) : row.request(ctx, 'student'));
        const res = await t.inject({
          method: methodOf(row.call),
          url: request.url,
          ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
          headers: { cookie: child.cookie, ...request.headers },
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(asChild.status);
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
