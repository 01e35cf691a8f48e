// The admin's Orders tab (docs/rules.md#promises-kept): physical prizes with the address they go to, and
// their status (new, sent, delivered), which the child sees in My Inventory.
import type { AdminOrder, AdminOrdersFilters, DeliveryStatus } from '#contract/store.ts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { type ListPage, readList } from '../../lib/lists';
import * as repo from './orders.repository';

const ORDER_NOT_FOUND = 'Order not found';

type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>;

function toAdminOrder(row: OrderRow): AdminOrder {
  // Rows are orders (the repository selects only purchases with a status), so both are set.
  if (!row.status || !row.address) throw new Error(`purchase ${row.id} is not an order`);
  return {
    id: row.id,
    itemName: row.itemName,
    itemImageUrl: row.itemImageUrl,
    purchaseDate: row.purchaseDate.toISOString(),
    buyer: { username: row.buyerUsername },
    address: row.address,
    status: row.status,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  };
}

export async function listOrders(ctx: AppContext, query: AdminOrdersFilters): Promise<ListPage<AdminOrder>> {
  const { status, ...pagination } = query;
  return readList(
    pagination,
    { rows: (page) => repo.listOrders(ctx.db, status, page), count: () => repo.countOrders(ctx.db, status) },
    toAdminOrder,
  );
}

/** Any status may be set (an admin corrects a mistake too); a digital prize is no order: 404. */
export async function setOrderStatus(
  ctx: AppContext,
  id: number,
  status: DeliveryStatus,
): Promise<AdminOrder> {
  if (!(await repo.setOrderStatus(ctx.db, id, status, ctx.clock.now())))
    throw AppError.notFound(ORDER_NOT_FOUND);
  const row = await repo.findOrder(ctx.db, id);
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  return toAdminOrder(row);
}
