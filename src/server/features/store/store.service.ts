// The reward store: the merchandise list and buying one item with points (DESIGN section 5,
// "Checkout and purchase"). Points are spent through the accounts feature's ledger.
import type { User } from '@contract/accounts';
import {
  type Merchandise,
  type PurchaseInput,
  type PurchaseResult,
  PurchaseResultSchema,
} from '@contract/store';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Job } from '../../lib/jobs';
import * as points from '../accounts/points.service';
import * as repo from './store.repository';

const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const PAYMENT_NOT_AVAILABLE = 'Payment not available';
export const PURCHASE_IN_PROGRESS =
  'This purchase is still going through. Please wait a moment, then check your items.';

/** The row key of a purchase's Idempotency-Key (the table also holds other calls' keys). */
export function purchaseKeyOf(idempotencyKey: string): string {
  return `purchase:${idempotencyKey}`;
}

export function toMerchandise(row: repo.MerchandiseRow): Merchandise {
  return { ...row, averageRating: Math.round(Number(row.averageRating) * 10) / 10 };
}

export async function listMerchandise(ctx: AppContext, page?: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    repo.listShownMerchandise(ctx.db, page),
    page ? repo.countShownMerchandise(ctx.db) : Promise.resolve(undefined),
  ]);
  return { items: rows.map(toMerchandise), total };
}

export interface PurchaseAnswer {
  result: PurchaseResult;
  /** The first answer to an Idempotency-Key sent again: nothing was spent this time. */
  replayed: boolean;
}

/**
 * Buys one item with points in one transaction, answering in DESIGN section 5's order: "Payment
 * not available" for anything but points, 400 for an item the store does not sell, 409 when it
 * is sold out, 400 "Not enough points". Stock and balance fall by conditional updates, so
 * concurrent purchases never oversell or overspend. With an Idempotency-Key, a repeat within 24
 * hours gets the first answer and spends nothing.
 */
export async function purchase(
  ctx: AppContext,
  user: User,
  input: PurchaseInput,
  idempotencyKey: string | undefined,
): Promise<PurchaseAnswer> {
  if (input.paymentType !== 'points') {
    throw AppError.badRequest(PAYMENT_NOT_AVAILABLE, [
      {
        path: 'paymentType',
        message: 'A card payment provider is not configured. Please redeem with points instead.',
      },
    ]).withCode('payment_not_available');
  }
  const now = ctx.clock.now();
  const key = idempotencyKey ? purchaseKeyOf(idempotencyKey) : undefined;

  const answer = await ctx.db.transaction(async (tx): Promise<PurchaseAnswer> => {
    if (key) {
      await repo.deleteExpiredKey(tx, user.id, key, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS));
      if (!(await repo.claimKey(tx, user.id, key, now))) {
        // The key is this user's and taken. Only a finished first answer is replayed; anything
        // else (a row without its answer yet) is not ours to run or write again.
        const first = await repo.findKey(tx, user.id, key);
        const replay = first?.statusCode === 200 ? PurchaseResultSchema.safeParse(first.response) : null;
        if (replay?.success) return { result: replay.data, replayed: true };
        throw AppError.conflict(PURCHASE_IN_PROGRESS).withCode('in_progress');
      }
    }
    const item = await repo.lockShownItem(tx, input.merchandiseId);
    if (!item) throw AppError.invalidField('merchandiseId', 'This item is not in the store right now.');
    if (!(await repo.takeFromStock(tx, item.id, 1)))
      throw AppError.conflict('Sorry, this item is sold out.').withCode('sold_out');
    const purchaseId = await repo.insertPurchase(tx, {
      userId: user.id,
      merchandiseId: item.id,
      itemName: item.name,
      itemImageUrl: item.imageUrl,
      itemDescription: item.description,
      paymentType: 'points',
      pointsUsed: item.pointsCost,
      amountPaid: '0.00',
      purchaseDate: now,
    });
    const balance = await points.spendPoints(tx, {
      userId: user.id,
      amount: item.pointsCost,
      reason: 'purchase',
      refId: purchaseId,
      at: now,
    });
    const result: PurchaseResult = {
      id: purchaseId,
      merchandiseId: item.id,
      merchandise: { imageUrl: item.imageUrl, name: item.name, description: item.description },
      purchaseDate: now.toISOString(),
      paymentType: 'points',
      pointsUsed: item.pointsCost,
      amountPaid: '0.00',
      points: balance,
    };
    if (key) await repo.saveKeyAnswer(tx, user.id, key, 200, result);
    return { result, replayed: false };
  });
  // The stock shown in the store changed.
  if (!answer.replayed) await ctx.catalogCache.invalidate('merchandise');
  return answer;
}

/** The purchase facts of spec section 9's achievements (First Purchase, Collector, Big Spender). */
export async function purchaseFacts(ctx: AppContext, userId: number) {
  const history = await repo.purchaseHistory(ctx.db, userId);
  let pointsUsed = 0;
  let pointsUsed1000At: Date | null = null;
  for (const entry of history) {
    pointsUsed += entry.pointsUsed;
    if (pointsUsed1000At === null && pointsUsed >= 1000) pointsUsed1000At = entry.at;
  }
  return {
    purchases: history.length,
    firstPurchaseAt: history[0]?.at ?? null,
    fifthPurchaseAt: history[4]?.at ?? null,
    pointsUsed,
    pointsUsed1000At,
  };
}

export function storeJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'delete-old-idempotency-keys',
      everyMs: 60 * 60 * 1000,
      run: () => repo.deleteKeysBefore(ctx.db, new Date(ctx.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS)),
    },
  ];
}
