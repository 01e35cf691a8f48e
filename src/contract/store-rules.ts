// The store's rules without any schema code (as cart-limits.ts is for the cart): the shop's cards
// and the savings goal read them on the first load of /merchandise and of every game page, and
// importing them from store.ts built all the store's zod schemas there, in one long task.

/** Below this, the shop shows an "Only N left" badge (docs/product.md#constants-and-limits). */
export const LOW_STOCK_BELOW = 100;

/** The progress line of a goal (the store card and the game's finished screen show it). */
export function goalProgress(goal: { item: { pointsCost: number } }, points: number) {
  const toGo = Math.max(0, goal.item.pointsCost - points);
  const percent =
    goal.item.pointsCost === 0 ? 100 : Math.min(100, Math.floor((points / goal.item.pointsCost) * 100));
  return { toGo, percent, reached: toGo === 0 };
}

/** A physical prize's order: new (placed), sent, delivered. */
export const DELIVERY_STATUSES = ['new', 'sent', 'delivered'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
