import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoGames } from '#contract/demo-content.ts';
import { GameSchema } from '#contract/games.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve, serveLater } from '#web/test/serve.ts';
import { GameScreen } from './game-screen.tsx';

// Number Trail as the server serves it: 10 typed answers a level, no clock.
const trail = GameSchema.parse({ ...demoGames[1], id: 2 });
const child = answer({
  id: 5,
  username: 'kit',
  name: 'Kit',
  email: null,
  role: 'user',
  isAdmin: false,
  isEmailVerified: true,
  userType: 'student',
  consent: null,
  grade: '1',
  age: 6,
  profilePic: null,
  tutorId: null,
  locale: 'en',
});

const slots = { progressPanel: null, highScores: null, scoreboard: () => null };

describe('GameScreen', () => {
  it('saves the round of a signed-in child who presses Start before the page knows who is signed in', async () => {
    // Who is signed in is still loading when Start is pressed: the test lets it answer later.
    const knowUser = serveLater('GET /api/user');
    serve(
      'POST /api/games/2/plays',
      answer({ playId: 9, gameId: 2, startedAt: new Date().toISOString() }, 201),
    );
    serve('POST /api/games/scores', ({ body }) => {
      const sent = body as { score: number; playId: number };
      return answer(
        {
          id: 1,
          userId: 5,
          gameId: 2,
          game: { name: trail.title },
          score: sent.score,
          difficulty: 'easy',
          level: 1,
          correctAnswers: 0,
          totalQuestions: 10,
          timeSpent: 30,
          dateCompleted: new Date().toISOString(),
          pointsEarned: 0,
          points: 120,
          capped: false,
          multiplier: 1,
          newBadges: [],
          newCompletedLevels: [],
          personalBest: false,
          previousHighScore: null,
          progress: {
            id: 1,
            gameId: 2,
            game: {
              name: trail.title,
              category: trail.category,
              imageUrl: null,
              haslevels: true,
              totallevels: 10,
            },
            skillLevel: 1,
            highScore: 0,
            totalPlays: 1,
            lastPlayed: null,
            badges: [],
            completedLevels: [],
          },
        },
        201,
      );
    });

    const { user } = renderWithApp(
      <GameScreen game={trail} completedLevels={[]} hero={null} slots={slots} />,
    );
    await user.click(screen.getByRole('button', { name: 'Play Level 1' }));
    expect(requests).not.toContain('POST /api/games/2/plays');
    knowUser(child);

    for (let n = 0; n < 10; n++) {
      await user.type(await screen.findByLabelText('Your answer'), '0');
      await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
      await user.click(await screen.findByRole('button', { name: /Next question|See my score/ }));
    }
    await screen.findByText('Score saved! You now have 120 points.');
    expect(requests).toContain('POST /api/games/2/plays');
    expect(requests).toContain('POST /api/games/scores');
    expect(screen.queryByText(/wasn't saved/)).toBeNull();
  });
});

describe('GameScreen opened at a level (a tutor’s practice links to one)', () => {
  const screenAt = (path: string, completedLevels: number[]) => {
    serve('GET /api/user', child);
    renderWithApp(<GameScreen game={trail} completedLevels={completedLevels} hero={null} slots={slots} />, {
      path,
    });
  };

  it('chooses the level the address names when it is open', async () => {
    // Without it, the next level to play (4) would be chosen.
    screenAt('/games/2?level=2', [1, 2, 3]);
    expect(await screen.findByRole('radio', { name: /^Level 2:/ })).toHaveProperty('checked', true);
  });

  it('chooses the next open level when the one named is still locked', async () => {
    screenAt('/games/2?level=3', []);
    expect(await screen.findByRole('radio', { name: /^Level 1:/ })).toHaveProperty('checked', true);
  });
});
