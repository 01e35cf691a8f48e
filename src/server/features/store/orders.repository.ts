// Physical prizes as orders (docs/rules.md#promises-kept): the admin's list and its status changes.
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { purchases, users } from '#server/db/schema/index.ts';
import type { RowsPage } from '#server/lib/lists.ts';

type DeliveryStatus = NonNullable<typeof purchases.$inferSelect.deliveryStatus>;

const orderColumns = {
  id: purchases.id,
  itemName: purchases.itemName,
  itemImageUrl: purchases.itemImageUrl,
  purchaseDate: purchases.purchaseDate,
  buyerId: purchases.userId,
  buyerUsername: users.username,
  address: purchases.deliveryAddress,
  status: purchases.deliveryStatus,
  statusChangedAt: purchases.deliveryStatusAt,
};

const isOrder = isNotNull(purchases.deliveryStatus);
const withStatus = (status: DeliveryStatus | undefined) =>
  status ? and(isOrder, eq(purchases.deliveryStatus, status)) : isOrder;

/** Orders, newest first, with their buyer's username (one join, no query per row). */
export async function listOrders(db: Executor, status: DeliveryStatus | undefined, page: RowsPage) {
  return db
    .select(orderColumns)
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(withStatus(status))
    .orderBy(desc(purchases.purchaseDate), desc(purchases.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOrders(db: Executor, status: DeliveryStatus | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(purchases).where(withStatus(status));
  return row?.n ?? 0;
}

export async function findOrder(db: Executor, id: number) {
  const [row] = await db
    .select(orderColumns)
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(and(eq(purchases.id, id), isOrder));
  return row;
}

/** Sets an order's status; answers whether there was such an order. */
export async function setOrderStatus(db: Executor, id: number, status: DeliveryStatus, now: Date) {
  const rows = await db
    .update(purchases)
    .set({ deliveryStatus: status, deliveryStatusAt: now })
    .where(and(eq(purchases.id, id), isOrder))
    .returning({ id: purchases.id });
  return rows.length > 0;
}
