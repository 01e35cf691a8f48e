// The only file of the store feature that touches Drizzle. Each function takes the database or
// the caller's transaction.

import { and, asc, count, desc, eq, type InferColumnsDataTypes, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { merchandise, purchases } from '#server/db/schema/index.ts';
import type { RowsPage } from '#server/lib/lists.ts';

/** The columns every merchandise read selects (the admin's list too). */
export const merchandiseColumns = {
  id: merchandise.id,
  name: merchandise.name,
  description: merchandise.description,
  nameEs: merchandise.nameEs,
  descriptionEs: merchandise.descriptionEs,
  imageUrl: merchandise.imageUrl,
  pointsCost: merchandise.pointsCost,
  priceDollars: merchandise.priceDollars,
  inventory: merchandise.inventory,
  isActive: merchandise.isActive,
  averageRating: merchandise.averageRating,
  reviewCount: merchandise.reviewCount,
  digital: merchandise.digital,
};
/** A row as the select of `merchandiseColumns` answers it, inferred from the schema. */
export type MerchandiseRow = InferColumnsDataTypes<typeof merchandiseColumns>;

const shown = and(eq(merchandise.isActive, true), eq(merchandise.isDeleted, false));

export async function listShownMerchandise(db: Executor, page: RowsPage): Promise<MerchandiseRow[]> {
  return db
    .select(merchandiseColumns)
    .from(merchandise)
    .where(shown)
    .orderBy(asc(merchandise.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countShownMerchandise(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(merchandise).where(shown);
  return row?.n ?? 0;
}

/**
 * The items among `ids` the store sells now (active, not deleted), locked for the caller's
 * transaction in id order, so checkouts of overlapping carts queue instead of deadlocking.
 */
export async function lockShownItems(tx: Executor, ids: number[]): Promise<MerchandiseRow[]> {
  if (ids.length === 0) return [];
  return shownItemsQuery(tx, ids).for('update');
}

/** The same items as they are now, without a lock (checks before an order is kept for later). */
export async function findShownItems(db: Executor, ids: number[]): Promise<MerchandiseRow[]> {
  if (ids.length === 0) return [];
  return shownItemsQuery(db, ids);
}

function shownItemsQuery(db: Executor, ids: number[]) {
  return db
    .select(merchandiseColumns)
    .from(merchandise)
    .where(and(inArray(merchandise.id, ids), shown))
    .orderBy(asc(merchandise.id));
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

export type NewPurchase = Omit<typeof purchases.$inferInsert, 'id'> & {
  purchaseDate: Date;
  pointsUsed: number;
  amountPaid: string;
  paymentType: string;
};

const purchaseColumns = {
  id: purchases.id,
  merchandiseId: purchases.merchandiseId,
  itemName: purchases.itemName,
  itemImageUrl: purchases.itemImageUrl,
  itemDescription: purchases.itemDescription,
  purchaseDate: purchases.purchaseDate,
  paymentType: purchases.paymentType,
  pointsUsed: purchases.pointsUsed,
  amountPaid: purchases.amountPaid,
  deliveryStatus: purchases.deliveryStatus,
};
/** A row as the select of `purchaseColumns` answers it, inferred from the schema. */
export type PurchaseRow = InferColumnsDataTypes<typeof purchaseColumns>;

/** Inserts inventory entries (one per unit bought); answers them in the order given. */
export async function insertPurchases(tx: Executor, entries: NewPurchase[]): Promise<PurchaseRow[]> {
  if (entries.length === 0) return [];
  const rows = await tx.insert(purchases).values(entries).returning(purchaseColumns);
  return rows.sort((a, b) => a.id - b.id);
}

/** A user's inventory, newest first. */
export async function listPurchases(db: Executor, userId: number, page: RowsPage): Promise<PurchaseRow[]> {
  return db
    .select(purchaseColumns)
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.purchaseDate), desc(purchases.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPurchases(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(purchases).where(eq(purchases.userId, userId));
  return row?.n ?? 0;
}

/** The user's purchases, oldest first, for the achievements. */
export async function purchaseHistory(db: Executor, userId: number) {
  return db
    .select({ at: purchases.purchaseDate, pointsUsed: purchases.pointsUsed })
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(asc(purchases.purchaseDate), asc(purchases.id));
}

/** Every purchase of one user, as kept (the account export). */
export function allPurchasesOf(db: Executor, userId: number) {
  return db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(asc(purchases.id));
}

/** Each user's purchases and points used, now and before an instant, in one query. */
export async function purchaseCountsOfUsers(db: Executor, userIds: number[], since: Date) {
  if (userIds.length === 0) return [];
  const before = sql`${purchases.purchaseDate} < ${since}`;
  return db
    .select({
      userId: purchases.userId,
      purchases: sql<number>`count(*)::int`,
      purchasesBefore: sql<number>`(count(*) filter (where ${before}))::int`,
      pointsUsed: sql<number>`coalesce(sum(${purchases.pointsUsed}), 0)::int`,
      pointsUsedBefore: sql<number>`coalesce(sum(${purchases.pointsUsed}) filter (where ${before}), 0)::int`,
    })
    .from(purchases)
    .where(inArray(purchases.userId, userIds))
    .groupBy(purchases.userId);
}
