// Runs every feature's authorization rows (test/authorization-rows.ts) and checks that every
// /api call the app registers has one.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthzContext,
  createAuthzContext,
  makeAuthzChild,
  makeAuthzUser,
  methodOf,
  ROLES,
} from '#server/test/authorization.ts';
import { AUTHZ_ROWS } from '#server/test/authorization-rows.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

const rows = AUTHZ_ROWS;

let t: TestApp;
let ctx: AuthzContext;

beforeAll(async () => {
  t = await createTestApp({ config: { demoMode: false } });
  ctx = await createAuthzContext(t);
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
        if (row.freshUser && role !== 'guest') cookie = (await makeAuthzUser(t, role)).cookie;
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
        const child = await makeAuthzChild(t, ctx);
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
