import { PointsSchema } from '@contract/accounts';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@web/test/render';
import { answer, serve } from '@web/test/serve';
import { describe, expect, it } from 'vitest';
import { item, kid, serveItems, serveSession } from '../test/store-answers';
import { PrizeStoreDialog } from './prize-store-dialog';

describe('the Prize Store dialog', () => {
  it('never says "Not enough points" while the balance is still loading', async () => {
    serveSession(kid, 0);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve('GET /api/users/points', () => held.then(() => answer(PointsSchema, { points: 500 })));
    serveItems([item({ id: 1, name: 'Stickers', pointsCost: 100 })]);
    renderWithApp(<PrizeStoreDialog open onOpenChange={() => {}} returnTo="/games/math-challenge" />);
    const redeem = await screen.findByRole('button', { name: 'Use 100 Points' });
    expect(redeem.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(/more points/)).toBeNull();
    release();
    await screen.findByText('500 points');
    expect(screen.getByRole('button', { name: 'Use 100 Points' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Not enough points')).toBeNull();
  });
});
