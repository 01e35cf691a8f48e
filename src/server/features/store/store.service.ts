// The reward store: the merchandise list, the user's inventory and the purchase facts other
// features read (they never read the store's tables). Buying is in checkout.service.ts.
import type { AchievementCountsBetween } from '#contract/achievements.ts';
import type { PaginationQuery } from '#contract/common.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { AdminMerchandise, Merchandise, UserPurchase } from '#contract/store.ts';
import type { AppContext } from '#server/app-context.ts';
import { inReaderLanguage } from '#server/lib/authored-text.ts';
import type { Job } from '#server/lib/jobs.ts';
import { type ListPage, readList } from '#server/lib/lists.ts';
import { toUserPurchase } from './checkout.service.ts';
import * as addressRepo from './delivery-address.repository.ts';
import * as goalRepo from './goal.repository.ts';
import { deleteOldKeys } from './idempotency.ts';
import * as repo from './store.repository.ts';

/** An item as the admin edits it: the English texts and their Spanish versions. */
export function toAdminMerchandise(row: repo.MerchandiseRow): AdminMerchandise {
  return { ...row, averageRating: Math.round(Number(row.averageRating) * 10) / 10 };
}

/** An item as a reader of `locale` reads it: each text in their language where it was written. */
export function toMerchandise(row: repo.MerchandiseRow, locale: Locale): Merchandise {
  const { nameEs, descriptionEs, ...item } = toAdminMerchandise(row);
  const name = inReaderLanguage(locale, item.name, nameEs);
  const description = inReaderLanguage(locale, item.description, descriptionEs);
  return {
    ...item,
    name: name.text,
    description: description.text,
    lang: { name: name.lang, description: description.lang },
  };
}

export async function listMerchandise(
  ctx: AppContext,
  query: Partial<PaginationQuery>,
  locale: Locale,
): Promise<ListPage<Merchandise>> {
  return readList(
    query,
    {
      rows: (page) => repo.listShownMerchandise(ctx.db, page),
      count: () => repo.countShownMerchandise(ctx.db),
    },
    (row) => toMerchandise(row, locale),
  );
}

/** GET /api/users/merchandise: every unit the user bought, newest first, as it was when bought. */
export async function listInventory(
  ctx: AppContext,
  userId: number,
  query: Partial<PaginationQuery>,
): Promise<ListPage<UserPurchase>> {
  return readList(
    query,
    {
      rows: (page) => repo.listPurchases(ctx.db, userId, page),
      count: () => repo.countPurchases(ctx.db, userId),
    },
    toUserPurchase,
  );
}

/** The purchase facts of the achievements (First Purchase, Collector, Big Spender; docs/product.md#constants-and-limits). */
export async function purchaseFacts(ctx: Pick<AppContext, 'db'>, userId: number) {
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
      run: () => deleteOldKeys(ctx.db, ctx.clock.now()),
    },
  ];
}

/**
 * Everything the store keeps about a user: purchases (with the address each order went to), the
 * savings goal, the delivery address (reviews are the reviews feature's).
 */
export async function shopperData(ctx: AppContext, userId: number) {
  const [purchases, savingsGoal, deliveryAddress] = await Promise.all([
    repo.allPurchasesOf(ctx.db, userId),
    goalRepo.goalRowOf(ctx.db, userId),
    addressRepo.addressOf(ctx.db, userId),
  ]);
  return { purchases, savingsGoal, deliveryAddress };
}

/** The purchase counts for many users, now and a while ago (the digest's achievements of the week). */
export async function purchaseCountsOfUsers(
  ctx: Pick<AppContext, 'db'>,
  userIds: number[],
  since: Date,
): Promise<Map<number, AchievementCountsBetween>> {
  const rows = await repo.purchaseCountsOfUsers(ctx.db, userIds, since);
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        before: { purchases: r.purchasesBefore, pointsUsed: r.pointsUsedBefore },
        after: { purchases: r.purchases, pointsUsed: r.pointsUsed },
      },
    ]),
  );
}
