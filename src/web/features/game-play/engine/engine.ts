// One engine that plays every game from its data: the kind (`skillType`), grade, topics and
// levels choose the questions; the game's rules score the round. Pure TypeScript: the page
// owns the clock and the screen, the engine owns questions, answers and the score.
import {
  type Difficulty,
  type GameRules,
  gradeBand,
  type Level,
  MATH_CHALLENGE_GAME_ID,
  pointsForScore,
  type SkillType,
  scoreFor,
} from '#contract/game-rules.ts';
import type { Translate } from '#web/lib/i18n.tsx';
import { arithmeticQuestion } from './arithmetic.ts';
import { type Banks, ENGLISH_BANKS } from './banks.ts';
import { type GenContext, stageOf } from './context.ts';
import { logicQuestion } from './logic.ts';
import { mathQuestion } from './math-challenge.ts';
import { patternQuestion } from './patterns.ts';
import { checkAnswer, type Feedback, feedbackFor, type Question } from './question.ts';
import { createRng, type Rng } from './random.ts';
import { scienceQuestion } from './science.ts';
import { meaningQuestion, spellingQuestion } from './words.ts';

/** What the engine reads of a game (the contract's Game fits). */
export interface PlayableGame {
  id: number;
  skillType: SkillType;
  gradelevel: string | null;
  rules: GameRules;
}

export interface SessionOptions {
  /** Required by the Math Quick Challenge; a level's own difficulty wins over it. */
  difficulty?: Difficulty;
  /** Required for a game with levels. */
  level?: number;
  seed?: number;
  /**
   * Keys of the questions this game asked the child lately (question-history.ts): not asked again
   * until every question the round could ask has been seen.
   */
  recent?: readonly string[];
  /** The word and science banks of the page's language (banks.ts): English when not given. */
  banks?: Banks;
}

export interface AnswerResult {
  correct: boolean;
  /** Score this answer added. */
  scoreAdded: number;
  feedback: Feedback;
}

/** The round as `POST /api/games/scores` takes it (plus the play id the page holds). */
export interface RoundSummary {
  gameId: number;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  timeSpent: number;
  difficulty: Difficulty;
  level?: number;
  /** Points before the daily cap: score × multiplier. */
  pointsPreview: number;
}

type Generator = (ctx: GenContext, rng: Rng) => Question;

const GENERATORS: Record<SkillType, Generator> = {
  arithmetic: arithmeticQuestion,
  spelling: spellingQuestion,
  'word-meaning': meaningQuestion,
  'science-facts': scienceQuestion,
  patterns: patternQuestion,
  logic: logicQuestion,
};

/** The generator of a game: the Math Quick Challenge follows docs/product.md#constants-and-limits exactly. */
export function generatorFor(game: PlayableGame): Generator {
  if (game.id === MATH_CHALLENGE_GAME_ID) return (ctx, rng) => mathQuestion(ctx.difficulty, rng);
  return GENERATORS[game.skillType];
}

/**
 * How many tries to find a question not seen lately before deciding the pool is used up. In the
 * smallest generated pool (the Math Quick Challenge on Easy, 155 questions) the rarest question
 * comes once in 200 tries, so this many misses the last unseen one about once in 20,000 times.
 */
const FRESH_TRIES = 2000;

export interface GameSession {
  readonly game: PlayableGame;
  readonly difficulty: Difficulty;
  readonly level: Level | null;
  /** Questions in the round, or null for a timed round (it ends with the clock). */
  readonly questionCount: number | null;
  /** Seconds in a timed round, or null. */
  readonly roundSeconds: number | null;
  readonly correctAnswers: number;
  readonly totalQuestions: number;
  readonly score: number;
  /** The question being asked (a new one after each answer). */
  current(): Question;
  answer(input: string): AnswerResult;
  /** Over when the questions are done or the clock has run out. */
  isOver(elapsedSeconds: number): boolean;
  summary(elapsedSeconds: number): RoundSummary;
  /**
   * The keys to remember as seen lately after this round so far, oldest first: the earlier
   * rounds' (unless this round used the pool up and started it over) and this round's answers.
   */
  seen(): string[];
}

/** A round of `game`, its words in the page's language (`t`, and the banks in `options`). */
export function createGameSession(
  game: PlayableGame,
  t: Translate,
  options: SessionOptions = {},
): GameSession {
  const rules = game.rules;
  let level: Level | null = null;
  if (rules.levels.length > 0) {
    level = rules.levels[(options.level ?? 1) - 1] ?? null;
    if (!level) throw new Error(`This game has no level ${options.level}`);
  }
  const difficulty: Difficulty = level?.difficulty ?? options.difficulty ?? rules.defaultDifficulty;
  const rng = createRng(options.seed);
  const asked = new Set<string>();
  const answered: string[] = [];
  let earlier = [...(options.recent ?? [])];
  let recent = new Set(earlier);
  const isFresh = (key: string) => !asked.has(key) && !recent.has(key);
  const ctx: GenContext = {
    stage: stageOf(rules, level?.level ?? null, difficulty),
    difficulty,
    grades: gradeBand(game.gradelevel),
    topics: rules.topics,
    ...(rules.arithmetic ? { arithmetic: rules.arithmetic } : {}),
    isFresh,
    banks: options.banks ?? ENGLISH_BANKS,
    t,
  };
  const generate = generatorFor(game);
  const tryFresh = (): Question => {
    let q = generate(ctx, rng);
    for (let i = 0; i < FRESH_TRIES && !isFresh(q.key); i++) q = generate(ctx, rng);
    return q;
  };
  const fresh = (): Question => {
    let q = tryFresh();
    if (!isFresh(q.key) && recent.size > 0) {
      // Every question this round can ask was seen lately: the pool starts over.
      earlier = [];
      recent = new Set();
      q = tryFresh();
    }
    asked.add(q.key);
    return q;
  };

  const questionCount = rules.roundSeconds !== null ? null : (level?.questions ?? rules.questionsPerRound);
  let question = fresh();
  // The next question is made when it is first asked for, not inside the answer: an untimed
  // round shows the feedback first, and the answer's frame should not wait for the next question.
  let nextPending = false;
  const current = () => {
    if (nextPending) {
      question = fresh();
      nextPending = false;
    }
    return question;
  };
  let correctAnswers = 0;
  let totalQuestions = 0;

  return {
    game,
    difficulty,
    level,
    questionCount,
    roundSeconds: rules.roundSeconds,
    get correctAnswers() {
      return correctAnswers;
    },
    get totalQuestions() {
      return totalQuestions;
    },
    get score() {
      return scoreFor(rules, difficulty, correctAnswers);
    },
    current,
    answer(input) {
      const question = current();
      const correct = checkAnswer(question, input);
      totalQuestions += 1;
      if (correct) correctAnswers += 1;
      const scoreAdded = correct ? rules.perCorrect[difficulty] : 0;
      // "+N points" tells the child what they will get: the points the answer adds to their
      // balance (score × the difficulty's multiplier), the same figure as the finished screen.
      const feedback = feedbackFor(question, correct, pointsForScore(scoreAdded, difficulty), rng, t);
      answered.push(question.key);
      nextPending = true;
      return { correct, scoreAdded, feedback };
    },
    isOver(elapsedSeconds) {
      if (questionCount !== null && totalQuestions >= questionCount) return true;
      return rules.roundSeconds !== null && elapsedSeconds >= rules.roundSeconds;
    },
    summary(elapsedSeconds) {
      const score = scoreFor(rules, difficulty, correctAnswers);
      return {
        gameId: game.id,
        score,
        correctAnswers,
        totalQuestions,
        timeSpent: Math.max(0, Math.round(Math.min(elapsedSeconds, rules.maxSeconds))),
        difficulty,
        ...(level ? { level: level.level } : {}),
        pointsPreview: pointsForScore(score, difficulty),
      };
    },
    seen: () => [...earlier, ...answered],
  };
}
