// The cart lives in local storage under "cart" (docs/product.md#entities and docs/product.md#states-and-transitions): saved on every change,
// restored on load, corrupt data discarded. Adding opens the drawer.

import { useSyncExternalStore } from 'react';
import type { CartItem } from '#contract/cart.ts';
import { MAX_LINE_QUANTITY } from '#contract/cart-limits.ts';

/** The key of the cart in the browser's local storage (docs/product.md#constants-and-limits). */
export const CART_STORAGE_KEY = 'cart';

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    (v.type === 'merchandise' || v.type === 'session') &&
    typeof v.name === 'string' &&
    typeof v.price === 'string' &&
    typeof v.pointsCost === 'number' &&
    typeof v.quantity === 'number' &&
    v.quantity > 0
  );
}

/**
 * The empty cart, one array for the server's snapshot and the browser's: an empty cart then
 * hydrates as drawn, where a fresh [] would differ and make React draw the cart button again
 * synchronously, inside the commit of the hydration.
 */
const NO_ITEMS: CartItem[] = [];

function read(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (Array.isArray(parsed) && parsed.every(isCartItem)) return parsed.length === 0 ? NO_ITEMS : parsed;
  } catch {
    // corrupt: discarded below
  }
  localStorage.removeItem(CART_STORAGE_KEY);
  return NO_ITEMS;
}

let items: CartItem[] = typeof localStorage === 'undefined' ? [] : read();
let open = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

function save(next: CartItem[]) {
  items = next;
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  notify();
}

const sameLine = (a: Pick<CartItem, 'id' | 'type'>, b: Pick<CartItem, 'id' | 'type'>) =>
  a.id === b.id && a.type === b.type;

export const cart = {
  /**
   * Adds one of `item` and opens the drawer. Answers false when the line already holds the most
   * one line may (MAX_LINE_QUANTITY): then nothing was added, and the caller must not say so.
   */
  add(item: Omit<CartItem, 'quantity'>): boolean {
    const existing = items.find((i) => sameLine(i, item));
    cart.setOpen(true);
    if (existing && existing.quantity >= MAX_LINE_QUANTITY) return false;
    save(
      existing
        ? items.map((i) => (sameLine(i, item) ? { ...i, quantity: i.quantity + 1 } : i))
        : [...items, { ...item, quantity: 1 }],
    );
    return true;
  },
  setQuantity(line: Pick<CartItem, 'id' | 'type'>, quantity: number) {
    save(
      quantity <= 0
        ? items.filter((i) => !sameLine(i, line))
        : items.map((i) =>
            sameLine(i, line) ? { ...i, quantity: Math.min(MAX_LINE_QUANTITY, quantity) } : i,
          ),
    );
  },
  remove(line: Pick<CartItem, 'id' | 'type'>) {
    save(items.filter((i) => !sameLine(i, line)));
  },
  clear() {
    save([]);
  },
  setOpen(next: boolean) {
    open = next;
    notify();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_STORAGE_KEY) {
      items = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The server snapshots are what a prerendered page shows (an empty, closed cart); the browser
// then switches to the stored cart without a hydration mismatch.
export function useCartItems(): CartItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => NO_ITEMS,
  );
}

export function useCartOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

export function cartTotals(lines: CartItem[]) {
  const cents = lines.reduce((sum, i) => sum + Math.round(Number.parseFloat(i.price) * 100) * i.quantity, 0);
  return {
    count: lines.reduce((sum, i) => sum + i.quantity, 0),
    price: (cents / 100).toFixed(2),
    points: lines.reduce((sum, i) => sum + i.pointsCost * i.quantity, 0),
  };
}
