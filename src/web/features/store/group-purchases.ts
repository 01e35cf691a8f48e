// The inventory keeps one entry per unit bought; a short list (the dashboard's Recent
// Acquisitions) shows one row per item, so three of one item do not fill it.
import type { UserPurchase } from '#contract/store.ts';

export interface PurchaseGroup {
  /** The item's id, or its name for an entry whose item was deleted. */
  key: string;
  name: string;
  /** Units bought of the item. */
  count: number;
  /** Points used for all of them. */
  pointsUsed: number;
  /** The newest of their purchase dates. */
  lastPurchaseDate: string;
}

/** Groups `entries` (newest first) by item; the groups keep the order of each item's newest unit. */
export function groupPurchases(entries: UserPurchase[]): PurchaseGroup[] {
  const groups = new Map<string, PurchaseGroup>();
  for (const entry of entries) {
    const key = entry.merchandiseId === null ? `name:${entry.merchandise.name}` : String(entry.merchandiseId);
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      group.pointsUsed += entry.pointsUsed;
    } else {
      groups.set(key, {
        key,
        name: entry.merchandise.name,
        count: 1,
        pointsUsed: entry.pointsUsed,
        lastPurchaseDate: entry.purchaseDate,
      });
    }
  }
  return [...groups.values()];
}
