import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GameRulesSchema } from '#contract/game-rules-schema.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { AdminFormDialog } from './admin-form-dialog.tsx';

const noop = () => {};

describe("the admin's Add Game form", () => {
  it("calls the admin's rating the starting rating, shown until 5 players have rated", () => {
    renderWithApp(<AdminFormDialog kind="games" target={{ mode: 'add' }} onClose={noop} />);
    const rating = screen.getByRole('textbox', {
      name: 'Starting rating',
      description:
        'Shown until 5 players have rated the game, then their average. From 0 to 5, with one decimal (4.5)',
    });
    expect(rating).toHaveProperty('value', '4.5');
    expect(screen.queryByLabelText('Rating')).toBeNull();
  });

  it('offers an arithmetic game its sums and numbers, and sends them with the game', async () => {
    let sent: unknown;
    serve('POST /api/admin/games', ({ body }) => {
      sent = body;
      return answer(
        {
          id: 99,
          title: 'Times Table Trek',
          description: 'Hop through the times tables.',
          category: 'Math Games',
          gradelevel: null,
          imageUrl: '/images/games/number-trail.webp',
          rating: '4.5',
          ageRange: 'Ages 6-8',
          skillType: 'arithmetic',
          isNew: false,
          isPopular: false,
          haslevels: false,
          totallevels: 0,
          availablebadges: ['First Round'],
          rules: z.object({ rules: GameRulesSchema }).parse(body).rules,
        },
        201,
      );
    });
    const { user } = renderWithApp(<AdminFormDialog kind="games" target={{ mode: 'add' }} onClose={noop} />);
    await user.type(screen.getByLabelText('Title'), 'Times Table Trek');
    await user.type(screen.getByLabelText('Description'), 'Hop through the times tables.');
    await user.type(screen.getByLabelText('Image URL'), '/images/games/number-trail.webp');
    // Only once a sum is chosen are the numbers asked.
    expect(screen.queryByLabelText('Largest number')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Times (×)' }));
    await user.clear(screen.getByLabelText('Smallest number'));
    await user.type(screen.getByLabelText('Smallest number'), '2');
    await user.clear(screen.getByLabelText('Largest number'));
    await user.type(screen.getByLabelText('Largest number'), '12');
    await user.click(screen.getByRole('button', { name: 'Add Game' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      title: 'Times Table Trek',
      skillType: 'arithmetic',
      rating: '4.5',
      rules: { arithmetic: { operations: ['*'], min: 2, max: 12 } },
    });
  });

  it('asks no sums of a game of another kind', async () => {
    const { user } = renderWithApp(<AdminFormDialog kind="games" target={{ mode: 'add' }} onClose={noop} />);
    // Shown for the arithmetic kind a new game starts as (getByRole fails when it is not there).
    screen.getByRole('group', { name: 'Sums to ask' });
    await user.selectOptions(screen.getByLabelText('Kind of game'), 'spelling');
    expect(screen.queryByRole('group', { name: 'Sums to ask' })).toBeNull();
  });
});
