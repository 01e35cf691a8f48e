// A grown-up's extra time (docs/rules.md#parents-in-the-loop) as the child meets it on the Math Quick Challenge:
// the round's clock is longer, and the rules say so before Start.

import { screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { answer, serve, serveLater } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';

const child: User = aStudent();

const controls = (extraTime: 1 | 1.5 | 2) =>
  answer({
    approvePurchases: false,
    approveBookings: false,
    dailyGameMinutes: null,
    quietHours: null,
    extraTime,
    gameMinutesLeftToday: null,
  });

describe('extra time on the Math Quick Challenge', () => {
  it('gives a child with double time a 120-second round', async () => {
    serve('GET /api/user', answer(child));
    serve('GET /api/family/controls', controls(2));
    renderRoute('/games/math-challenge');
    await screen.findByText('You have 120 seconds to answer as many questions as you can.');
  });

  it('gives the double time to a child who presses Start before the page knows who is playing', async () => {
    const knowUser = serveLater('GET /api/user');
    serve('GET /api/family/controls', controls(2));
    serve(
      'POST /api/games/1/plays',
      answer({ playId: 3, gameId: 1, startedAt: new Date().toISOString() }, 201),
    );
    const { user } = renderRoute('/games/math-challenge');
    // The rules state the spec's time while nobody is known; the tap does not wait for them.
    await screen.findByText('You have 60 seconds to answer as many questions as you can.');
    await user.click(screen.getByRole('button', { name: 'Start Game' }));
    knowUser(answer(child));
    const clock = await screen.findByRole('timer', { name: 'Time left' });
    within(clock).getByText('120s');
  });

  it('keeps the 60 seconds of the spec for everyone else', async () => {
    serve('GET /api/user', answer(child));
    serve('GET /api/family/controls', controls(1));
    renderRoute('/games/math-challenge');
    await screen.findByText('You have 60 seconds to answer as many questions as you can.');
  });
});
