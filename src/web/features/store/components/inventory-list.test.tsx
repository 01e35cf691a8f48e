import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserPurchase } from '#contract/store.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { kid, serveSession } from '../test/store-answers.ts';
import { InventoryList } from './inventory-list.tsx';

const entry = (id: number, name: string, deliveryStatus: UserPurchase['deliveryStatus']): UserPurchase => ({
  id,
  merchandiseId: id,
  merchandise: { name, imageUrl: null, description: '' },
  purchaseDate: '2026-11-20T10:00:00.000Z',
  paymentType: 'points',
  pointsUsed: 100,
  amountPaid: '0.00',
  deliveryStatus,
});

describe('My Inventory', () => {
  it('shows where each physical prize is, and no status for a digital one', async () => {
    serveSession(kid, 0);
    serve(
      'GET /api/users/merchandise',
      answer([
        entry(3, 'Sprouty Plush Buddy', 'sent'),
        entry(2, 'Leafy Water Bottle', 'new'),
        entry(4, 'Sprout Explorer T-Shirt', 'delivered'),
        entry(1, 'Math Genius Certificate', null),
      ]),
    );
    renderWithApp(<InventoryList />);
    const cards = await screen.findAllByTestId('inventory-entry');
    const statusOf = (card: HTMLElement) =>
      within(card).queryByTestId('delivery-status')?.textContent ?? null;
    expect(cards.map(statusOf)).toEqual(['Sent', 'Order placed', 'Delivered', null]);
    within(cards[3] as HTMLElement).getByText('Purchased');
  });
});
