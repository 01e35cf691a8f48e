import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#contract/cart.ts';

type CartModule = typeof import('./cart-store.ts');

/** The cart module as a fresh page load finds it, with `stored` in local storage. */
async function loadWith(stored: string | null): Promise<CartModule> {
  vi.resetModules();
  if (stored === null) localStorage.removeItem('cart');
  else localStorage.setItem('cart', stored);
  return import('./cart-store.ts');
}

const sticker: Omit<CartItem, 'quantity'> = {
  id: 1,
  type: 'merchandise',
  name: 'Stickers',
  imageUrl: null,
  price: '3.99',
  pointsCost: 100,
  itemId: 1,
};

function stored(): CartItem[] {
  return JSON.parse(localStorage.getItem('cart') ?? 'null');
}

describe('the cart in local storage', () => {
  beforeEach(() => localStorage.clear());

  it('discards corrupt data on load', async () => {
    for (const bad of [
      '{not json',
      '{"id":1}',
      '[{"id":"1","type":"merchandise"}]',
      '[{"id":1,"type":"toy"}]',
    ]) {
      const { cart } = await loadWith(bad);
      cart.setOpen(false);
      expect(localStorage.getItem('cart'), bad).toBeNull();
    }
  });

  it('restores a saved cart, merges the same id and type, opens on add, removes at 0', async () => {
    const { cart, cartTotals } = await loadWith(JSON.stringify([{ ...sticker, quantity: 2 }]));
    cart.add(sticker);
    expect(stored()).toEqual([{ ...sticker, quantity: 3 }]);
    cart.add({ ...sticker, type: 'session', name: 'A session' });
    expect(stored()).toHaveLength(2);
    expect(cartTotals(stored())).toEqual({ count: 4, price: '15.96', points: 400 });
    cart.setQuantity(sticker, 0);
    expect(stored()).toEqual([{ ...sticker, type: 'session', name: 'A session', quantity: 1 }]);
    cart.clear();
    expect(stored()).toEqual([]);
  });

  it('holds at most 20 of a line, as a checkout takes', async () => {
    const { cart } = await loadWith(null);
    const added = Array.from({ length: 25 }, () => cart.add(sticker));
    expect(stored()[0]?.quantity).toBe(20);
    // The 21st and later adds say they added nothing, so the shop does not say "Added to Cart".
    expect(added.filter(Boolean)).toHaveLength(20);
    expect(added.slice(20)).toEqual([false, false, false, false, false]);
    cart.setQuantity(sticker, 99);
    expect(stored()[0]?.quantity).toBe(20);
  });
});
