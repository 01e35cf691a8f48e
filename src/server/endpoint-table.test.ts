// The contract's table of endpoints and the routes the server registers are the same list: a
// route added without an entry, or an entry no route serves, fails here (the web client calls by
// the table, so either would be a call one side does not know).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeName } from '#contract/endpoint.ts';
import { allEndpoints } from '#contract/endpoints.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** The OpenAPI document itself is served beside the API, not described by it. */
const NOT_CALLS = new Set(['GET /api/docs']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the table of endpoints', () => {
  it('names every /api route the server registers, and no other', () => {
    const registered = t.app.routeList.filter(
      (r) => r.split(' ')[1]?.startsWith('/api/') && !NOT_CALLS.has(r),
    );
    const table = allEndpoints.map(routeName);
    expect([...registered].sort()).toEqual([...table].sort());
  });

  it('names each call once', () => {
    const table = allEndpoints.map(routeName);
    expect(table.filter((name, i) => table.indexOf(name) !== i)).toEqual([]);
  });
});
