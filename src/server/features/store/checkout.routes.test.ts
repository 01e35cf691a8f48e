import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, UserPurchase } from '#contract/store.ts';
import { merchandise, purchases } from '#server/db/schema/index.ts';
import { ledgerSum, usersOutOfBalance } from '#server/features/accounts/points.service.ts';
import { createMerchandise, grantPoints } from '#server/test/factories.ts';
import { pointsOf as readPoints, stockOf as readStock } from '#server/test/store-reads.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T08:00:00.000Z' });
});
afterAll(async () => {
  await t.close();
});

interface Line {
  id: unknown;
  type?: string;
  quantity?: unknown;
  price?: string;
  pointsCost?: number;
}

/** A cart line as the browser sends it, with its own (ignored) price and points. */
function line(id: unknown, quantity: unknown = 1, extra: Partial<Line> = {}) {
  return { id, type: 'merchandise', name: 'From the cart', price: '0.01', pointsCost: 1, quantity, ...extra };
}

function checkout(
  cookie: string,
  items: unknown,
  headers: Record<string, string> = {},
  paymentType = 'points',
) {
  return t.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { cookie, ...headers },
    payload: { items, paymentType },
  });
}

const pointsOf = (cookie: string) => readPoints(t, cookie);
const stockOf = (id: number) => readStock(t, id);

async function purchaseCount(userId: number): Promise<number> {
  const rows = await t.database.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.userId, userId));
  return rows.length;
}

async function buyer(points: number) {
  const signed = await t.signUp();
  if (points > 0) await grantPoints(t.database.db, signed.user.id, points);
  return signed;
}

describe('POST /api/checkout', () => {
  it("buys the cart at the database's prices: one inventory entry per unit, balance and stock down", async () => {
    const fox = await createMerchandise(t.database.db, { name: 'Plush Fox', pointsCost: 120, inventory: 5 });
    const pen = await createMerchandise(t.database.db, { name: 'Pen', pointsCost: 15, inventory: 50 });
    const { user, cookie } = await buyer(500);
    const res = await checkout(cookie, [line(fox.id, 2, { pointsCost: 1, price: '0.01' }), line(pen.id, 3)]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CheckoutResult>();
    expect(body.pointsSpent).toBe(2 * 120 + 3 * 15);
    expect(body.points).toBe(500 - 285);
    expect(body.purchases).toHaveLength(5);
    expect(body.purchases.map((p) => p.merchandise.name).sort()).toEqual([
      'Pen',
      'Pen',
      'Pen',
      'Plush Fox',
      'Plush Fox',
    ]);
    expect(body.purchases.every((p) => p.paymentType === 'points' && p.amountPaid === '0.00')).toBe(true);
    expect(await stockOf(fox.id)).toBe(3);
    expect(await stockOf(pen.id)).toBe(47);
    expect(await pointsOf(cookie)).toBe(215);
    expect(await ledgerSum(t.database.db, user.id)).toBe(215);
    expect(await purchaseCount(user.id)).toBe(5);
  });

  it('answers in the order of docs/rules.md#rules-the-product-leaves-open, and a refused checkout changes nothing', async () => {
    const item = await createMerchandise(t.database.db, { pointsCost: 50, inventory: 5 });
    const soldOut = await createMerchandise(t.database.db, { pointsCost: 10, inventory: 0 });
    const inactive = await createMerchandise(t.database.db, { isActive: false });
    const deleted = await createMerchandise(t.database.db, { isDeleted: true });
    const { user, cookie } = await buyer(120);
    const expectRefused = async (
      items: unknown,
      status: number,
      message: string | RegExp,
      paymentType = 'points',
    ) => {
      const res = await checkout(cookie, items, {}, paymentType);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      return res;
    };

    // 401 for a guest, whatever the body.
    const guest = await t.inject({ method: 'POST', url: '/api/checkout', payload: { items: 'x' } });
    expect(guest.statusCode).toBe(401);
    // 400 for a malformed body, even when paying with money.
    const malformed = await expectRefused('not a list', 400, /list/, 'money');
    expect(malformed.json().issues[0].path).toBe('items');
    await expectRefused([{ id: item.id, type: 'merchandise', quantity: 1.5 }], 400, /whole/, 'money');
    await expectRefused(
      [{ id: item.id, type: 'toy', quantity: 1 }],
      400,
      /merchandise or a session/,
      'money',
    );
    const noBody = await t.inject({ method: 'POST', url: '/api/checkout', headers: { cookie } });
    expect(noBody.statusCode).toBe(400);
    // 400 "Payment not available" for money, before the cart's own faults.
    for (const paymentType of ['money', 'card'])
      await expectRefused([line(soldOut.id, 99)], 400, /^Payment not available$/, paymentType);
    // 400 for an empty cart, a session line, a quantity outside 1..20, an unknown or hidden item.
    await expectRefused([], 400, 'Your cart is empty');
    const session = await expectRefused(
      [line(item.id), { ...line(3), type: 'session' }],
      400,
      /booked, not bought/,
    );
    expect(session.json().issues[0].path).toBe('items.1.type');
    for (const quantity of [0, -1, 21])
      await expectRefused([line(item.id, quantity)], 400, 'Quantity must be between 1 and 20');
    for (const id of [999_999, inactive.id, deleted.id]) {
      const res = await expectRefused(
        [line(item.id), line(id)],
        400,
        'This item is not in the store right now.',
      );
      expect(res.json().issues[0].path).toBe('items.1.id');
    }
    // 409 when stock is below a quantity, before "Not enough points" (10 x 50 > 120).
    await expectRefused([line(item.id, 6)], 409, /only 5/);
    await expectRefused([line(item.id, 1), line(soldOut.id, 1)], 409, /sold out/);
    // 400 "Not enough points": 3 x 50 > 120.
    await expectRefused([line(item.id, 3)], 400, /^Not enough points$/);

    expect(await pointsOf(cookie)).toBe(120);
    expect(await stockOf(item.id)).toBe(5);
    expect(await purchaseCount(user.id)).toBe(0);
    expect(await ledgerSum(t.database.db, user.id)).toBe(120);
  });

  it('adds up lines of the same item against its stock', async () => {
    const item = await createMerchandise(t.database.db, { pointsCost: 1, inventory: 15 });
    const { cookie } = await buyer(100);
    const res = await checkout(cookie, [line(item.id, 10), line(item.id, 6)]);
    expect(res.statusCode, res.body).toBe(409);
    expect(await stockOf(item.id)).toBe(15);
    expect((await checkout(cookie, [line(item.id, 10), line(item.id, 5)])).statusCode).toBe(200);
    expect(await stockOf(item.id)).toBe(0);
  });

  it('holds the limit of 20 per item over all its lines, not per line', async () => {
    const item = await createMerchandise(t.database.db, { pointsCost: 1, inventory: 5000 });
    const other = await createMerchandise(t.database.db, { pointsCost: 1, inventory: 5000 });
    const { user, cookie } = await buyer(5000);
    // 100 lines of 20 once bought 2,000 units of one item.
    for (const items of [
      Array.from({ length: 100 }, () => line(item.id, 20)),
      [line(item.id, 20), line(item.id, 1)],
    ]) {
      const res = await checkout(cookie, items);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([
        {
          path: 'items.1.quantity',
          message: 'You can buy at most 20 of one item in one order. Please lower its quantity.',
        },
      ]);
    }
    expect(await stockOf(item.id)).toBe(5000);
    expect(await purchaseCount(user.id)).toBe(0);
    // 20 of each of two items is fine, over as many lines as the cart has.
    const fine = await checkout(cookie, [line(item.id, 12), line(other.id, 20), line(item.id, 8)]);
    expect(fine.statusCode, fine.body).toBe(200);
    expect(await purchaseCount(user.id)).toBe(40);
  });

  it('honours an Idempotency-Key: a repeat gets the first answer and spends nothing', async () => {
    const item = await createMerchandise(t.database.db, { pointsCost: 30, inventory: 10 });
    const { user, cookie } = await buyer(100);
    const key = { 'idempotency-key': 'checkout-once' };
    const together = await Promise.all(
      Array.from({ length: 3 }, () => checkout(cookie, [line(item.id, 2)], key)),
    );
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(together.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    const first = together[0]?.json<CheckoutResult>();
    for (const again of together) expect(again.json()).toEqual(first);
    expect(await pointsOf(cookie)).toBe(40);
    expect(await stockOf(item.id)).toBe(8);
    expect(await purchaseCount(user.id)).toBe(2);

    // A refused checkout is not remembered: the same key runs again once it can succeed.
    const refusedKey = { 'idempotency-key': 'too-poor-first' };
    expect((await checkout(cookie, [line(item.id, 2)], refusedKey)).statusCode).toBe(400);
    await grantPoints(t.database.db, user.id, 20);
    const retried = await checkout(cookie, [line(item.id, 2)], refusedKey);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await pointsOf(cookie)).toBe(0);

    // A purchase's key is not a checkout's.
    const purchase = await t.inject({
      method: 'POST',
      url: '/api/merchandise/purchase',
      headers: { cookie, 'idempotency-key': 'checkout-once' },
      payload: { merchandiseId: item.id, paymentType: 'points' },
    });
    expect(purchase.json().message).toBe('Not enough points');

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await grantPoints(t.database.db, user.id, 60);
    const later = await checkout(cookie, [line(item.id, 2)], key);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json<CheckoutResult>().points).toBe(0);
    expect(await ledgerSum(t.database.db, user.id)).toBe(0);
  });

  it('refuses a key reused with another request with 422, and still replays it with the same one', async () => {
    const item = await createMerchandise(t.database.db, { pointsCost: 10, inventory: 10 });
    const { user, cookie } = await buyer(100);
    const key = { 'idempotency-key': 'one-cart' };
    const first = await checkout(cookie, [line(item.id, 1)], key);
    expect(first.statusCode, first.body).toBe(200);
    // Another cart under the same key once got the first cart's answer, silently.
    const other = await checkout(cookie, [line(item.id, 3)], key);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toEqual({ message: 'This key was used for a different request' });
    // The same request, however the browser dressed its lines, is the same: it replays.
    const again = await checkout(cookie, [line(item.id, 1, { price: '9.99', pointsCost: 7 })], key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const purchase = (merchandiseId: number) =>
      t.inject({
        method: 'POST',
        url: '/api/merchandise/purchase',
        headers: { cookie, 'idempotency-key': 'one-prize' },
        payload: { merchandiseId, paymentType: 'points' },
      });
    expect((await purchase(item.id)).statusCode).toBe(200);
    const second = await createMerchandise(t.database.db, { pointsCost: 10, inventory: 10 });
    expect((await purchase(second.id)).statusCode).toBe(422);
    expect(await pointsOf(cookie)).toBe(80);
    expect(await stockOf(item.id)).toBe(8);
    expect(await stockOf(second.id)).toBe(10);
    expect(await purchaseCount(user.id)).toBe(2);
  });

  it('never lets concurrent checkouts overspend: exactly the affordable number succeed', async () => {
    // 50 checkouts at once over two items; the balance pays for exactly 5 of them.
    const a = await createMerchandise(t.database.db, { pointsCost: 40, inventory: 1000 });
    const b = await createMerchandise(t.database.db, { pointsCost: 20, inventory: 1000 });
    const { user, cookie } = await buyer(400);
    const carts = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? [line(a.id, 2)] : [line(b.id, 4)]));
    const answers = await Promise.all(carts.map((items) => checkout(cookie, items)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    expect(answers.filter((r) => r.json().message === 'Not enough points')).toHaveLength(45);
    expect(await pointsOf(cookie)).toBe(0);
    expect(await ledgerSum(t.database.db, user.id)).toBe(0);
    const unitsA = ok.filter((r) => r.json<CheckoutResult>().purchases[0]?.merchandiseId === a.id).length * 2;
    const unitsB = ok.filter((r) => r.json<CheckoutResult>().purchases[0]?.merchandiseId === b.id).length * 4;
    expect(await stockOf(a.id)).toBe(1000 - unitsA);
    expect(await stockOf(b.id)).toBe(1000 - unitsB);
    expect(await purchaseCount(user.id)).toBe(unitsA + unitsB);
    expect(await usersOutOfBalance(t.database.db)).toEqual([]);
  });

  it('never deadlocks concurrent keyed checkouts of one user, free items included', async () => {
    // On PostgreSQL (DATABASE_URL) these run side by side; a balance locked after the items, and
    // more strongly than the key rows' foreign keys allow, once made 9 of 10 a deadlock (500).
    const free = await createMerchandise(t.database.db, { pointsCost: 0, inventory: 1000 });
    const priced = await createMerchandise(t.database.db, { pointsCost: 1, inventory: 1000 });
    const { user, cookie } = await buyer(100);
    const carts = [
      ...Array.from({ length: 10 }, () => [line(free.id)]),
      ...Array.from({ length: 5 }, () => [line(priced.id), line(free.id)]),
    ];
    const answers = await Promise.all(
      carts.map((items, i) => checkout(cookie, items, { 'idempotency-key': `free-${user.id}-${i}` })),
    );
    expect(answers.map((r) => `${r.statusCode} ${r.statusCode === 200 ? '' : r.body}`)).toEqual(
      carts.map(() => '200 '),
    );
    expect(await stockOf(free.id)).toBe(1000 - 15);
    expect(await pointsOf(cookie)).toBe(95);
    expect(await usersOutOfBalance(t.database.db)).toEqual([]);
  });

  it('sells the last unit to exactly one of two racing users', async () => {
    for (let round = 0; round < 5; round++) {
      const last = await createMerchandise(t.database.db, { pointsCost: 10, inventory: 1 });
      const ann = await buyer(10);
      const bob = await buyer(10);
      const answers = await Promise.all([
        checkout(ann.cookie, [line(last.id)]),
        checkout(bob.cookie, [line(last.id)]),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await stockOf(last.id)).toBe(0);
      expect((await pointsOf(ann.cookie)) + (await pointsOf(bob.cookie))).toBe(10);
    }
  });

  it('invalidates the cached merchandise list: the new stock shows at once', async () => {
    const item = await createMerchandise(t.database.db, { pointsCost: 5, inventory: 9 });
    const { cookie } = await buyer(50);
    const before = await t.inject({ method: 'GET', url: '/api/merchandise' });
    expect(before.json<{ id: number; inventory: number }[]>().find((m) => m.id === item.id)?.inventory).toBe(
      9,
    );
    expect((await checkout(cookie, [line(item.id, 4)])).statusCode).toBe(200);
    const after = await t.inject({ method: 'GET', url: '/api/merchandise' });
    expect(after.json<{ id: number; inventory: number }[]>().find((m) => m.id === item.id)?.inventory).toBe(
      5,
    );
  });
});

describe('POST /api/checkout with the total the buyer saw', () => {
  function checkoutSeen(cookie: string, items: unknown, expectedPoints: unknown) {
    return t.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie },
      payload: { items, paymentType: 'points', expectedPoints },
    });
  }

  it('buys when the total is the one the buyer saw', async () => {
    const item = await createMerchandise(t.database.db, { pointsCost: 100, inventory: 5 });
    const { cookie } = await buyer(300);
    const res = await checkoutSeen(cookie, [line(item.id, 2)], 200);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckoutResult>().pointsSpent).toBe(200);
  });

  it('refuses with 409 and the new total when an admin changed the price, spending nothing', async () => {
    const item = await createMerchandise(t.database.db, { pointsCost: 100, inventory: 5 });
    const { user, cookie } = await buyer(500);
    // The child opened the cart at 100 points; then the admin raised the price to 150.
    await t.database.db.update(merchandise).set({ pointsCost: 150 }).where(eq(merchandise.id, item.id));
    const res = await checkoutSeen(cookie, [line(item.id, 1)], 100);
    expect(res.statusCode).toBe(409);
    const body = res.json<{ message: string; code: string; issues: { path: string; message: string }[] }>();
    expect(body.code).toBe('total_changed');
    expect(body.message).toContain('the total is now 150 points');
    expect(body.issues).toEqual([{ path: 'expectedPoints', message: 'The total is now 150 points' }]);
    expect(await pointsOf(cookie)).toBe(500);
    expect(await stockOf(item.id)).toBe(5);
    expect(await purchaseCount(user.id)).toBe(0);
  });

  it('refuses a total the buyer saw that is not a whole number of points with 400', async () => {
    const item = await createMerchandise(t.database.db, { pointsCost: 10, inventory: 5 });
    const { cookie } = await buyer(50);
    const res = await checkoutSeen(cookie, [line(item.id, 1)], 'ten');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('expectedPoints');
    expect(await pointsOf(cookie)).toBe(50);
  });
});

describe('GET /api/users/merchandise', () => {
  it("is the user's own inventory, newest first, keeping the item as bought", async () => {
    const cap = await createMerchandise(t.database.db, { name: 'Sun Cap', pointsCost: 10, inventory: 9 });
    const { cookie } = await buyer(100);
    const other = await buyer(100);
    await checkout(other.cookie, [line(cap.id)]);
    await checkout(cookie, [line(cap.id)]);
    t.clock.advance(60_000);
    await t.inject({
      method: 'POST',
      url: '/api/merchandise/purchase',
      headers: { cookie },
      payload: { merchandiseId: cap.id, paymentType: 'points' },
    });
    await t.database.db
      .update(merchandise)
      .set({ name: 'Renamed', imageUrl: '/x.svg', isActive: false })
      .where(eq(merchandise.id, cap.id));

    const res = await t.inject({ method: 'GET', url: '/api/users/merchandise', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const list = res.json<UserPurchase[]>();
    expect(list).toHaveLength(2);
    expect((list[0]?.purchaseDate ?? '') > (list[1]?.purchaseDate ?? '')).toBe(true);
    expect(
      list.every((p) => p.merchandise.name === 'Sun Cap' && p.merchandise.imageUrl === cap.imageUrl),
    ).toBe(true);
    expect(list[0]).toMatchObject({
      merchandiseId: cap.id,
      pointsUsed: 10,
      amountPaid: '0.00',
      paymentType: 'points',
    });

    const page = await t.inject({
      method: 'GET',
      url: '/api/users/merchandise?limit=1',
      headers: { cookie },
    });
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('2');
    expect((await t.inject({ method: 'GET', url: '/api/users/merchandise' })).statusCode).toBe(401);
  });
});
