// The Math Quick Challenge of docs/product.md#constants-and-limits: questions by difficulty, scoring and multipliers.
import {
  type Difficulty,
  MATH_CHALLENGE_SECONDS,
  MULTIPLIER,
  PER_ANSWER,
  pointsForScore,
} from '#contract/game-rules.ts';
import type { Question } from './question.ts';
import type { Rng } from './random.ts';

export type Operator = '+' | '-' | '*' | '/';

export const MATH_DIFFICULTY_SETTINGS: Record<
  Difficulty,
  { min: number; max: number; operators: Operator[] }
> = {
  easy: { min: 1, max: 10, operators: ['+', '-'] },
  medium: { min: 1, max: 20, operators: ['+', '-', '*'] },
  hard: { min: 1, max: 50, operators: ['+', '-', '*', '/'] },
};

export const OPERATOR_SYMBOLS: Record<Operator, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

export interface MathProblem {
  a: number;
  b: number;
  operator: Operator;
  answer: number;
}

/** The seconds in a round, the tick, and when the timer turns urgent. */
export const MATH_CHALLENGE_TIMER = { seconds: MATH_CHALLENGE_SECONDS, tickMs: 1000, urgentAt: 10 } as const;

export function solve(a: number, b: number, operator: Operator): number {
  switch (operator) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
  }
}

/**
 * One problem: numbers in the difficulty's range; subtraction swaps its operands so the result is
 * never negative; division has a divisor of 1-10 and a whole-number result.
 */
export function generateMathProblem(difficulty: Difficulty, rng: Rng): MathProblem {
  const { min, max, operators } = MATH_DIFFICULTY_SETTINGS[difficulty];
  const operator = rng.pick(operators);
  if (operator === '/') {
    const b = rng.int(1, 10);
    const quotient = rng.int(1, Math.max(1, Math.floor(max / b)));
    return { a: b * quotient, b, operator, answer: quotient };
  }
  let a = rng.int(min, max);
  let b = rng.int(min, max);
  if (operator === '-' && b > a) [a, b] = [b, a];
  return { a, b, operator, answer: solve(a, b, operator) };
}

export function mathProblemText(p: Pick<MathProblem, 'a' | 'b' | 'operator'>): string {
  return `${p.a} ${OPERATOR_SYMBOLS[p.operator]} ${p.b} = ?`;
}

export function mathQuestion(difficulty: Difficulty, rng: Rng): Question {
  const p = generateMathProblem(difficulty, rng);
  return {
    key: `math:${p.a}${p.operator}${p.b}`,
    kind: 'arithmetic',
    prompt: mathProblemText(p),
    mode: 'number',
    answer: String(p.answer),
  };
}

/** Score for the round: 5, 10 or 15 per correct answer. */
export function mathScore(correctAnswers: number, difficulty: Difficulty): number {
  return correctAnswers * PER_ANSWER[difficulty];
}

/** Points shown at the end: score × 1, 2 or 3. */
export function mathPointsEarned(score: number, difficulty: Difficulty): number {
  return pointsForScore(score, difficulty);
}

export function multiplierOf(difficulty: Difficulty): number {
  return MULTIPLIER[difficulty];
}
