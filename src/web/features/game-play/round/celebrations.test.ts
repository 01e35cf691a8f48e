import { describe, expect, it } from 'vitest';
import { type GameRules, mathChallengeRules } from '#contract/game-rules.ts';
import { testT } from '#web/test/i18n.ts';
import { celebrationsOf } from './celebrations.ts';

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

const en = testT('en');

describe('celebrations of a saved round', () => {
  it('celebrates a completed level, each new badge, and a best only when it beats an earlier score', () => {
    const celebrations = celebrationsOf(
      {
        newBadges: ['Busy Bee'],
        newCompletedLevels: [1],
        personalBest: true,
        previousHighScore: null,
        score: 45,
      },
      rules,
      en,
    );
    expect(celebrations).toEqual([
      { kind: 'level', title: 'Level 1 complete!', text: 'You finished Tiny Words. Level 2 is open now.' },
      { kind: 'badge', title: 'New badge: Busy Bee!', text: 'You earned the Busy Bee badge.' },
    ]);
    expect(
      celebrationsOf(
        { newBadges: [], newCompletedLevels: [3], personalBest: true, previousHighScore: 40, score: 50 },
        rules,
        en,
      ).map((c) => c.text),
    ).toEqual(['You finished Big Words. You finished every level!', '50 points beats your best of 40.']);
    // A first round (1 right of 10) is no "new personal best", whatever it scored.
    expect(
      celebrationsOf(
        { newBadges: [], newCompletedLevels: [], personalBest: true, previousHighScore: 0, score: 5 },
        rules,
        en,
      ),
    ).toEqual([]);
    expect(
      celebrationsOf(
        { newBadges: [], newCompletedLevels: [], personalBest: false, previousHighScore: 90, score: 50 },
        rules,
        en,
      ),
    ).toEqual([]);
  });
});
