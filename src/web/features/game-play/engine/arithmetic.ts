// Arithmetic for math games other than the Math Quick Challenge: the numbers and operators grow
// with the level and the game's grade band. Answers are typed numbers.
import type { GenContext } from './context.ts';
import { OPERATOR_SYMBOLS, type Operator, solve } from './math-challenge.ts';
import type { Question } from './question.ts';
import type { Rng } from './random.ts';

interface Settings {
  min: number;
  max: number;
  operators: Operator[];
  /** Sometimes ask for the missing number: "? + 4 = 9". */
  missing: boolean;
}

export function arithmeticSettings(ctx: GenContext): Settings {
  const { stage } = ctx;
  // The game's own choice (an admin's "Times Table Trek" asks only ×), within its numbers.
  if (ctx.arithmetic) {
    const { operations, min, max } = ctx.arithmetic;
    return { min, max, operators: [...operations], missing: stage >= 0.6 };
  }
  const grade = ctx.grades.high;
  const young = grade <= 2;
  const top = young ? 20 + Math.round(stage * 80) : 20 + Math.round(stage * (grade >= 5 ? 130 : 80));
  const max = Math.round(10 + stage * (top - 10));
  const operators: Operator[] = ['+'];
  if (stage >= 0.2) operators.push('-');
  if (!young && stage >= 0.4) operators.push('*');
  if (!young && stage >= 0.7) operators.push('/');
  return { min: 0, max, operators, missing: stage >= 0.6 };
}

export function arithmeticQuestion(ctx: GenContext, rng: Rng): Question {
  const settings = arithmeticSettings(ctx);
  const operator = rng.pick(settings.operators);
  let a: number;
  let b: number;
  if (ctx.arithmetic && (operator === '*' || operator === '/')) {
    // Chosen numbers: the factors (or the divisor and the answer) come from the game's range.
    const low = Math.max(settings.min, operator === '/' ? 1 : 0);
    const high = Math.max(low, settings.max);
    if (operator === '*') {
      a = rng.int(low, high);
      b = rng.int(low, high);
    } else {
      b = rng.int(low, high);
      a = b * rng.int(low, high);
    }
  } else if (operator === '*') {
    a = rng.int(1, Math.min(12, Math.max(2, Math.round(settings.max / 5))));
    b = rng.int(1, 10);
  } else if (operator === '/') {
    b = rng.int(1, 10);
    a = b * rng.int(1, Math.min(12, Math.max(1, Math.floor(settings.max / b))));
  } else {
    a = rng.int(settings.min, settings.max);
    b = rng.int(settings.min, settings.max);
    if (!ctx.arithmetic && operator === '+' && a + b > settings.max * 1.5)
      b = rng.int(0, Math.max(0, settings.max - a));
    if (operator === '-' && b > a) [a, b] = [b, a];
  }
  const result = solve(a, b, operator);
  const symbol = OPERATOR_SYMBOLS[operator];
  const missing = settings.missing && (operator === '+' || operator === '-') && rng.next() < 0.35;
  if (missing) {
    return {
      key: `arith:?${operator}${b}=${result}`,
      kind: 'arithmetic',
      prompt: `? ${symbol} ${b} = ${result}`,
      mode: 'number',
      answer: String(a),
      explanation: `${a} ${symbol} ${b} = ${result}`,
    };
  }
  return {
    key: `arith:${a}${operator}${b}`,
    kind: 'arithmetic',
    prompt: `${a} ${symbol} ${b} = ?`,
    mode: 'number',
    answer: String(result),
  };
}
