import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavingsGoal } from '#contract/store.ts';
import { merchandise } from '#server/db/schema/index.ts';
import { createMerchandise } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T08:00:00.000Z' });
});
afterAll(async () => {
  await t.close();
});

describe('PUT, GET and DELETE /api/users/goal', () => {
  const goal = (cookie: string, method: 'GET' | 'PUT' | 'DELETE', payload?: Record<string, unknown>) =>
    t.inject({ method, url: '/api/users/goal', headers: { cookie }, ...(payload ? { payload } : {}) });

  it('is set, replaced, read and cleared; null without one', async () => {
    const bottle = await createMerchandise(t.database.db, { name: 'Sprout Water Bottle', pointsCost: 300 });
    const cap = await createMerchandise(t.database.db, { name: 'Sun Cap', pointsCost: 80 });
    const { cookie } = await t.signUp();
    const none = await goal(cookie, 'GET');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    const set = await goal(cookie, 'PUT', { merchandiseId: bottle.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<SavingsGoal>()).toEqual({
      merchandiseId: bottle.id,
      setAt: t.clock.now().toISOString(),
      status: 'available',
      item: {
        name: 'Sprout Water Bottle',
        imageUrl: bottle.imageUrl,
        pointsCost: 300,
        priceDollars: '9.99',
        inventory: 50,
      },
    });
    expect((await goal(cookie, 'PUT', { merchandiseId: cap.id })).json<SavingsGoal>().item.name).toBe(
      'Sun Cap',
    );
    expect((await goal(cookie, 'GET')).json<SavingsGoal>().merchandiseId).toBe(cap.id);
    expect((await goal(cookie, 'DELETE')).json()).toEqual({ ok: true });
    expect((await goal(cookie, 'GET')).json()).toBeNull();
    expect((await goal(cookie, 'DELETE')).statusCode).toBe(200);
  });

  it('says when its item is sold out or hidden instead of vanishing', async () => {
    const item = await createMerchandise(t.database.db, { inventory: 1 });
    const { cookie } = await t.signUp();
    await goal(cookie, 'PUT', { merchandiseId: item.id });
    await t.database.db.update(merchandise).set({ inventory: 0 }).where(eq(merchandise.id, item.id));
    expect((await goal(cookie, 'GET')).json<SavingsGoal>().status).toBe('soldOut');
    await t.database.db.update(merchandise).set({ isActive: false }).where(eq(merchandise.id, item.id));
    expect((await goal(cookie, 'GET')).json<SavingsGoal>()).toMatchObject({
      status: 'unavailable',
      item: { name: item.name },
    });
  });

  it('refuses a bad body (400), an item not in the store (404), a sold-out one (409), a guest (401)', async () => {
    const soldOut = await createMerchandise(t.database.db, { inventory: 0 });
    const inactive = await createMerchandise(t.database.db, { isActive: false });
    const { cookie } = await t.signUp();
    expect((await goal(cookie, 'PUT', { merchandiseId: 'x' })).statusCode).toBe(400);
    expect((await goal(cookie, 'PUT', {})).statusCode).toBe(400);
    expect((await goal(cookie, 'PUT', { merchandiseId: 999_999 })).statusCode).toBe(404);
    expect((await goal(cookie, 'PUT', { merchandiseId: inactive.id })).statusCode).toBe(404);
    const sold = await goal(cookie, 'PUT', { merchandiseId: soldOut.id });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toMatch(/sold out/);
    expect((await goal(cookie, 'GET')).json()).toBeNull();
    for (const method of ['GET', 'PUT', 'DELETE'] as const)
      expect((await goal('', method, { merchandiseId: soldOut.id })).statusCode).toBe(401);
  });
});
