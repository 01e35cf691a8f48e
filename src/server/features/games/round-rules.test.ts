import { describe, expect, it } from 'vitest';
import {
  type BadgeRule,
  completesLevel,
  defaultRulesFor,
  describeBadgeRule,
  describeLevel,
  type GameRules,
  highestUnlockedLevel,
  mathChallengeRules,
  pointsForScore,
  startOfUtcDay,
} from '#contract/game-rules.ts';
import {
  applyDailyCap,
  applyRound,
  badgeEarned,
  checkRound,
  nextSkillLevel,
  type RoundClaim,
} from './round-rules.ts';

const math = mathChallengeRules([
  { name: 'First Round', rule: { kind: 'first-round' } },
  { name: 'Quick Thinker', rule: { kind: 'score-at-least', score: 100 } },
]);

const levelled: GameRules = {
  ...defaultRulesFor({ haslevels: true, totallevels: 3, availablebadges: [] }),
  badges: [
    { name: 'Starter', rule: { kind: 'first-round' } },
    { name: 'Two Down', rule: { kind: 'levels-completed', count: 2 } },
  ],
};

const claim = (o: Partial<RoundClaim> = {}): RoundClaim => ({
  score: 100,
  timeSpent: 60,
  correctAnswers: 10,
  totalQuestions: 14,
  difficulty: 'medium',
  level: undefined,
  ...o,
});

describe('checkRound: what a real game cannot send is refused (docs/rules.md#rules-the-product-leaves-open)', () => {
  it('accepts a real Math Quick Challenge round', () => {
    expect(checkRound(math, claim(), 61, [])).toEqual({ ok: true, difficulty: 'medium', level: null });
  });

  it.each([
    ['correctAnswers > totalQuestions', claim({ correctAnswers: 15, score: 150 }), 61, 'correctAnswers'],
    ['timeSpent longer than the play + 2 s', claim({ timeSpent: 33 }), 30.9, 'timeSpent'],
    ['more than 2 questions a second', claim({ totalQuestions: 121 }), 61, 'totalQuestions'],
    ['timeSpent over 65 for the Math Quick Challenge', claim({ timeSpent: 66 }), 100, 'timeSpent'],
    ['no difficulty for the Math Quick Challenge', claim({ difficulty: undefined }), 61, 'difficulty'],
    ['score != correct × 10 on medium', claim({ score: 105 }), 61, 'score'],
    ['score != correct × 5 on easy', claim({ difficulty: 'easy' }), 61, 'score'],
    ['a level in a game without levels', claim({ level: 1 }), 61, 'level'],
  ] as const)('refuses %s', (_name, c, age, path) => {
    const result = checkRound(math, c, age, []);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.path).toBe(path);
  });

  it('allows exactly 2 seconds of slack and exactly 2 questions a second', () => {
    expect(checkRound(math, claim({ timeSpent: 32, totalQuestions: 12 }), 30, []).ok).toBe(true);
    expect(checkRound(math, claim({ totalQuestions: 120 }), 61, []).ok).toBe(true);
    expect(checkRound(math, claim({ timeSpent: 65, totalQuestions: 12 }), 70, []).ok).toBe(true);
  });

  it('checks levels: required, unlocked in order, within their questions, at their difficulty', () => {
    const level = (n: number | undefined, o: Partial<RoundClaim> = {}) =>
      claim({
        level: n,
        difficulty: undefined,
        totalQuestions: 10,
        correctAnswers: 8,
        score: 40,
        timeSpent: 100,
        ...o,
      });
    expect(checkRound(levelled, level(1), 101, [])).toMatchObject({ ok: true, difficulty: 'easy' });
    expect(checkRound(levelled, level(undefined), 101, [])).toMatchObject({ ok: false, path: 'level' });
    expect(checkRound(levelled, level(2, { score: 80 }), 101, [])).toMatchObject({
      ok: false,
      path: 'level',
    });
    expect(checkRound(levelled, level(2, { score: 80 }), 101, [1])).toMatchObject({
      ok: true,
      difficulty: 'medium',
    });
    expect(checkRound(levelled, level(4), 101, [1, 2, 3])).toMatchObject({ ok: false, path: 'level' });
    expect(checkRound(levelled, level(1, { totalQuestions: 11 }), 101, [])).toMatchObject({ ok: false });
    expect(checkRound(levelled, level(1, { difficulty: 'hard' }), 101, [])).toMatchObject({
      ok: false,
      path: 'difficulty',
    });
  });

  it('uses the default difficulty when a game does not require one', () => {
    const free = defaultRulesFor({ haslevels: false, totallevels: 0, availablebadges: [] });
    expect(checkRound(free, claim({ difficulty: undefined, score: 50 }), 61, [])).toMatchObject({
      ok: true,
      difficulty: 'easy',
    });
    expect(checkRound(free, claim({ timeSpent: 1801 }), 5000, []).ok).toBe(false);
  });
});

describe('points', () => {
  it('are score × 1/2/3', () => {
    expect(pointsForScore(40, 'easy')).toBe(40);
    expect(pointsForScore(40, 'medium')).toBe(80);
    expect(pointsForScore(40, 'hard')).toBe(120);
  });

  it('are capped by what is left of the daily cap', () => {
    expect(applyDailyCap(300, 0, 2000)).toEqual({ pointsEarned: 300, capped: false });
    expect(applyDailyCap(300, 1800, 2000)).toEqual({ pointsEarned: 200, capped: true });
    expect(applyDailyCap(300, 1700, 2000)).toEqual({ pointsEarned: 300, capped: false });
    expect(applyDailyCap(300, 2000, 2000)).toEqual({ pointsEarned: 0, capped: true });
    expect(applyDailyCap(0, 2000, 2000)).toEqual({ pointsEarned: 0, capped: false });
  });

  it('count the cap by UTC day', () => {
    expect(startOfUtcDay(new Date('2026-03-05T23:59:59.999Z')).toISOString()).toBe(
      '2026-03-05T00:00:00.000Z',
    );
    expect(startOfUtcDay(new Date('2026-03-06T00:00:00.000Z')).toISOString()).toBe(
      '2026-03-06T00:00:00.000Z',
    );
  });
});

describe('skill level', () => {
  it('is 10 × accuracy × weight on the first play (0.5/0.75/1), one decimal', () => {
    expect(nextSkillLevel(null, 8, 10, 'easy')).toBe(4);
    expect(nextSkillLevel(null, 8, 10, 'medium')).toBe(6);
    expect(nextSkillLevel(null, 8, 10, 'hard')).toBe(8);
    expect(nextSkillLevel(null, 2, 3, 'hard')).toBe(6.7);
    expect(nextSkillLevel(null, 0, 0, 'hard')).toBe(0);
  });

  it('moves 0.7 × old + 0.3 × new after that, within 0-10', () => {
    expect(nextSkillLevel(4, 10, 10, 'hard')).toBe(5.8);
    expect(nextSkillLevel(10, 10, 10, 'hard')).toBe(10);
    expect(nextSkillLevel(5, 0, 10, 'easy')).toBe(3.5);
  });
});

describe('badges', () => {
  const round = { score: 90, correctAnswers: 9, totalQuestions: 10, difficulty: 'hard' as const, level: 2 };
  const after = { skillLevel: 7.2, highScore: 90, totalPlays: 5, badges: [], completedLevels: [1, 2] };
  it.each([
    [{ kind: 'first-round' }, true],
    [{ kind: 'score-at-least', score: 90 }, true],
    [{ kind: 'score-at-least', score: 91 }, false],
    [{ kind: 'correct-in-round', count: 9 }, true],
    [{ kind: 'correct-in-round', count: 9, difficulty: 'easy' }, false],
    [{ kind: 'perfect-round', minQuestions: 5 }, false],
    [{ kind: 'plays-at-least', plays: 5 }, true],
    [{ kind: 'plays-at-least', plays: 6 }, false],
    [{ kind: 'levels-completed', count: 2 }, true],
    [{ kind: 'levels-completed', count: 3 }, false],
    [{ kind: 'skill-at-least', skill: 7 }, true],
    [{ kind: 'skill-at-least', skill: 7.5 }, false],
  ] as [BadgeRule, boolean][])('%j is %s', (rule, earned) => {
    expect(badgeEarned(rule, round, after)).toBe(earned);
    expect(describeBadgeRule(rule)).toMatch(/\.$/);
  });

  it('are stated in words for the game page', () => {
    expect(describeBadgeRule({ kind: 'score-at-least', score: 100 })).toBe('Score 100 or more in one round.');
    expect(describeBadgeRule({ kind: 'correct-in-round', count: 10, difficulty: 'hard' })).toBe(
      'Get 10 answers right in one Hard round.',
    );
    expect(describeBadgeRule({ kind: 'levels-completed', count: 1 })).toBe('Complete a level.');
    expect(describeBadgeRule({ kind: 'perfect-round', minQuestions: 10 })).toBe(
      'Answer every question right in a round of at least 10 questions.',
    );
  });
});

describe('applyRound', () => {
  it('updates progress, completes levels and awards each badge once', () => {
    const first = applyRound(levelled, null, {
      score: 45,
      correctAnswers: 9,
      totalQuestions: 10,
      difficulty: 'easy',
      level: 1,
    });
    expect(first).toEqual({
      progress: { skillLevel: 4.5, highScore: 45, totalPlays: 1, badges: ['Starter'], completedLevels: [1] },
      newBadges: ['Starter'],
      newCompletedLevels: [1],
      personalBest: true,
    });
    const again = applyRound(levelled, first.progress, {
      score: 40,
      correctAnswers: 8,
      totalQuestions: 10,
      difficulty: 'easy',
      level: 1,
    });
    expect(again).toMatchObject({ newBadges: [], newCompletedLevels: [], personalBest: false });
    const second = applyRound(levelled, again.progress, {
      score: 60,
      correctAnswers: 6,
      totalQuestions: 10,
      difficulty: 'medium',
      level: 2,
    });
    expect(second).toMatchObject({ newCompletedLevels: [], personalBest: true });
    const passed = applyRound(levelled, second.progress, {
      score: 80,
      correctAnswers: 8,
      totalQuestions: 10,
      difficulty: 'medium',
      level: 2,
    });
    expect(passed).toMatchObject({ newCompletedLevels: [2], newBadges: ['Two Down'] });
    expect(passed.progress.completedLevels).toEqual([1, 2]);
    expect(passed.progress.totalPlays).toBe(4);
  });

  it('completes a level only in a full round of it with enough right, as the game page says', () => {
    const level = levelled.levels[0];
    if (!level) throw new Error('no level 1');
    expect(level).toMatchObject({ questions: 10, passCorrect: 8 });
    const round = (correctAnswers: number, totalQuestions: number) => ({
      level: 1,
      correctAnswers,
      totalQuestions,
    });
    expect(completesLevel(levelled, round(8, 10))).toBe(true);
    expect(completesLevel(levelled, round(10, 10))).toBe(true);
    expect(completesLevel(levelled, round(7, 10))).toBe(false);
    // Eight right out of eight is not a full round of ten.
    expect(completesLevel(levelled, round(8, 8))).toBe(false);
    expect(completesLevel(levelled, round(9, 9))).toBe(false);
    expect(completesLevel(levelled, { ...round(10, 10), level: null })).toBe(false);
    expect(completesLevel(levelled, { ...round(10, 10), level: 9 })).toBe(false);
    expect(
      applyRound(levelled, null, { ...round(8, 8), score: 40, difficulty: 'easy' }).newCompletedLevels,
    ).toEqual([]);
    expect(describeLevel(level)).toBe(
      '10 easy questions: answer them all and get at least 8 right to complete it.',
    );
  });

  it('unlocks levels one after another', () => {
    expect(highestUnlockedLevel(levelled, [])).toBe(1);
    expect(highestUnlockedLevel(levelled, [1])).toBe(2);
    expect(highestUnlockedLevel(levelled, [1, 2, 3])).toBe(3);
    expect(highestUnlockedLevel(math, [])).toBe(0);
  });

  it('never treats a round of score 0 as a personal best', () => {
    expect(
      applyRound(math, null, {
        score: 0,
        correctAnswers: 0,
        totalQuestions: 3,
        difficulty: 'easy',
        level: null,
      }).personalBest,
    ).toBe(false);
  });
});
