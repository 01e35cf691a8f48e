import { describe, expect, it } from 'vitest';
import type { UserPurchase } from '#contract/store.ts';
import { groupPurchases } from './group-purchases.ts';

function unit(id: number, merchandiseId: number | null, name: string, date: string): UserPurchase {
  return {
    id,
    merchandiseId,
    merchandise: { name, imageUrl: null, description: '' },
    purchaseDate: date,
    paymentType: 'points',
    pointsUsed: 100,
    amountPaid: '0.00',
    deliveryStatus: null,
  };
}

describe('groupPurchases', () => {
  it('makes one row per item, newest item first, counting its units and points', () => {
    const groups = groupPurchases([
      unit(5, 1, 'Stickers', '2026-11-24T10:00:00.000Z'),
      unit(4, 1, 'Stickers', '2026-11-24T10:00:00.000Z'),
      unit(3, 2, 'Plush', '2026-11-23T10:00:00.000Z'),
      unit(2, 1, 'Stickers', '2026-11-20T10:00:00.000Z'),
      unit(1, null, 'Old Pen', '2026-11-01T10:00:00.000Z'),
    ]);
    expect(groups).toEqual([
      { key: '1', name: 'Stickers', count: 3, pointsUsed: 300, lastPurchaseDate: '2026-11-24T10:00:00.000Z' },
      { key: '2', name: 'Plush', count: 1, pointsUsed: 100, lastPurchaseDate: '2026-11-23T10:00:00.000Z' },
      {
        key: 'name:Old Pen',
        name: 'Old Pen',
        count: 1,
        pointsUsed: 100,
        lastPurchaseDate: '2026-11-01T10:00:00.000Z',
      },
    ]);
  });
});
