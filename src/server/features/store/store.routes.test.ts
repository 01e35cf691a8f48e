import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchandise, PurchaseResult } from '#contract/store.ts';
import { idempotencyKeys, merchandise, purchases } from '#server/db/schema/index.ts';
import { ledgerSum, usersOutOfBalance } from '#server/features/accounts/points.service.ts';
import { postgresErrorCode } from '#server/lib/db-errors.ts';
import { createMathChallengeGame, createMerchandise, grantPoints } from '#server/test/factories.ts';
import { pointsOf as readPoints, stockOf as readStock } from '#server/test/store-reads.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { IN_PROGRESS as PURCHASE_IN_PROGRESS, requestHashOf, rowKeyOf } from './idempotency.ts';
import { takeFromStock } from './store.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T08:00:00.000Z' });
  await createMathChallengeGame(t.database.db);
});
afterAll(async () => {
  await t.close();
});

function buy(
  cookie: string,
  merchandiseId: unknown,
  headers: Record<string, string> = {},
  paymentType = 'points',
) {
  return t.inject({
    method: 'POST',
    url: '/api/merchandise/purchase',
    headers: { cookie, ...headers },
    payload: { merchandiseId, paymentType },
  });
}

const pointsOf = (cookie: string) => readPoints(t, cookie);
const stockOf = (id: number) => readStock(t, id);

async function richUser(points: number) {
  const signed = await t.signUp();
  if (points > 0) await grantPoints(t.database.db, signed.user.id, points);
  return signed;
}

describe('GET /api/merchandise', () => {
  it('lists active, not deleted items with the spec types, cached and invalidated by a purchase', async () => {
    const item = await createMerchandise(t.database.db, {
      name: 'Shiny Sticker',
      pointsCost: 40,
      inventory: 7,
    });
    const inactive = await createMerchandise(t.database.db, { isActive: false });
    const deleted = await createMerchandise(t.database.db, { isDeleted: true });
    const res = await t.inject({ method: 'GET', url: '/api/merchandise' });
    expect(res.statusCode).toBe(200);
    const list = res.json<Merchandise[]>();
    const ids = list.map((m) => m.id);
    expect(ids).toContain(item.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(deleted.id);
    expect(list.find((m) => m.id === item.id)).toEqual({
      id: item.id,
      name: 'Shiny Sticker',
      description: item.description,
      imageUrl: item.imageUrl,
      pointsCost: 40,
      priceDollars: '9.99',
      inventory: 7,
      isActive: true,
      averageRating: 0,
      reviewCount: 0,
      digital: true,
      lang: { name: 'en', description: 'en' },
    });
    expect(res.headers.etag).toBeDefined();

    const { cookie } = await richUser(100);
    expect((await buy(cookie, item.id)).statusCode).toBe(200);
    const after = await t.inject({ method: 'GET', url: '/api/merchandise' });
    expect(after.json<Merchandise[]>().find((m) => m.id === item.id)?.inventory).toBe(6);
  });

  it('answers a page with limit and offset, counting only the shown items; the whole list without a limit', async () => {
    await createMerchandise(t.database.db, { name: 'Paged Pencil' });
    await createMerchandise(t.database.db, { isActive: false });
    // Written straight to the database, past the service that would clear the kept lists.
    await t.app.ctx.catalogCache.invalidate('merchandise');
    const whole = await t.inject({ method: 'GET', url: '/api/merchandise' });
    expect(whole.headers['x-total-count']).toBeUndefined();
    const shown = whole.json<Merchandise[]>().map((m) => m.id);
    expect(shown.length).toBeGreaterThanOrEqual(2);

    const page = await t.inject({ method: 'GET', url: '/api/merchandise?limit=1&offset=1' });
    expect(page.statusCode).toBe(200);
    expect(page.json<Merchandise[]>().map((m) => m.id)).toEqual([shown[1]]);
    expect(page.headers['x-total-count']).toBe(String(shown.length));
  });
});

describe('POST /api/merchandise/purchase', () => {
  it('buys one item with points: one inventory entry keeping the item as bought, balance and stock down', async () => {
    const item = await createMerchandise(t.database.db, { name: 'Plush Fox', pointsCost: 120, inventory: 3 });
    const { user, cookie } = await richUser(200);
    const res = await buy(cookie, item.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PurchaseResult>();
    expect(body).toMatchObject({
      merchandiseId: item.id,
      merchandise: { name: 'Plush Fox', description: item.description, imageUrl: item.imageUrl },
      paymentType: 'points',
      pointsUsed: 120,
      amountPaid: '0.00',
      points: 80,
      purchaseDate: t.clock.now().toISOString(),
    });
    expect(await pointsOf(cookie)).toBe(80);
    expect(await stockOf(item.id)).toBe(2);
    expect(await ledgerSum(t.database.db, user.id)).toBe(80);

    // The entry keeps what was bought when the item changes later.
    await t.database.db
      .update(merchandise)
      .set({ name: 'Renamed', isDeleted: true })
      .where(eq(merchandise.id, item.id));
    const [entry] = await t.database.db.select().from(purchases).where(eq(purchases.id, body.id));
    expect(entry).toMatchObject({ itemName: 'Plush Fox', userId: user.id, pointsUsed: 120 });
  });

  it('answers in the order of docs/rules.md#rules-the-product-leaves-open', async () => {
    const soldOut = await createMerchandise(t.database.db, { pointsCost: 50, inventory: 0 });
    const pricey = await createMerchandise(t.database.db, { pointsCost: 5000, inventory: 5 });
    const inactive = await createMerchandise(t.database.db, { isActive: false, inventory: 5 });
    const { cookie } = await richUser(100);

    // 401 for a guest, even with a malformed body.
    const guest = await t.inject({
      method: 'POST',
      url: '/api/merchandise/purchase',
      payload: { merchandiseId: 'x' },
    });
    expect(guest.statusCode).toBe(401);
    // 400 for a malformed body, even when paying with money.
    const malformed = await buy(cookie, 'abc', {}, 'money');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues[0].path).toBe('merchandiseId');
    const noBody = await t.inject({ method: 'POST', url: '/api/merchandise/purchase', headers: { cookie } });
    expect(noBody.statusCode).toBe(400);
    // 400 "Payment not available" for anything but points, even for a sold-out or unknown item.
    for (const paymentType of ['money', 'card', 'POINTS']) {
      const money = await buy(cookie, soldOut.id, {}, paymentType);
      expect(money.statusCode).toBe(400);
      expect(money.json()).toMatchObject({ message: 'Payment not available', code: 'payment_not_available' });
    }
    // 400 for an unknown or inactive item.
    expect((await buy(cookie, 999_999)).statusCode).toBe(400);
    expect((await buy(cookie, inactive.id)).statusCode).toBe(400);
    // 409 when sold out, before "Not enough points".
    const poorCookie = (await richUser(0)).cookie;
    const out = await buy(poorCookie, soldOut.id);
    expect(out.statusCode).toBe(409);
    expect(out.json().code).toBe('sold_out');
    // 400 "Not enough points"; nothing changes.
    const poor = await buy(cookie, pricey.id);
    expect(poor.statusCode).toBe(400);
    expect(poor.json()).toMatchObject({ message: 'Not enough points', code: 'not_enough_points' });
    expect(await stockOf(pricey.id)).toBe(5);
    expect(await pointsOf(cookie)).toBe(100);
  });

  it('never overspends or oversells under concurrent purchases', async () => {
    const few = await createMerchandise(t.database.db, { pointsCost: 100, inventory: 3 });
    const buyer = await richUser(1000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => buy(buyer.cookie, few.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(await stockOf(few.id)).toBe(0);
    expect(await pointsOf(buyer.cookie)).toBe(700);

    const many = await createMerchandise(t.database.db, { pointsCost: 100, inventory: 50 });
    const small = await richUser(250);
    const spent = await Promise.all(Array.from({ length: 6 }, () => buy(small.cookie, many.id)));
    expect(spent.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(spent.filter((a) => a.json().message === 'Not enough points')).toHaveLength(4);
    expect(await pointsOf(small.cookie)).toBe(50);
    expect(await stockOf(many.id)).toBe(48);
    expect(await usersOutOfBalance(t.database.db)).toEqual([]);
  });

  it('honours an Idempotency-Key for 24 hours: a repeat gets the first answer and spends nothing', async () => {
    const item = await createMerchandise(t.database.db, { pointsCost: 30, inventory: 10 });
    const { user, cookie } = await richUser(100);
    const key = { 'idempotency-key': 'buy-once-123' };
    const first = await buy(cookie, item.id, key);
    expect(first.statusCode).toBe(200);
    const repeats = await Promise.all([buy(cookie, item.id, key), buy(cookie, item.id, key)]);
    for (const again of repeats) {
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
    }
    expect(await pointsOf(cookie)).toBe(70);
    expect(await stockOf(item.id)).toBe(9);

    // Another user's same key is their own.
    const other = await richUser(100);
    expect((await buy(other.cookie, item.id, key)).json<PurchaseResult>().points).toBe(70);

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const later = await buy(cookie, item.id, key);
    expect(later.json<PurchaseResult>().points).toBe(40);
    expect(await ledgerSum(t.database.db, user.id)).toBe(40);

    // Concurrent first uses of one key spend once.
    const fresh = { 'idempotency-key': 'at-once' };
    const together = await Promise.all(Array.from({ length: 4 }, () => buy(cookie, item.id, fresh)));
    expect(together.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(together.map((a) => a.json<PurchaseResult>().id)).size).toBe(1);
    expect(await pointsOf(cookie)).toBe(10);

    const bad = await buy(cookie, item.id, { 'idempotency-key': 'k'.repeat(201) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/merchandise/purchase with an Idempotency-Key', () => {
  it('keeps keys per user: the same key from two users is two purchases, a repeat spends nothing', async () => {
    const item = await createMerchandise(t.database.db, { pointsCost: 25, inventory: 10 });
    const key = { 'idempotency-key': 'shared-key-1' };
    const ann = await richUser(100);
    const bob = await richUser(60);
    const first = await buy(ann.cookie, item.id, key);
    const second = await buy(bob.cookie, item.id, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json<PurchaseResult>().id).not.toBe(first.json<PurchaseResult>().id);
    expect(second.json<PurchaseResult>().points).toBe(35);

    const again = await buy(bob.cookie, item.id, key);
    expect(again.json()).toEqual(second.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await pointsOf(ann.cookie)).toBe(75);
    expect(await pointsOf(bob.cookie)).toBe(35);
    expect(await stockOf(item.id)).toBe(8);
    const bought = await t.database.db
      .select({ userId: purchases.userId })
      .from(purchases)
      .where(eq(purchases.merchandiseId, item.id));
    expect(bought.map((p) => p.userId).sort()).toEqual([ann.user.id, bob.user.id].sort());
  });

  it('answers 409 to a repeat whose first purchase has no answer yet, and neither buys nor writes', async () => {
    const item = await createMerchandise(t.database.db, { pointsCost: 20, inventory: 5 });
    const { user, cookie } = await richUser(100);
    // The row a first request holds while it runs (or one it left unfinished).
    const unfinished = {
      userId: user.id,
      key: rowKeyOf('purchase', 'still-going'),
      requestHash: requestHashOf({ merchandiseId: item.id, paymentType: 'points' }),
      statusCode: 0,
      response: {},
    };
    await t.database.db.insert(idempotencyKeys).values({ ...unfinished, createdAt: t.clock.now() });

    const repeat = await buy(cookie, item.id, { 'idempotency-key': 'still-going' });
    expect(repeat.statusCode, repeat.body).toBe(409);
    expect(repeat.json().message).toBe(PURCHASE_IN_PROGRESS);
    expect(await pointsOf(cookie)).toBe(100);
    expect(await stockOf(item.id)).toBe(5);
    const [row] = await t.database.db
      .select({ statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, unfinished.key)));
    expect(row).toEqual({ statusCode: 0, response: {} });

    // Another user's key of the same name is not in the way.
    const other = await richUser(100);
    expect((await buy(other.cookie, item.id, { 'idempotency-key': 'still-going' })).statusCode).toBe(200);
  });
});

describe('the points ledger', () => {
  it('always sums to the balance after a series of scores and purchases', async () => {
    const { user, cookie } = await t.signUp();
    const item = await createMerchandise(t.database.db, { pointsCost: 70, inventory: 100 });
    for (let i = 0; i < 4; i++) {
      const p = await t.inject({ method: 'POST', url: '/api/games/1/plays', headers: { cookie } });
      t.clock.advance(61_000);
      const score = await t.inject({
        method: 'POST',
        url: '/api/games/scores',
        headers: { cookie },
        payload: {
          playId: p.json().playId,
          gameId: 1,
          difficulty: 'medium',
          score: 40 + i * 10,
          correctAnswers: 4 + i,
          totalQuestions: 10,
          timeSpent: 60,
        },
      });
      expect(score.statusCode, score.body).toBe(201);
      await buy(cookie, item.id);
      expect(await ledgerSum(t.database.db, user.id)).toBe(await pointsOf(cookie));
    }
    // (80 + 100 + 120 + 140) earned, 70 spent four times.
    expect(await pointsOf(cookie)).toBe(440 - 280);
    expect(await usersOutOfBalance(t.database.db)).toEqual([]);
  });
});

describe('the merchandise_inventory_not_negative CHECK constraint', () => {
  it('refuses negative stock written directly; the store never tries to write it', async () => {
    const item = await createMerchandise(t.database.db, { inventory: 2 });
    const refused = await t.database.db
      .update(merchandise)
      .set({ inventory: sql`${merchandise.inventory} - 3` })
      .where(eq(merchandise.id, item.id))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(postgresErrorCode(refused)).toBe('23514');
    expect(refused).toMatchObject({ cause: { constraint: 'merchandise_inventory_not_negative' } });
    expect(await takeFromStock(t.database.db, item.id, 3)).toBe(false);
    expect(await stockOf(item.id)).toBe(2);
  });
});
