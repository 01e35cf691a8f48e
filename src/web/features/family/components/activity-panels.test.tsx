import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ChildActivity, ChildActivitySchema } from '#contract/family.ts';
import type { GameProgress } from '#contract/games.ts';
import { renderInPage } from '#web/test/render.tsx';
import { GamesPanel, OverviewPanel, StudyPanel, TutoringPanel } from './activity-panels.tsx';

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
    renderInPage(
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
    renderInPage(<GamesPanel activity={activity} />);
    expect(screen.getByText(/1\/1 correct · 1 second ·/)).toBeDefined();
  });
});

describe("a child's activity in Spanish", () => {
  it('counts plays and words the recent activity in Spanish, with no English left', () => {
    const activity = activityWith([progress(1, 'Math Quick Challenge', 1), progress(2, 'Word Trail', 3)]);
    activity.studySessions = [
      {
        id: 3,
        subject: 'Ciencias',
        startTime: '2026-11-21T10:00:00.000Z',
        endTime: null,
        duration: null,
        notes: null,
        completed: false,
      },
    ];
    const games = renderInPage(<GamesPanel activity={activity} />, { locale: 'es' });
    screen.getByText(/· 1 partida ·/);
    screen.getByText(/· 3 partidas ·/);
    screen.getByRole('list', { name: 'Progreso en los juegos' });
    expect(games.container.textContent).not.toMatch(/Skill level|plays?\b|high score|Badges/);
    games.unmount();

    const overview = renderInPage(<OverviewPanel activity={activity} />, { locale: 'es' });
    screen.getByRole('heading', { name: 'Actividad reciente' });
    screen.getByText('Estudió Ciencias');
    screen.getByText(/^En curso ·/);
    screen.getByText('Tiempo de estudio, últimos 7 días');
    expect(overview.container.textContent).not.toMatch(/Studied|In Progress|Recent activity|Study time/);
  });
});

describe("a child's study and tutoring in Spanish", () => {
  it('names the subjects in Spanish', () => {
    const startsAt = '2026-11-20T16:00:00.000Z';
    const activity = ChildActivitySchema.parse({
      ...activityWith([]),
      studySessions: [
        {
          id: 1,
          subject: 'Science',
          startTime: startsAt,
          endTime: null,
          completed: false,
          duration: null,
          notes: null,
        },
      ],
      tutorSessions: [
        {
          id: 2,
          tutorId: 3,
          tutor: { name: 'Amara Okafor', imageUrl: null },
          subject: 'Mathematics',
          sessionType: 'One-on-One Tutoring',
          date: '2026-11-20',
          time: '16:00',
          timeZone: 'UTC',
          startsAt,
          endsAt: '2026-11-20T17:00:00.000Z',
          status: 'completed',
          notes: null,
          seriesId: null,
          canCancel: false,
          cancellableUntil: startsAt,
          createdAt: startsAt,
        },
      ],
    });
    renderInPage(
      <>
        <OverviewPanel activity={activity} />
        <StudyPanel activity={activity} />
        <TutoringPanel activity={activity} />
      </>,
      { locale: 'es' },
    );
    expect(screen.getByText('Ciencias')).toBeDefined();
    expect(screen.getByText('Matemáticas con Amara Okafor')).toBeDefined();
    const recent = screen.getByRole('list', { name: 'Actividad reciente' });
    expect(recent.textContent).toContain('Ciencias');
    expect(recent.textContent).toContain('Matemáticas');
    expect(recent.textContent).not.toMatch(/Science|Mathematics/);
  });
});
