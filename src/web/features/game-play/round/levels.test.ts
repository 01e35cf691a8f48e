import { describe, expect, it } from 'vitest';
import { type GameRules, mathChallengeRules } from '#contract/game-rules.ts';
import { levelViews } from './levels.ts';

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

describe('levels on screen', () => {
  it('opens the first level, each next level after the one before is complete, and locks the rest', () => {
    expect(levelViews(rules, []).map((l) => [l.completed, l.playable])).toEqual([
      [false, true],
      [false, false],
      [false, false],
    ]);
    expect(levelViews(rules, [1]).map((l) => [l.completed, l.playable])).toEqual([
      [true, true],
      [false, true],
      [false, false],
    ]);
    expect(levelViews(rules, [1, 2, 3]).every((l) => l.completed && l.playable)).toBe(true);
  });
});
