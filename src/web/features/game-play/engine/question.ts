// A question as every kind of game asks it, how an answer is checked, and the kind words shown
// after it (BRAND.md: a wrong answer shows the right one kindly).
import type { SkillType } from '#contract/game-rules.ts';
import type { Translate } from '#web/lib/i18n.tsx';
import { describeRoute, type Maze, parseRoute, reachesStar } from './maze.ts';
import type { Rng } from './random.ts';

/** `maze`: the answer is the robot's route, one letter a step ("rrd"), see maze.ts. */
export type AnswerMode = 'number' | 'text' | 'choice' | 'maze';

export type ShapeName = 'circle' | 'triangle' | 'square' | 'star' | 'diamond' | 'heart' | 'moon' | 'cross';
/** One piece of a pattern as it is drawn. */
export interface PatternPiece {
  shape: ShapeName;
  /** A colour name of the brand's game palette (play-palette.ts). */
  color: string;
}

/** What the play view draws for a question (each view also says it in words). */
export type Scene =
  | { type: 'maze'; maze: Maze }
  | { type: 'letters'; word: string; hidden: number[]; blocks: string[] }
  | { type: 'magnifier'; word: string }
  | { type: 'picture'; topic: 'space' | 'earth' | 'body' | 'nature' }
  | {
      type: 'pattern';
      /** The pattern, null where the piece to find goes. */
      pieces: (PatternPiece | null)[];
      /** Each choice drawn as a piece. */
      choicePieces: Record<string, PatternPiece>;
    };

export interface Question {
  /** The same key means the same question: a round never asks one twice. */
  key: string;
  kind: SkillType;
  /** What the child reads, e.g. "7 + 5 = ?" or "Which word means 'very tired'?" */
  prompt: string;
  /** A line to show big, such as a pattern ("● ▲ ● ▲ ?"); optional. */
  display?: string;
  mode: AnswerMode;
  /** The choices of a multiple-choice question, in the order to show them. */
  choices?: string[];
  /** The right answer as it is shown ("The correct answer was ..."). */
  answer: string;
  /** A short fact to show after answering, for quiz questions. */
  explanation?: string;
  /** What read-aloud says for the question when it is not the prompt (a spelling word is spoken). */
  say?: string;
  /**
   * Read-aloud spells the choices letter by letter: a misspelling read as a word sounds like the
   * right one ("earlly" as "early"), which gives nothing away but confuses.
   */
  choicesSpelled?: boolean;
  scene?: Scene;
}

/** The answer tolerance of docs/product.md#constants-and-limits. */
export const ANSWER_TOLERANCE = 0.001;

/** Parses a typed number the way docs/product.md#validation says: trimmed, as a decimal; NaN if it is not one. */
export function parseDecimal(input: string): number {
  const text = input.trim().replace(/^\+/, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  return Number.parseFloat(text);
}

/** A typed number is right when it is within 0.001 of the right value. */
export function isNumberCorrect(input: string, expected: number): boolean {
  const value = parseDecimal(input);
  return Number.isFinite(value) && Math.abs(value - expected) <= ANSWER_TOLERANCE + Number.EPSILON * 16;
}

const normalizeText = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export function checkAnswer(question: Question, input: string): boolean {
  if (input.trim() === '') return false;
  switch (question.mode) {
    case 'number':
      return isNumberCorrect(input, Number(question.answer));
    case 'text':
      return normalizeText(input) === normalizeText(question.answer);
    case 'choice':
      return input.trim() === question.answer;
    case 'maze': {
      const route = parseRoute(input);
      return question.scene?.type === 'maze' && route !== null && reachesStar(question.scene.maze, route);
    }
  }
}

export interface Feedback {
  correct: boolean;
  /** The toast title: "Correct!" or "Incorrect" (docs/product.md#texts-and-error-messages). */
  title: string;
  /** The toast text: "+N points" or "The correct answer was X" (docs/product.md#texts-and-error-messages). */
  text: string;
  /** A kind extra sentence for the child. */
  encouragement: string;
  explanation?: string;
}

const CHEERS = [
  'games.cheer.greatJob',
  'games.cheer.gotIt',
  'games.cheer.wellDone',
  'games.cheer.super',
  'games.cheer.niceThinking',
  'games.cheer.awesome',
] as const;
const COMFORTS = [
  'games.comfort.niceTry',
  'games.comfort.almost',
  'games.comfort.goodEffort',
  'games.comfort.thatsOkay',
] as const;

/** The right answer as a child reads it (a maze's route in steps, not its letters). */
export function shownAnswer(question: Question): string {
  return question.mode === 'maze' ? describeRoute(parseRoute(question.answer) ?? []) : question.answer;
}

export function feedbackFor(
  question: Question,
  correct: boolean,
  points: number,
  rng: Rng,
  t: Translate,
): Feedback {
  return correct
    ? {
        correct,
        title: t('games.feedback.correct'),
        text: t('games.feedback.points', { points }),
        encouragement: t(rng.pick(CHEERS)),
        ...(question.explanation ? { explanation: question.explanation } : {}),
      }
    : {
        correct,
        title: t('games.feedback.incorrect'),
        text: t('games.feedback.answerWas', { answer: shownAnswer(question) }),
        encouragement: t(rng.pick(COMFORTS)),
        ...(question.explanation ? { explanation: question.explanation } : {}),
      };
}

/** A choice question's options: the answer and distinct wrong ones, shuffled. */
export function choicesOf(answer: string, wrong: readonly string[], rng: Rng, count = 4): string[] {
  const unique = [...new Set(wrong.filter((w) => w !== answer))];
  return rng.shuffle([answer, ...rng.shuffle(unique).slice(0, count - 1)]);
}

/**
 * Picks from the first group (groups in order of preference) that still holds a question the
 * child has not seen lately; when all have been seen, from the first group.
 */
export function pickFresh<T>(
  groups: readonly (readonly T[])[],
  keyOf: (item: T) => string,
  isFresh: ((key: string) => boolean) | undefined,
  rng: Rng,
): T {
  const first = groups.find((g) => g.length > 0);
  if (!first) throw new Error('cannot pick a question from empty groups');
  if (!isFresh) return rng.pick(first);
  for (const group of groups) {
    const fresh = group.filter((item) => isFresh(keyOf(item)));
    if (fresh.length > 0) return rng.pick(fresh);
  }
  return rng.pick(first);
}
