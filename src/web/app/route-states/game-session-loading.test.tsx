// A game's page before it knows who is signed in (a slow phone, or a page drawn on the server and
// then taken over): a signed-in child is never shown a guest's "Log in to ...". A guest is.

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { demoGames } from '#contract/demo-content.ts';
import { GameSchema } from '#contract/games.ts';
import { findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve, serveLater } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';

const child: User = aStudent();
const mathChallenge = GameSchema.parse({ ...demoGames[0], id: 1 });
// Number Trail: a game with levels, so its start screen has the level map.
const trail = GameSchema.parse({ ...demoGames[1], id: 2 });

/** GET /api/user answers only when the test says: until then the session is loading. */
function holdSession(): (user: User | null) => void {
  const knowUser = serveLater('GET /api/user');
  return (user) => knowUser(user ? answer(user) : answer({ message: 'Please log in to continue' }, 401));
}

function guestPrompts() {
  return [...screen.queryAllByRole('link', { name: 'Log in' }), ...screen.queryAllByText(/^Log in to /)];
}

describe('the Math Quick Challenge while the session loads', () => {
  it('asks a signed-in child to log in nowhere, then shows their points', async () => {
    const knowUser = holdSession();
    serve('GET /api/games/1', answer(mathChallenge));
    serve('GET /api/users/points', answer({ points: 500 }));
    renderRoute('/games/math-challenge');
    await findPageHeading('Math Quick Challenge');
    await screen.findByText('Badges to earn');
    expect(guestPrompts()).toEqual([]);
    knowUser(child);
    await screen.findByText('500');
    screen.getByText('Your recent scores');
    expect(guestPrompts()).toEqual([]);
  });

  it('asks a guest to log in to save scores and keep progress', async () => {
    const knowUser = holdSession();
    serve('GET /api/games/1', answer(mathChallenge));
    renderRoute('/games/math-challenge');
    await screen.findByText('Badges to earn');
    // While the session loads, the points line holds the guest's sentence unseen and unheard (its
    // room on the page): the sentences a guest reads come with the two Log in links.
    expect(screen.queryAllByRole('link', { name: 'Log in' })).toHaveLength(0);
    knowUser(null);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Log in' })).toHaveLength(2));
    screen.getByText('to save your scores and earn points.', { exact: false });
    screen.getByText('to keep your best score and your badges.', { exact: false });
    expect(screen.queryByText('Your recent scores')).toBeNull();
  });
});

describe('a game with levels while the session loads', () => {
  it('asks a signed-in child to log in nowhere, then shows their progress', async () => {
    const knowUser = holdSession();
    serve('GET /api/games/2', answer(trail));
    serve('GET /api/users/game-progress/2', answer(null));
    renderRoute('/games/2');
    await screen.findByRole('button', { name: 'Play Level 1' });
    expect(guestPrompts()).toEqual([]);
    knowUser(child);
    await screen.findByText("You haven't played this game yet.", { exact: false });
    expect(guestPrompts()).toEqual([]);
  });

  it('asks a guest to log in to keep their levels and progress', async () => {
    const knowUser = holdSession();
    serve('GET /api/games/2', answer(trail));
    renderRoute('/games/2');
    await screen.findByRole('button', { name: 'Play Level 1' });
    knowUser(null);
    await screen.findByText('Log in to save your progress and open the next levels.');
    screen.getByText('to keep your best score, your levels and your badges.', { exact: false });
  });
});
