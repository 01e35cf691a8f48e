// Buying with points (docs/rules.md#rules-the-product-leaves-open, "Checkout and purchase"): one core for a purchase (one
// line: the game's Prize Store) and a checkout (the cart's lines). Both run in one transaction,
// price every line from the database, take stock and points with conditional updates, and honour
// an Idempotency-Key through the one helper.
import type { User } from '#contract/accounts.ts';
import { MAX_LINE_QUANTITY } from '#contract/cart.ts';
import {
  ADDRESS_REQUIRED,
  type CheckoutInput,
  type CheckoutResult,
  CheckoutResultSchema,
  GROWN_UP_ADDS_ADDRESS,
  PAYMENT_NOT_AVAILABLE,
  type PurchaseInput,
  type PurchaseResult,
  PurchaseResultSchema,
  type UserPurchase,
} from '#contract/store.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import * as points from '#server/features/accounts/points.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeCatalog } from '#server/lib/catalog-write.ts';
import * as addresses from './delivery-address.repository.ts';
import { type AddressOwner, addressOwnerOf } from './delivery-address.service.ts';
import { type Idempotent, oncePerKey } from './idempotency.ts';
import * as repo from './store.repository.ts';

export const NOT_IN_STORE = 'This item is not in the store right now.';
export const EMPTY_CART = 'Your cart is empty';
export const SESSION_NOT_SOLD = 'Sessions are booked, not bought. Please remove the session from your cart.';
export const QUANTITY_RANGE = `Quantity must be between 1 and ${MAX_LINE_QUANTITY}`;
/** The 409 of a checkout whose total changed since the buyer saw it; names the new total. */
export function totalChangedMessage(total: number): string {
  return `The prices changed since you opened your cart: the total is now ${total} points. Please check your cart and try again.`;
}
export const QUANTITY_PER_ITEM = `You can buy at most ${MAX_LINE_QUANTITY} of one item in one order. Please lower its quantity.`;

/** One line to buy, and the field a refusal points at. */
export interface Line {
  merchandiseId: number;
  quantity: number;
  path: string;
}

export function toUserPurchase(row: repo.PurchaseRow): UserPurchase {
  return {
    id: row.id,
    merchandiseId: row.merchandiseId,
    merchandise: { imageUrl: row.itemImageUrl, name: row.itemName, description: row.itemDescription },
    purchaseDate: row.purchaseDate.toISOString(),
    paymentType: row.paymentType,
    pointsUsed: row.pointsUsed,
    amountPaid: row.amountPaid,
    deliveryStatus: row.deliveryStatus,
  };
}

export function refuseMoney(paymentType: string, hint: string) {
  if (paymentType !== 'points')
    throw AppError.badRequest(PAYMENT_NOT_AVAILABLE, [{ path: 'paymentType', message: hint }]).withCode(
      'payment_not_available',
    );
}

function soldOutMessage(item: repo.MerchandiseRow): string {
  return item.inventory === 0
    ? `Sorry, ${item.name} is sold out.`
    : `Sorry, only ${item.inventory} of ${item.name} ${item.inventory === 1 ? 'is' : 'are'} left.`;
}

/** 409 before anything is taken when today's total is not the one the buyer saw. */
function refuseChangedTotal(
  items: repo.MerchandiseRow[],
  wanted: Map<number, number>,
  expectedPoints: number | undefined,
) {
  if (expectedPoints === undefined) return;
  const total = items.reduce((sum, item) => sum + item.pointsCost * (wanted.get(item.id) ?? 0), 0);
  if (total === expectedPoints) return;
  const message = totalChangedMessage(total);
  throw new AppError(409, message, [
    { path: 'expectedPoints', message: `The total is now ${total} points` },
  ]).withCode('total_changed');
}

/**
 * The core: prices the lines from the database (the balance, then the items in id order,
 * locked), takes the stock (409 when short), writes one inventory entry per unit, and spends the
 * total (400 "Not enough points"). Any refusal throws, so the caller's transaction leaves nothing changed.
 */
/** Who buys, why, when, and what they were shown. */
interface Order {
  userId: number;
  reason: 'purchase' | 'checkout';
  now: Date;
  /** The account whose delivery address physical prizes go to (delivery-address.service). */
  addressOwner: AddressOwner;
  expectedPoints?: number | undefined;
}

/** The kept address for an order with a physical prize; 400 naming the address when none is kept. */
async function shipToOf(tx: Executor, items: repo.MerchandiseRow[], order: Pick<Order, 'addressOwner'>) {
  if (items.every((item) => item.digital)) return null;
  const address = await addresses.addressOf(tx, order.addressOwner.id);
  if (!address) {
    // A managed child's address is the parent's to add: the message says so, to child and parent.
    const message = order.addressOwner.isParent ? GROWN_UP_ADDS_ADDRESS : ADDRESS_REQUIRED;
    throw AppError.badRequest(message, [{ path: 'address', message }]).withCode('address_required');
  }
  return address;
}

/** Units wanted per item id, over all the lines. */
function unitsWanted(lines: Line[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines)
    wanted.set(line.merchandiseId, (wanted.get(line.merchandiseId) ?? 0) + line.quantity);
  return wanted;
}

/**
 * The checks of an order against the store as it is: every line sold (400 on its field), the
 * total the buyer saw (409), an address for a physical prize (400). Answers where it ships.
 */
async function refuseUnsellable(
  tx: Executor,
  items: repo.MerchandiseRow[],
  lines: Line[],
  order: Pick<Order, 'addressOwner' | 'expectedPoints'>,
) {
  const missing = lines.find((line) => !items.some((item) => item.id === line.merchandiseId));
  if (missing) throw AppError.invalidField(missing.path, NOT_IN_STORE);
  refuseChangedTotal(items, unitsWanted(lines), order.expectedPoints);
  return shipToOf(tx, items, order);
}

/**
 * The same checks before an order is kept for a parent's yes (approvals.service), so a request
 * the store would refuse now is refused now, not at approval. Answers the items as sold now.
 */
export async function refuseUnsellableOrder(
  ctx: AppContext,
  user: User,
  lines: Line[],
  expectedPoints: number | undefined,
): Promise<repo.MerchandiseRow[]> {
  const items = await repo.findShownItems(ctx.db, [...unitsWanted(lines).keys()]);
  await refuseUnsellable(ctx.db, items, lines, {
    addressOwner: await addressOwnerOf(ctx, user),
    expectedPoints,
  });
  return items;
}

async function buyLines(
  tx: Executor,
  lines: Line[],
  order: Order,
): Promise<{ entries: UserPurchase[]; pointsSpent: number; points: number }> {
  const { userId, reason, now } = order;
  const wanted = unitsWanted(lines);
  // One lock order for every order, whatever its price: the buyer's balance, then the items in id
  // order. A free order changes no balance but still takes its lock first, so one user's
  // checkouts queue on their balance instead of each holding items the other waits for.
  await points.lockPoints(tx, userId);
  const items = await repo.lockShownItems(tx, [...wanted.keys()]);
  const shipTo = await refuseUnsellable(tx, items, lines, order);

  for (const item of items) {
    if (!(await repo.takeFromStock(tx, item.id, wanted.get(item.id) ?? 0)))
      throw AppError.conflict(soldOutMessage(item)).withCode('sold_out');
  }
  const units = items.flatMap((item) =>
    Array.from({ length: wanted.get(item.id) ?? 0 }, () => ({
      userId,
      merchandiseId: item.id,
      itemName: item.name,
      itemImageUrl: item.imageUrl,
      itemDescription: item.description,
      paymentType: 'points',
      pointsUsed: item.pointsCost,
      amountPaid: '0.00',
      purchaseDate: now,
      // A physical prize is an order to send; a digital one is delivered at once.
      ...(item.digital
        ? {}
        : { deliveryStatus: 'new' as const, deliveryAddress: shipTo, deliveryStatusAt: now }),
    })),
  );
  const rows = await repo.insertPurchases(tx, units);
  const pointsSpent = units.reduce((sum, unit) => sum + unit.pointsUsed, 0);
  const balance = await points.spendPoints(tx, {
    userId,
    amount: pointsSpent,
    reason,
    refId: rows[0]?.id ?? null,
    at: now,
  });
  return { entries: rows.map(toUserPurchase), pointsSpent, points: balance };
}

/** A purchase is one unit of one item. */
export function purchaseLine(input: PurchaseInput): Line {
  return { merchandiseId: input.merchandiseId, quantity: 1, path: 'merchandiseId' };
}

/** Buys one item with points (the game's Prize Store). */
export async function purchase(
  ctx: AppContext,
  user: User,
  input: PurchaseInput,
  idempotencyKey: string | undefined,
): Promise<Idempotent<PurchaseResult>> {
  refuseMoney(
    input.paymentType,
    'A card payment provider is not configured. Please redeem with points instead.',
  );
  const now = ctx.clock.now();
  const addressOwner = await addressOwnerOf(ctx, user);
  const line = purchaseLine(input);
  // Stock changes what the store's list shows: a catalog write.
  return writeCatalog(ctx, ['merchandise'], (tx) =>
    oncePerKey(
      tx,
      {
        userId: user.id,
        call: 'purchase',
        key: idempotencyKey,
        request: input,
        now,
        answer: PurchaseResultSchema,
      },
      async () => {
        const bought = await buyLines(tx, [line], {
          userId: user.id,
          reason: 'purchase',
          now,
          addressOwner,
        });
        const [entry] = bought.entries;
        if (!entry) throw new Error('a purchase bought nothing');
        return { ...entry, points: bought.points };
      },
    ),
  );
}

/**
 * The checks of a cart that need no database, in the order of docs/rules.md#rules-the-product-leaves-open, after money. The limit
 * of 20 holds per item over all its lines, so splitting a cart's item into many lines buys no more.
 */
export function checkoutLines(input: CheckoutInput): Line[] {
  if (input.items.length === 0) throw AppError.invalidField('items', EMPTY_CART);
  const perItem = new Map<number, number>();
  return input.items.map((item, index) => {
    if (item.type !== 'merchandise') throw AppError.invalidField(`items.${index}.type`, SESSION_NOT_SOLD);
    if (item.quantity < 1 || item.quantity > MAX_LINE_QUANTITY)
      throw AppError.invalidField(`items.${index}.quantity`, QUANTITY_RANGE);
    const total = (perItem.get(item.id) ?? 0) + item.quantity;
    if (total > MAX_LINE_QUANTITY) throw AppError.invalidField(`items.${index}.quantity`, QUANTITY_PER_ITEM);
    perItem.set(item.id, total);
    return { merchandiseId: item.id, quantity: item.quantity, path: `items.${index}.id` };
  });
}

/** Buys the cart's merchandise lines with points, all or nothing. */
export async function checkout(
  ctx: AppContext,
  user: User,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
): Promise<Idempotent<CheckoutResult>> {
  refuseMoney(input.paymentType, 'Credit card payment is not configured. Please use points instead.');
  const lines = checkoutLines(input);
  const now = ctx.clock.now();
  const addressOwner = await addressOwnerOf(ctx, user);
  return writeCatalog(ctx, ['merchandise'], (tx) =>
    oncePerKey(
      tx,
      {
        userId: user.id,
        call: 'checkout',
        key: idempotencyKey,
        request: input,
        now,
        answer: CheckoutResultSchema,
      },
      async () => {
        const bought = await buyLines(tx, lines, {
          userId: user.id,
          reason: 'checkout',
          now,
          addressOwner,
          expectedPoints: input.expectedPoints,
        });
        return { purchases: bought.entries, pointsSpent: bought.pointsSpent, points: bought.points };
      },
    ),
  );
}
