// The only file of the store feature that touches Drizzle. Each function takes the database or
// the caller's transaction.
import { MAX_UNPAGED_ROWS } from '@contract/common';
import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys, merchandise, purchases } from '../../db/schema';

const merchandiseColumns = {
  id: merchandise.id,
  name: merchandise.name,
  description: merchandise.description,
  imageUrl: merchandise.imageUrl,
  pointsCost: merchandise.pointsCost,
  priceDollars: merchandise.priceDollars,
  inventory: merchandise.inventory,
  isActive: merchandise.isActive,
  averageRating: merchandise.averageRating,
  reviewCount: merchandise.reviewCount,
};
export type MerchandiseRow = {
  id: number;
  name: string;
  description: string;
  imageUrl: string | null;
  pointsCost: number;
  priceDollars: string;
  inventory: number;
  isActive: boolean;
  averageRating: string;
  reviewCount: number;
};

const shown = and(eq(merchandise.isActive, true), eq(merchandise.isDeleted, false));

export async function listShownMerchandise(
  db: Executor,
  page?: { limit: number; offset: number },
): Promise<MerchandiseRow[]> {
  const query = db.select(merchandiseColumns).from(merchandise).where(shown).orderBy(asc(merchandise.id));
  return page ? query.limit(page.limit).offset(page.offset) : query.limit(MAX_UNPAGED_ROWS);
}

export async function countShownMerchandise(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(merchandise).where(shown);
  return row?.n ?? 0;
}

/** An item the store sells now (active, not deleted), locked for the purchase's transaction. */
export async function lockShownItem(tx: Executor, id: number) {
  const [row] = await tx
    .select({ ...merchandiseColumns })
    .from(merchandise)
    .where(and(eq(merchandise.id, id), shown))
    .for('update');
  return row;
}

/** Takes `quantity` from stock only if there is that much; answers whether it did. */
export async function takeFromStock(tx: Executor, id: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(merchandise)
    .set({ inventory: sql`${merchandise.inventory} - ${quantity}` })
    .where(and(eq(merchandise.id, id), sql`${merchandise.inventory} >= ${quantity}`))
    .returning({ id: merchandise.id });
  return rows.length > 0;
}

export interface NewPurchase {
  userId: number;
  merchandiseId: number;
  itemName: string;
  itemImageUrl: string | null;
  itemDescription: string;
  paymentType: string;
  pointsUsed: number;
  amountPaid: string;
  purchaseDate: Date;
}

export async function insertPurchase(tx: Executor, purchase: NewPurchase): Promise<number> {
  const [row] = await tx.insert(purchases).values(purchase).returning({ id: purchases.id });
  if (!row) throw new Error('insert into purchases returned no row');
  return row.id;
}

/** The user's purchases, oldest first, for the achievements. */
export async function purchaseHistory(db: Executor, userId: number) {
  return db
    .select({ at: purchases.purchaseDate, pointsUsed: purchases.pointsUsed })
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(asc(purchases.purchaseDate), asc(purchases.id));
}

// ------------------------------------------------------------------ idempotency keys

/** Forgets a key's answer once it is older than `before`. */
export async function deleteExpiredKey(tx: Executor, userId: number, key: string, before: Date) {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.createdAt, before),
      ),
    );
}

/**
 * Claims a key for this request: true when it is new. Keys are per user (the primary key is the
 * user and the key), so another user's same key never stands in the way. A concurrent request
 * with the same key waits here until the first one commits (then finds its answer) or rolls back
 * (then claims it). A claimed row has status 0 until saveKeyAnswer fills it.
 */
export async function claimKey(tx: Executor, userId: number, key: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, statusCode: 0, response: {}, createdAt: now })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Executor, userId: number, key: string) {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Fills the answer of a key this transaction claimed; a key already answered is left alone. */
export async function saveKeyAnswer(
  tx: Executor,
  userId: number,
  key: string,
  statusCode: number,
  response: unknown,
) {
  const rows = await tx
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.statusCode, 0),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (rows.length === 0) throw new Error('saveKeyAnswer: the key was not claimed by this transaction');
}

export async function deleteKeysBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
