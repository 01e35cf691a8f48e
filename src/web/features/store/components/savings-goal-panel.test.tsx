import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavingsGoal } from '#contract/store.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { kid } from '../test/store-answers.ts';
import { SavingsGoalPanel } from './savings-goal-panel.tsx';

function goal(overrides: Partial<SavingsGoal> = {}): SavingsGoal {
  return {
    merchandiseId: 5,
    setAt: '2026-11-24T10:00:00.000Z',
    status: 'available',
    item: {
      name: 'Sprout Water Bottle',
      imageUrl: null,
      pointsCost: 300,
      priceDollars: '14.99',
      inventory: 40,
    },
    ...overrides,
  };
}

function serveGoal(saved: SavingsGoal | null, points: number) {
  serve('GET /api/user', answer(kid));
  serve('GET /api/users/points', answer({ points }));
  serve('GET /api/users/goal', answer(saved));
}

describe('the savings goal', () => {
  it('shows the points still to go', async () => {
    serveGoal(goal(), 255);
    renderWithApp(<SavingsGoalPanel />);
    await screen.findByText('45 points to go for the Sprout Water Bottle');
    expect(screen.getByRole('progressbar', { name: 'Points saved' }).getAttribute('aria-valuenow')).toBe(
      '85',
    );
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  });

  it('says "You can get it now!" with the item\'s Add to Cart once reached', async () => {
    serveGoal(goal(), 300);
    const { user } = renderWithApp(<SavingsGoalPanel />);
    await screen.findByText('You can get it now!');
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    await screen.findByText('Added to Cart');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([
      { id: 5, pointsCost: 300, quantity: 1 },
    ]);
  });

  it('says when its item is sold out or no longer in the store, instead of vanishing', async () => {
    serveGoal(goal({ status: 'soldOut' }), 500);
    const soldOut = renderWithApp(<SavingsGoalPanel />);
    await screen.findByText('The Sprout Water Bottle is sold out right now.');
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    soldOut.unmount();
    serveGoal(goal({ status: 'unavailable' }), 10);
    renderWithApp(<SavingsGoalPanel />);
    await screen.findByText('The Sprout Water Bottle is no longer in the store.');
  });

  it('offers a way to the store when there is no goal yet', async () => {
    serveGoal(null, 10);
    renderWithApp(<SavingsGoalPanel emptyHint="link" />);
    expect((await screen.findByRole('link', { name: 'Reward Store' })).getAttribute('href')).toBe(
      '/merchandise',
    );
  });
});
