import { describe, expect, it } from 'vitest';
import { computeAchievements, NO_ACHIEVEMENT_FACTS } from '#contract/achievements.ts';
import { type GameRules, mathChallengeRules } from '#contract/game-rules.ts';
import type { Achievement, GameProgress } from '#contract/games.ts';
import { testT } from '#web/test/i18n.ts';
import {
  achievementsView,
  badgeViews,
  firstAchievementText,
  formatSkill,
  progressForTab,
  skillBarPercent,
} from './progress-view.ts';

const t = testT();

const rules: GameRules = {
  ...mathChallengeRules(),
  roundSeconds: null,
  levels: [1, 2, 3].map((level) => ({
    level,
    name: ['Tiny Words', 'Short Vowels', 'Big Words'][level - 1] ?? '',
    difficulty: 'easy' as const,
    questions: 10,
    passCorrect: 8,
  })),
  badges: [
    { name: 'Busy Bee', rule: { kind: 'first-round' } },
    { name: 'Word Builder', rule: { kind: 'levels-completed', count: 2 } },
  ],
};

function progress(gameId: number, category: string): GameProgress {
  return {
    id: gameId,
    gameId,
    game: { name: `Game ${gameId}`, category, imageUrl: null, haslevels: false, totallevels: 0 },
    skillLevel: 4.5,
    highScore: 50,
    totalPlays: 2,
    lastPlayed: null,
    badges: [],
    completedLevels: [],
  };
}

describe('progress on screen', () => {
  it('splits the games into the All Games, Math and Reading tabs by category', () => {
    const list = [progress(1, 'Math Games'), progress(2, 'Reading Fun'), progress(3, 'Science Zone')];
    expect(progressForTab(list, 'all').map((p) => p.gameId)).toEqual([1, 2, 3]);
    expect(progressForTab(list, 'math').map((p) => p.gameId)).toEqual([1]);
    expect(progressForTab(list, 'reading').map((p) => p.gameId)).toEqual([2]);
  });

  it('shows the skill level as a bar of level × 10 percent, with one decimal', () => {
    expect(skillBarPercent(0)).toBe(0);
    expect(skillBarPercent(4.5)).toBe(45);
    expect(skillBarPercent(7.3)).toBe(73);
    expect(skillBarPercent(10)).toBe(100);
    expect(skillBarPercent(12)).toBe(100);
    expect(formatSkill(4)).toBe('4.0');
    expect(formatSkill(6.25)).toBe('6.3');
  });

  it('states each badge rule in words and which are earned', () => {
    expect(badgeViews(rules, ['Busy Bee', 'Word Builder'], ['Busy Bee'], t)).toEqual([
      { name: 'Busy Bee', how: 'Finish your first round.', earned: true },
      { name: 'Word Builder', how: 'Complete 2 levels.', earned: false },
    ]);
  });

  it('shows at most 3 unlocked achievements, newest first, and the 3 closest goals', () => {
    const a = (
      id: Achievement['id'],
      unlocked: boolean,
      at: string | null,
      current: number,
      target: number,
    ) => ({ id, name: id, description: '', unlocked, unlockedAt: at, current, target }) satisfies Achievement;
    const view = achievementsView([
      a('collector', false, null, 1, 5),
      a('math-whiz', true, '2026-01-01T00:00:00.000Z', 6, 6),
      a('point-master', false, null, 900, 1000),
      a('first-purchase', true, '2026-02-01T00:00:00.000Z', 1, 1),
      a('game-explorer', true, '2026-03-01T00:00:00.000Z', 3, 3),
      a('point-starter', true, '2025-12-01T00:00:00.000Z', 100, 100),
      a('article-enthusiast', false, null, 0, 1),
      a('big-spender', false, null, 300, 1000),
      a('eager-learner', false, null, 0, 1),
    ]);
    expect(view.recent.map((s) => s.id)).toEqual(['game-explorer', 'first-purchase', 'math-whiz']);
    expect(view.next.map((s) => s.id)).toEqual(['point-master', 'big-spender', 'collector']);
  });

  it('says what the first achievement takes when none is unlocked', () => {
    const none = computeAchievements(NO_ACHIEVEMENT_FACTS).map((s) => ({ ...s, unlockedAt: null }));
    expect(none).toHaveLength(12);
    const view = achievementsView(none);
    expect(view.recent).toEqual([]);
    expect(view.next.map((s) => s.name)).toEqual(['Math Whiz', 'Perfect Score', 'Game Explorer']);
    expect(firstAchievementText(view.next[0], t)).toBe('Save more than 5 game scores to unlock Math Whiz!');
    expect(firstAchievementText(undefined, t)).toBe('Play a game to earn your first one!');
  });
});

describe('progress on screen in Spanish', () => {
  it('says how each badge is earned in Spanish', () => {
    expect(badgeViews(rules, ['Busy Bee', 'Word Builder'], [], testT('es')).map((b) => b.how)).toEqual([
      'Termina tu primera ronda.',
      'Supera 2 niveles.',
    ]);
    expect(firstAchievementText(undefined, testT('es'))).toBe('¡Juega para ganar el primero!');
  });
});
