// A child whose grown-up set quiet hours or daily game minutes: when the server refuses a round
// (403), the page plays none, unsaved or not; it says kindly why and when play opens again.
// A guest still plays a round that is not saved.

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { demoGames } from '#contract/demo-content.ts';
import { GameSchema } from '#contract/games.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { answer, requests, serve, serveLater } from '#web/test/serve.ts';
import { toastArea } from '#web/test/toasts.ts';
import { aStudent } from '#web/test/users.ts';

const child: User = aStudent();
const mathChallenge = GameSchema.parse({ ...demoGames[0], id: 1 });
const trail = GameSchema.parse({ ...demoGames[1], id: 2 });
const QUIET = "It's quiet time now, so games are resting. You can play again at 7:00 AM.";
const MINUTES_USED = "That's all the game time for today. See you tomorrow!";

function serveTrail() {
  serve('GET /api/games/2', answer(trail));
  serve('GET /api/users/game-progress/2', answer(null));
}

describe('a round the server refuses', () => {
  it('is not played in quiet hours: the child hears why and when play opens', async () => {
    serve('GET /api/user', answer(child));
    serveTrail();
    serve('POST /api/games/2/plays', answer({ message: QUIET }, 403));
    const { user } = renderRoute('/games/2');
    await user.click(await screen.findByRole('button', { name: 'Play Level 1' }));
    const notice = (await screen.findByText(QUIET)).closest('[role="status"]');
    expect(notice).not.toBeNull();
    screen.getByRole('img', { name: 'Sprouty smiles kindly.' });
    screen.getByRole('button', { name: /^Hear why games are resting/ });
    expect(screen.queryByLabelText('Your answer')).toBeNull();
    expect(toastArea().queryByText(/won't be saved/)).toBeNull();
    // Start stays, so the child can try again once play opens.
    screen.getByRole('button', { name: 'Play Level 1' });
  });

  it('is not played past the day’s minutes on the Math Quick Challenge, and no clock runs', async () => {
    serve('GET /api/user', answer(child));
    serve('GET /api/games/1', answer(mathChallenge));
    serve('GET /api/users/points', answer({ points: 500 }));
    serve('POST /api/games/1/plays', answer({ message: MINUTES_USED }, 403));
    const { user } = renderRoute('/games/math-challenge');
    await user.click(await screen.findByRole('button', { name: 'Start Game' }));
    await screen.findByText(MINUTES_USED);
    expect(screen.queryByRole('timer', { name: 'Time left' })).toBeNull();
    screen.getByRole('button', { name: 'Start Game' });
  });

  it('is not played when Start is pressed before the page knows who is signed in', async () => {
    const knowUser = serveLater('GET /api/user');
    serveTrail();
    serve('POST /api/games/2/plays', answer({ message: QUIET }, 403));
    const { user } = renderRoute('/games/2');
    await user.click(await screen.findByRole('button', { name: 'Play Level 1' }));
    knowUser(answer(child));
    await screen.findByText(QUIET);
    expect(screen.queryByLabelText('Your answer')).toBeNull();
  });

  it('is not played unsaved when the server cannot be reached to start it', async () => {
    serve('GET /api/user', answer(child));
    serveTrail();
    serve('POST /api/games/2/plays', answer({ message: 'Something went wrong' }, 503));
    const { user } = renderRoute('/games/2');
    await user.click(await screen.findByRole('button', { name: 'Play Level 1' }));
    await toastArea().findByText("We couldn't start your round");
    expect(screen.queryByLabelText('Your answer')).toBeNull();
    screen.getByRole('button', { name: 'Play Level 1' });
  });
});

describe("a guest's round", () => {
  it('is played, unsaved, without asking the server to start it', async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    serve('GET /api/games/2', answer(trail));
    const { user } = renderRoute('/games/2');
    await user.click(await screen.findByRole('button', { name: 'Play Level 1' }));
    await screen.findByLabelText('Your answer');
    expect(requests).not.toContain('POST /api/games/2/plays');
  });
});
