import { describe, expect, it } from 'vitest';
import {
  type AchievementFacts,
  achievementsReachedBetween,
  balanceReachedAt,
  computeAchievements,
  NO_ACHIEVEMENT_FACTS,
} from './achievements.ts';

describe('achievements (docs/product.md#constants-and-limits)', () => {
  const none = NO_ACHIEVEMENT_FACTS;
  const unlocked = (f: AchievementFacts) =>
    computeAchievements(f)
      .filter((a) => a.unlocked)
      .map((a) => a.name);

  it('locks everything for a new user', () => {
    expect(unlocked(none)).toEqual([]);
    expect(computeAchievements(none)).toHaveLength(12);
  });

  it('unlocks each at its threshold', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(unlocked({ ...none, scoreCount: 5 })).toEqual([]);
    expect(unlocked({ ...none, scoreCount: 6, sixthScoreAt: at })).toEqual(['Math Whiz']);
    expect(unlocked({ ...none, bestScore: 99 })).toEqual([]);
    expect(unlocked({ ...none, bestScore: 100, firstScoreOf100At: at })).toEqual(['Perfect Score']);
    expect(unlocked({ ...none, distinctGames: 3 })).toEqual(['Game Explorer']);
    expect(unlocked({ ...none, tutorSessions: 1 })).toEqual(['Eager Learner']);
    expect(unlocked({ ...none, purchases: 4 })).toEqual(['First Purchase']);
    expect(unlocked({ ...none, purchases: 5 })).toEqual(['First Purchase', 'Collector']);
    expect(unlocked({ ...none, pointsUsed: 999 })).toEqual([]);
    expect(unlocked({ ...none, pointsUsed: 1000 })).toEqual(['Big Spender']);
    expect(unlocked({ ...none, points: 499 })).toEqual(['Point Starter']);
    expect(unlocked({ ...none, points: 1000 })).toEqual(['Point Starter', 'Point Builder', 'Point Master']);
    // The reading goals (docs/rules.md#promises-kept): 5 articles read, and a read in each of the 5 categories.
    expect(unlocked({ ...none, articlesRead: 4, categoriesRead: 4 })).toEqual([]);
    expect(unlocked({ ...none, articlesRead: 5, fifthArticleReadAt: at })).toEqual(['Article Enthusiast']);
    expect(unlocked({ ...none, articlesRead: 5, categoriesRead: 5, allCategoriesReadAt: at })).toEqual([
      'Article Enthusiast',
      'Knowledge Explorer',
    ]);
  });

  it('dates a balance threshold from the last time the balance rose to it', () => {
    const d = (n: number) => new Date(Date.UTC(2026, 0, n));
    const changes = [
      { delta: 60, at: d(1) },
      { delta: 60, at: d(2) },
      { delta: -100, at: d(3) },
      { delta: 150, at: d(4) },
    ];
    expect(balanceReachedAt(changes, 100)?.toISOString()).toBe(d(4).toISOString());
    expect(balanceReachedAt(changes.slice(0, 2), 100)?.toISOString()).toBe(d(2).toISOString());
    expect(balanceReachedAt(changes.slice(0, 3), 100)).toBeNull();
  });
});

describe('achievementsReachedBetween', () => {
  const names = (before: object, after: object) =>
    achievementsReachedBetween(before, after).map((a) => a.name);

  it('names the achievements the later counts unlock and the earlier ones did not', () => {
    expect(names({ points: 90, scoreCount: 4 }, { points: 120, scoreCount: 6 })).toEqual([
      'Math Whiz',
      'Point Starter',
    ]);
  });

  it('names none that was unlocked already, and none for counts that did not move', () => {
    expect(names({ points: 150, tutorSessions: 1 }, { points: 600, tutorSessions: 2 })).toEqual([
      'Point Builder',
    ]);
    expect(names({}, {})).toEqual([]);
  });
});
