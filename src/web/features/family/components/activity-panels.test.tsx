import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ChildActivity, ChildActivitySchema } from '#contract/family.ts';
import type { GameProgress } from '#contract/games.ts';
import { GamesPanel } from './activity-panels.tsx';

function progress(id: number, name: string, totalPlays: number): GameProgress {
  return {
    id,
    gameId: id,
    game: { name, category: 'Math', imageUrl: null, haslevels: false, totallevels: 0 },
    skillLevel: 2.5,
    highScore: 40,
    totalPlays,
    lastPlayed: '2026-11-20T10:00:00.000Z',
    badges: [],
    completedLevels: [],
  };
}

/** A child's activity with only game progress, as the server shapes it. */
function activityWith(gameProgress: GameProgress[]): ChildActivity {
  return ChildActivitySchema.parse({
    studySessions: [],
    gameProgress,
    gameScores: [],
    tutorSessions: [],
    points: { points: 0 },
    summary: { studySessions: 0, gamesPlayed: 0, pointsEarned: 0, tutorSessions: 0, recentStudyMinutes: 0 },
  });
}

describe("a child's game progress", () => {
  it('says "1 play" for one play and "3 plays" for more (docs/rules.md#promises-kept)', () => {
    render(
      <GamesPanel
        activity={activityWith([progress(1, 'Math Quick Challenge', 1), progress(2, 'Word Trail', 3)])}
      />,
    );
    expect(screen.getByText(/· 1 play ·/)).toBeDefined();
    expect(screen.getByText(/· 3 plays ·/)).toBeDefined();
    expect(screen.queryByText(/1 plays/)).toBeNull();
  });

  it('says "1 second" for a round of one second', () => {
    const activity = activityWith([]);
    activity.gameScores = [
      {
        id: 5,
        userId: 7,
        gameId: 1,
        game: { name: 'Math Quick Challenge' },
        score: 10,
        timeSpent: 1,
        correctAnswers: 1,
        totalQuestions: 1,
        difficulty: 'easy',
        level: null,
        pointsEarned: 10,
        dateCompleted: '2026-11-20T10:00:00.000Z',
      },
    ];
    render(<GamesPanel activity={activity} />);
    expect(screen.getByText(/1\/1 correct · 1 second ·/)).toBeDefined();
  });
});
