import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from '#contract/game-rules.ts';
import {
  generateMathProblem,
  MATH_CHALLENGE_TIMER,
  MATH_DIFFICULTY_SETTINGS,
  mathPointsEarned,
  mathQuestion,
  mathScore,
  multiplierOf,
} from './math-challenge.ts';
import { checkAnswer } from './question.ts';
import { createRng } from './random.ts';

const SAMPLES = 5000;
const problems = (difficulty: Difficulty, seed = 7) => {
  const rng = createRng(seed);
  return Array.from({ length: SAMPLES }, () => generateMathProblem(difficulty, rng));
};

describe('Math Quick Challenge generation (docs/product.md#constants-and-limits)', () => {
  it.each([
    ['easy', 10, ['+', '-']],
    ['medium', 20, ['+', '-', '*']],
    ['hard', 50, ['+', '-', '*', '/']],
  ] as const)('%s uses numbers 1-%i and exactly the operators %j', (difficulty, max, operators) => {
    const all = problems(difficulty);
    expect(new Set(all.map((p) => p.operator))).toEqual(new Set(operators));
    for (const p of all.filter((q) => q.operator !== '/')) {
      expect(p.a).toBeGreaterThanOrEqual(1);
      expect(p.a).toBeLessThanOrEqual(max);
      expect(p.b).toBeGreaterThanOrEqual(1);
      expect(p.b).toBeLessThanOrEqual(max);
    }
    // Every number of the range turns up.
    const seen = new Set(all.filter((q) => q.operator === '+').flatMap((p) => [p.a, p.b]));
    expect(seen.size).toBe(max);
  });

  it.each(DIFFICULTIES)(
    'never gives a negative subtraction result on %s (operands swapped)',
    (difficulty) => {
      const subtractions = problems(difficulty).filter((p) => p.operator === '-');
      expect(subtractions.length).toBeGreaterThan(100);
      for (const p of subtractions) {
        expect(p.a).toBeGreaterThanOrEqual(p.b);
        expect(p.answer).toBe(p.a - p.b);
        expect(p.answer).toBeGreaterThanOrEqual(0);
      }
    },
  );

  it('divides by 1-10 with a whole-number result, within the hard range', () => {
    const divisions = problems('hard').filter((p) => p.operator === '/');
    expect(divisions.length).toBeGreaterThan(500);
    for (const p of divisions) {
      expect(p.b).toBeGreaterThanOrEqual(1);
      expect(p.b).toBeLessThanOrEqual(10);
      expect(Number.isInteger(p.answer)).toBe(true);
      expect(p.answer * p.b).toBe(p.a);
      expect(p.a).toBeLessThanOrEqual(MATH_DIFFICULTY_SETTINGS.hard.max);
    }
    expect(new Set(divisions.map((p) => p.b)).size).toBe(10);
  });

  it('computes the right answer for +, - and ×', () => {
    for (const p of problems('medium')) {
      const expected = p.operator === '+' ? p.a + p.b : p.operator === '-' ? p.a - p.b : p.a * p.b;
      expect(p.answer).toBe(expected);
    }
  });

  it('asks "a op b = ?" with a typed answer that the tolerance checks', () => {
    const q = mathQuestion('hard', createRng(3));
    expect(q.prompt).toMatch(/^\d+ [+−×÷] \d+ = \?$/);
    expect(q.mode).toBe('number');
    expect(checkAnswer(q, ` ${q.answer} `)).toBe(true);
    expect(checkAnswer(q, String(Number(q.answer) + 1))).toBe(false);
  });
});

describe('Math Quick Challenge scoring', () => {
  it('scores 5, 10 or 15 per correct answer', () => {
    expect(mathScore(7, 'easy')).toBe(35);
    expect(mathScore(7, 'medium')).toBe(70);
    expect(mathScore(7, 'hard')).toBe(105);
    expect(mathScore(0, 'hard')).toBe(0);
  });

  it('multiplies points by 1, 2 or 3', () => {
    expect([multiplierOf('easy'), multiplierOf('medium'), multiplierOf('hard')]).toEqual([1, 2, 3]);
    expect(mathPointsEarned(35, 'easy')).toBe(35);
    expect(mathPointsEarned(70, 'medium')).toBe(140);
    expect(mathPointsEarned(105, 'hard')).toBe(315);
  });

  it('runs 60 seconds, ticking each second, urgent from 10 seconds', () => {
    expect(MATH_CHALLENGE_TIMER).toEqual({ seconds: 60, tickMs: 1000, urgentAt: 10 });
  });
});
