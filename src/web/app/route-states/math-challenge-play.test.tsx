// The Math Quick Challenge while it is played and once it ends: a timed round moves straight on
// to the next sum, so the correction of a wrong answer names the sum it corrects; a saved round
// asks for a rating as every game does, and its scoreboard shows the round at once.

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoGames } from '#contract/demo-content.ts';
import { GameSchema, type ScoreResult } from '#contract/games.ts';
import { answerToSum } from '#web/test/answer-key.ts';
import { findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve, serveLater } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';

const mathChallenge = GameSchema.parse({ ...demoGames[0], id: 1 });

afterEach(() => vi.useRealTimers());

describe('the Math Quick Challenge during a round', () => {
  it('shows the correction of a wrong answer with its own question, beside the next one', async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    const { user } = renderRoute('/games/math-challenge');
    await findPageHeading('Math Quick Challenge');
    await user.click(await screen.findByRole('button', { name: 'Start Game' }));
    const sum = (await screen.findByRole('heading', { level: 2 })).textContent ?? '';
    const right = answerToSum(sum);
    await user.type(screen.getByLabelText('Your answer'), `${right + 1}{Enter}`);

    const line = await screen.findByText(`Last question: ${sum}`);
    expect(line.parentElement?.textContent).toBe(
      `Last question: ${sum} Incorrect The correct answer was ${right}`,
    );
  });
});

describe('the Math Quick Challenge after a saved round', () => {
  it('asks for a rating, and the scoreboard shows the round while its list is read again', async () => {
    // The round's clock (Date and its tick) is the test's; everything else runs as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const child = aStudent();
    serve('GET /api/user', answer(child));
    serve('GET /api/games/1', answer(mathChallenge));
    serve('GET /api/users/points', answer({ points: 0 }));
    serve('GET /api/games/scores', answer([]));
    serve(
      'POST /api/games/1/plays',
      answer({ playId: 9, gameId: 1, startedAt: new Date().toISOString() }, 201),
    );
    const { user } = renderRoute('/games/math-challenge');
    await screen.findByText('No saved scores yet. Finish a round to see it here!');
    await user.click(screen.getByRole('button', { name: 'Start Game' }));
    const sum = (await screen.findByRole('heading', { level: 2 })).textContent ?? '';
    await user.type(screen.getByLabelText('Your answer'), `${answerToSum(sum)}{Enter}`);

    const saved: ScoreResult = {
      id: 40,
      userId: child.id,
      gameId: 1,
      game: { name: 'Math Quick Challenge' },
      score: 5,
      timeSpent: 60,
      correctAnswers: 1,
      totalQuestions: 1,
      difficulty: 'easy',
      level: null,
      pointsEarned: 5,
      dateCompleted: new Date().toISOString(),
      points: 5,
      capped: false,
      multiplier: 1,
      newBadges: [],
      newCompletedLevels: [],
      personalBest: true,
      previousHighScore: null,
      progress: {
        id: 1,
        gameId: 1,
        game: {
          name: 'Math Quick Challenge',
          category: 'Math',
          imageUrl: null,
          haslevels: false,
          totallevels: 0,
        },
        skillLevel: 5,
        highScore: 5,
        totalPlays: 1,
        lastPlayed: new Date().toISOString(),
        badges: [],
        completedLevels: [],
      },
    };
    serve('POST /api/games/scores', answer(saved, 201));
    // The list read again after the save answers only later: the scoreboard must not wait for it.
    serveLater('GET /api/games/scores');
    act(() => vi.advanceTimersByTime(61_000));

    await screen.findByRole('heading', { name: 'Game Over!', hidden: true });
    await screen.findByRole('group', { name: 'Did you like this game?', hidden: true });
    const scores = await screen.findByRole('list', { name: 'Your recent scores', hidden: true });
    expect(scores.textContent).toContain('1 of 1 right');
    expect(screen.queryByText(/No saved scores yet/)).toBeNull();
  });
});
