// The cart keeps what an item cost when it was added; the store's prices may change after. The
// drawer shows each line at the server's price of the moment it opened (docs/rules.md#promises-kept), so
// the total the child sees is the total the server will charge.
import type { CartItem } from '#contract/cart.ts';
import type { Merchandise } from '#contract/store.ts';
import { cartTotals } from './cart-store.ts';

export interface PricedLine extends CartItem {
  /** False when the store no longer sells the item (an admin hid or deleted it). */
  inStore: boolean;
}

export interface PricedCart {
  lines: PricedLine[];
  /** The totals of the lines that can be bought: what a checkout sends as the total seen. */
  totals: ReturnType<typeof cartTotals>;
  /** Whether some line is no longer in the store. */
  hasGone: boolean;
  /** Whether some line is a physical prize, sent to the delivery address. */
  hasPhysical: boolean;
}

/**
 * Prices the cart's merchandise lines from `shop` (the store's current list). Session lines keep
 * their own values: they are never bought (the checkout refuses them with its reason).
 */
export function priceCart(items: CartItem[], shop: Merchandise[]): PricedCart {
  const byId = new Map(shop.map((item) => [item.id, item]));
  const lines = items.map((line): PricedLine => {
    if (line.type !== 'merchandise') return { ...line, inStore: true };
    const now = byId.get(line.id);
    if (!now) return { ...line, inStore: false };
    return { ...line, price: now.priceDollars, pointsCost: now.pointsCost, inStore: true };
  });
  return {
    lines,
    totals: cartTotals(lines.filter((line) => line.inStore)),
    hasGone: lines.some((line) => !line.inStore),
    hasPhysical: items.some((line) => line.type === 'merchandise' && byId.get(line.id)?.digital === false),
  };
}
