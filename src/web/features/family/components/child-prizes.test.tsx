import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserPurchase } from '#contract/store.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { ChildPrizes } from './child-prizes.tsx';

const prize = (id: number, name: string, deliveryStatus: UserPurchase['deliveryStatus']): UserPurchase => ({
  id,
  merchandiseId: id,
  merchandise: { name, imageUrl: null, description: '' },
  purchaseDate: '2026-11-20T10:00:00.000Z',
  paymentType: 'points',
  pointsUsed: 450,
  amountPaid: '0.00',
  deliveryStatus,
});

describe("a parent's view of the child's prizes", () => {
  it('shows where each physical prize is, and a digital one as digital', async () => {
    serve(
      'GET /api/parent/child-activity/5/prizes',
      answer([prize(2, 'Leafy Water Bottle', 'sent'), prize(1, 'Certificate', null)]),
    );
    renderWithApp(<ChildPrizes childId={5} childName="Lily" />);
    const rows = await screen.findAllByTestId('child-prize');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Leafy Water Bottle.*Sent$/),
      expect.stringMatching(/^Certificate.*Digital$/),
    ]);
  });

  it('says when the child has bought nothing yet', async () => {
    serve('GET /api/parent/child-activity/5/prizes', answer([]));
    renderWithApp(<ChildPrizes childId={5} childName="Lily" />);
    await screen.findByText('Lily has not bought any prizes yet.');
  });
});
