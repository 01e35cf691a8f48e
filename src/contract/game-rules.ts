// The rules of every game as data, and the pure functions that read them (the zod schemas of the
// rules are in game-rules-schema.ts, so the web can use these without loading zod): what both
// sides read, the web to play and state the rules, the server to score. What only the server does
// (refusing a round, the daily cap, awarding progress and badges) is the games feature's
// round-rules.ts.
// No Node, DOM, React or Drizzle imports.
import type { Badge, BadgeRule, GameRules, Level } from './game-rules-schema.ts';

export type { Badge, BadgeRule, GameRules, Level } from './game-rules-schema.ts';

import { DIFFICULTY_LABELS, type Difficulty } from './difficulty.ts';

export { DIFFICULTIES, DIFFICULTY_LABELS, type Difficulty } from './difficulty.ts';

/** The kinds of game the engine plays; a game's `skillType` is one of them (the admin form's choice). */
export const SKILL_TYPES = [
  'arithmetic',
  'spelling',
  'word-meaning',
  'science-facts',
  'patterns',
  'logic',
] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

// ------------------------------------------------------------------ the Math Quick Challenge

/** Game id 1 is the Math Quick Challenge (docs/product.md#constants-and-limits); its rules are fixed, not data. */
export const MATH_CHALLENGE_GAME_ID = 1;
export const MATH_CHALLENGE_SECONDS = 60;
/** The longest `timeSpent` the server accepts for the Math Quick Challenge (docs/rules.md#rules-the-product-leaves-open). */
export const MATH_CHALLENGE_MAX_TIME_SPENT = 65;

/** Score per correct answer (docs/product.md#constants-and-limits). */
export const PER_ANSWER: Record<Difficulty, number> = { easy: 5, medium: 10, hard: 15 };
/** Points earned = score × multiplier (docs/product.md#constants-and-limits, docs/rules.md#rules-the-product-leaves-open). */
export const MULTIPLIER: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3 };

// ------------------------------------------------------------------ balanced points per minute

/**
 * Seconds one answer takes in steady, accurate play: a sum typed in the Math Quick Challenge's
 * timed round (no pause between questions), or a question of another game's round with its
 * feedback read and Next pressed. Spelling, word meanings and the maze take longer to answer.
 */
export const MATH_CHALLENGE_SECONDS_PER_ANSWER = 4;
export const SECONDS_PER_ANSWER: Record<SkillType, number> = {
  arithmetic: 6,
  spelling: 12,
  'word-meaning': 12,
  'science-facts': 8,
  patterns: 8,
  logic: 12,
};

/**
 * A game kind's score per correct answer, so that a minute of steady, accurate play earns about
 * what a minute of the Math Quick Challenge earns at the same difficulty (docs/rules.md#play:
 * within a factor of 2; the spec's 5/10/15 set the scale): an answer that takes 2 or 3 times as
 * long scores 2 or 3 times as much. Whole multiples keep the spec's numbers (sums stay 5/10/15).
 */
export function balancedPerCorrect(skillType: SkillType): Record<Difficulty, number> {
  const factor = Math.max(1, Math.floor(SECONDS_PER_ANSWER[skillType] / MATH_CHALLENGE_SECONDS_PER_ANSWER));
  return {
    easy: PER_ANSWER.easy * factor,
    medium: PER_ANSWER.medium * factor,
    hard: PER_ANSWER.hard * factor,
  };
}

/** Points a minute of steady, accurate play earns (before the daily cap). */
export function pointsPerMinute(
  rules: Pick<GameRules, 'perCorrect' | 'roundSeconds'>,
  skillType: SkillType,
  difficulty: Difficulty,
): number {
  const seconds =
    rules.roundSeconds !== null ? MATH_CHALLENGE_SECONDS_PER_ANSWER : SECONDS_PER_ANSWER[skillType];
  return (60 / seconds) * pointsForScore(rules.perCorrect[difficulty], difficulty);
}

// ------------------------------------------------------------------ rules as data

/** What a game needs to have rules made for it when it has none stored (a game added later). */
export interface GameShape {
  id?: number;
  /** The kind of game (as stored): its score per answer is balanced by how long an answer takes. */
  skillType?: string;
  haslevels: boolean;
  totallevels: number;
  availablebadges: string[];
}

const DEFAULT_BADGE_RULES: BadgeRule[] = [
  { kind: 'first-round' },
  { kind: 'perfect-round', minQuestions: 5 },
  { kind: 'plays-at-least', plays: 5 },
  { kind: 'correct-in-round', count: 10 },
  { kind: 'skill-at-least', skill: 7 },
  { kind: 'plays-at-least', plays: 20 },
];

/** The Math Quick Challenge's rules: 60 seconds, 5/10/15 per correct answer, difficulty required. */
export function mathChallengeRules(badges: Badge[] = []): GameRules {
  return {
    perCorrect: { ...PER_ANSWER },
    difficultyRequired: true,
    defaultDifficulty: 'easy',
    roundSeconds: MATH_CHALLENGE_SECONDS,
    maxSeconds: MATH_CHALLENGE_MAX_TIME_SPENT,
    questionsPerRound: 50,
    maxQuestions: 130,
    topics: [],
    levels: [],
    badges,
  };
}

/** Sensible rules for a game stored without any: levels by difficulty, badges from its names. */
export function defaultRulesFor(game: GameShape): GameRules {
  const count = game.haslevels ? Math.min(Math.max(game.totallevels, 1), 50) : 0;
  const levels: Level[] = Array.from({ length: count }, (_, i) => {
    const difficulty: Difficulty = i < count / 3 ? 'easy' : i < (2 * count) / 3 ? 'medium' : 'hard';
    return { level: i + 1, name: `Level ${i + 1}`, difficulty, questions: 10, passCorrect: 8 };
  });
  const names = [...new Set(game.availablebadges.map((n) => n.trim()))].filter(
    (n) => n.length >= 2 && n.length <= 40,
  );
  const badges: Badge[] = names.slice(0, 20).map((name, i, all) => {
    if (count > 0 && i === all.length - 1) return { name, rule: { kind: 'levels-completed', count } };
    return { name, rule: DEFAULT_BADGE_RULES[i % DEFAULT_BADGE_RULES.length] ?? { kind: 'first-round' } };
  });
  if (game.id === MATH_CHALLENGE_GAME_ID) return mathChallengeRules(badges);
  const kind = SKILL_TYPES.find((k) => k === game.skillType);
  return {
    perCorrect: kind ? balancedPerCorrect(kind) : { ...PER_ANSWER },
    difficultyRequired: false,
    defaultDifficulty: 'easy',
    roundSeconds: null,
    maxSeconds: 1800,
    questionsPerRound: 10,
    maxQuestions: 50,
    topics: [],
    levels,
    badges,
  };
}

// ------------------------------------------------------------------ scoring

export function scoreFor(rules: GameRules, difficulty: Difficulty, correctAnswers: number): number {
  return correctAnswers * rules.perCorrect[difficulty];
}

/** Points a score earns before the daily cap: score × 1/2/3. */
export function pointsForScore(score: number, difficulty: Difficulty): number {
  return score * MULTIPLIER[difficulty];
}

/** The start of the UTC day that holds `at`: the daily cap counts from here. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * The scoreboard's difficulty badge: the stored difficulty (docs/rules.md#rules-the-product-leaves-open); a score stored
 * without one is inferred from the score as docs/product.md#constants-and-limits says (up to 50 Easy, up to 100 Medium).
 */
export function scoreboardDifficulty(stored: Difficulty | null | undefined, score: number): Difficulty {
  if (stored) return stored;
  if (score <= 50) return 'easy';
  if (score <= 100) return 'medium';
  return 'hard';
}

/** The highest level a player may play: one past the highest completed, at most the last. */
export function highestUnlockedLevel(rules: GameRules, completedLevels: readonly number[]): number {
  if (rules.levels.length === 0) return 0;
  let next = 1;
  while (completedLevels.includes(next) && next < rules.levels.length) next += 1;
  return next;
}

// ------------------------------------------------------------------ progress, levels and badges

export interface RoundResult {
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  difficulty: Difficulty;
  level: number | null;
}

/**
 * Whether a round completes its level: every one of the level's questions answered, and enough
 * of them right. A round cut short (the page closed, the round left early) proves nothing yet.
 */
export function completesLevel(
  rules: GameRules,
  round: Pick<RoundResult, 'level' | 'correctAnswers' | 'totalQuestions'>,
): boolean {
  if (round.level === null) return false;
  const level = rules.levels[round.level - 1];
  if (!level) return false;
  return round.totalQuestions === level.questions && round.correctAnswers >= level.passCorrect;
}

/** The rule in words, as the game page states it. */
export function describeBadgeRule(rule: BadgeRule): string {
  switch (rule.kind) {
    case 'first-round':
      return 'Finish your first round.';
    case 'score-at-least':
      return `Score ${rule.score} or more in one round.`;
    case 'correct-in-round':
      return rule.difficulty
        ? `Get ${rule.count} answers right in one ${DIFFICULTY_LABELS[rule.difficulty]} round.`
        : `Get ${rule.count} answers right in one round.`;
    case 'perfect-round':
      return `Answer every question right in a round of at least ${rule.minQuestions} questions.`;
    case 'plays-at-least':
      return `Play ${rule.plays} rounds.`;
    case 'levels-completed':
      return rule.count === 1 ? 'Complete a level.' : `Complete ${rule.count} levels.`;
    case 'skill-at-least':
      return `Reach a skill level of ${rule.skill.toFixed(1)}.`;
  }
}

/** What a level asks, in words: the rule completesLevel applies. */
export function describeLevel(level: Level): string {
  return `${level.questions} ${DIFFICULTY_LABELS[level.difficulty].toLowerCase()} questions: answer them all and get at least ${level.passCorrect} right to complete it.`;
}

/** "K-2" → 0-2, "Grades 1-5" → 1-5, "Grade 4" → 4-4; anything else a broad 1-4. */
export function gradeBand(gradelevel: string | null): { low: number; high: number } {
  if (!gradelevel) return { low: 1, high: 4 };
  const text = gradelevel.replace(/\bK\b|Kindergarten|Pre-K/gi, '0');
  const numbers = (text.match(/\d+/g) ?? []).map(Number).filter((n) => n <= 12);
  if (numbers.length === 0) return { low: 1, high: 4 };
  return { low: Math.min(...numbers), high: Math.max(...numbers) };
}
