// Pattern puzzles, generated: colors and shapes that repeat (AB, AAB, ABB, ABC, AABB) for the
// first levels, then number sequences that grow by a rule. Shape patterns are multiple choice;
// number sequences are typed.
import type { GenContext } from './context.ts';
import { choicesOf, type PatternPiece, type Question, type ShapeName } from './question.ts';
import type { Rng } from './random.ts';

const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'brown'];
const SHAPES = ['●', '▲', '■', '★', '◆', '♥', '☾', '✚'];
const SHAPE_NAMES: Record<string, ShapeName> = {
  '●': 'circle',
  '▲': 'triangle',
  '■': 'square',
  '★': 'star',
  '◆': 'diamond',
  '♥': 'heart',
  '☾': 'moon',
  '✚': 'cross',
};
/** Each shape keeps one colour, so a shape pattern is read by its shapes. */
const SHAPE_COLORS: Record<ShapeName, string> = {
  circle: 'red',
  triangle: 'blue',
  square: 'green',
  star: 'yellow',
  diamond: 'purple',
  heart: 'pink',
  moon: 'orange',
  cross: 'brown',
};

/** How a pattern's symbol ("★" or "red") is drawn. */
export function pieceOf(symbol: string): PatternPiece {
  const shape = SHAPE_NAMES[symbol];
  return shape ? { shape, color: SHAPE_COLORS[shape] } : { shape: 'circle', color: symbol };
}

const UNITS = ['AB', 'AAB', 'ABB', 'ABC', 'AABB', 'ABCD', 'ABAC'];

function repeatingQuestion(ctx: GenContext, rng: Rng): Question {
  const useShapes = ctx.stage >= 0.15 && rng.next() < 0.7;
  const items = useShapes ? SHAPES : COLORS;
  const units = ctx.stage < 0.2 ? UNITS.slice(0, 3) : ctx.stage < 0.5 ? UNITS.slice(0, 5) : UNITS;
  const unit = rng.pick(units);
  const letters = [...new Set(unit)];
  const chosen = rng.shuffle(items).slice(0, letters.length);
  const symbolOf = (letter: string) => chosen[letters.indexOf(letter)] as string;
  const length = unit.length * 2 + rng.int(1, unit.length);
  const sequence = Array.from({ length }, (_, i) => symbolOf(unit[i % unit.length] as string));
  // Usually the next item; later, sometimes a missing one in the middle.
  const blank = ctx.stage >= 0.3 && rng.next() < 0.4 ? rng.int(1, length - 2) : length;
  const answer =
    blank === length ? symbolOf(unit[length % unit.length] as string) : (sequence[blank] as string);
  const shown = blank === length ? [...sequence, '?'] : sequence.map((s, i) => (i === blank ? '?' : s));
  // A shape or a colour in the round's language.
  const name = (s: string) => ctx.t('games.pattern.name', { name: SHAPE_NAMES[s] ?? s });
  const words = (s: string) => (useShapes || s === '?' ? s : name(s));
  const display = shown.map(words).join(useShapes ? ' ' : ', ');
  const label = (s: string) => (useShapes ? `${s} ${name(s)}` : name(s));
  const choices = choicesOf(label(answer), items.filter((i) => i !== answer).map(label), rng);
  const symbolOfLabel = (choice: string) => items.find((i) => label(i) === choice) ?? choice;
  return {
    key: `pattern:${shown.join(' ')}`,
    kind: 'patterns',
    prompt: blank === length ? ctx.t('games.q.whatNext') : ctx.t('games.q.whatMissing'),
    display,
    mode: 'choice',
    choices,
    answer: label(answer),
    scene: {
      type: 'pattern',
      pieces: shown.map((s) => (s === '?' ? null : pieceOf(s))),
      choicePieces: Object.fromEntries(choices.map((c) => [c, pieceOf(symbolOfLabel(c))])),
    },
    explanation: ctx.t('games.pattern.repeats', {
      unit: unit
        .split('')
        .map((l) => words(symbolOf(l)))
        .join(useShapes ? ' ' : ', '),
    }),
  };
}

type Rule = { name: string; terms: (n: number) => number[] };

function numberRules(ctx: GenContext, rng: Rng): Rule {
  const start = rng.int(1, ctx.stage < 0.7 ? 20 : 50);
  const step = rng.int(2, ctx.stage < 0.7 ? 5 : 12);
  const rules: Rule[] = [
    { name: `add ${step} each time`, terms: (n) => Array.from({ length: n }, (_, i) => start + i * step) },
  ];
  if (ctx.stage >= 0.5) {
    const big = start + step * 10;
    rules.push({
      name: `take away ${step} each time`,
      terms: (n) => Array.from({ length: n }, (_, i) => big - i * step),
    });
  }
  if (ctx.stage >= 0.7) {
    const factor = rng.int(2, 3);
    const first = rng.int(1, 5);
    rules.push({
      name: `multiply by ${factor} each time`,
      terms: (n) => Array.from({ length: n }, (_, i) => first * factor ** i),
    });
    const other = rng.int(1, 6);
    rules.push({
      name: `add ${step}, then add ${other}, again and again`,
      terms: (n) => {
        const out = [start];
        for (let i = 1; i < n; i++) out.push((out[i - 1] as number) + (i % 2 === 1 ? step : other));
        return out;
      },
    });
    const offset = rng.int(0, 4);
    rules.push({
      name: 'square numbers',
      terms: (n) => Array.from({ length: n }, (_, i) => (i + 1 + offset) ** 2),
    });
  }
  return rng.pick(rules);
}

function sequenceQuestion(ctx: GenContext, rng: Rng): Question {
  const rule = numberRules(ctx, rng);
  const length = rng.int(4, 6);
  const terms = rule.terms(length + 1);
  const answer = terms[length] as number;
  const display = [...terms.slice(0, length), '?'].join(', ');
  return {
    key: `sequence:${display}`,
    kind: 'patterns',
    prompt: ctx.t('games.q.numberNext'),
    display,
    mode: 'number',
    answer: String(answer),
    explanation: `The rule: ${rule.name}.`,
  };
}

export function patternQuestion(ctx: GenContext, rng: Rng): Question {
  if (ctx.stage < 0.3) return repeatingQuestion(ctx, rng);
  if (ctx.stage < 0.55) return rng.next() < 0.6 ? repeatingQuestion(ctx, rng) : sequenceQuestion(ctx, rng);
  return rng.next() < 0.3 ? repeatingQuestion(ctx, rng) : sequenceQuestion(ctx, rng);
}
