// The zod schemas of a game's rules (stored in games.rules, validated when read and when an
// admin writes them). The constants and pure functions are in game-rules.ts.
import { z } from 'zod';
import {
  DIFFICULTIES,
  defaultRulesFor,
  type GameShape,
  MATH_CHALLENGE_GAME_ID,
  mathChallengeRules,
  SKILL_TYPES,
} from './game-rules.ts';

export const DifficultySchema = z.enum(DIFFICULTIES, { error: 'Difficulty must be easy, medium or hard' });
export const SkillTypeSchema = z.enum(SKILL_TYPES, { error: 'Please choose a game kind from the list' });

/** How a badge is earned; each kind reads the round just played and the progress after it. */
export const BadgeRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('first-round') }),
  z.object({ kind: z.literal('score-at-least'), score: z.number().int().min(1) }),
  z.object({
    kind: z.literal('correct-in-round'),
    count: z.number().int().min(1),
    difficulty: DifficultySchema.optional(),
  }),
  z.object({ kind: z.literal('perfect-round'), minQuestions: z.number().int().min(1) }),
  z.object({ kind: z.literal('plays-at-least'), plays: z.number().int().min(2) }),
  z.object({ kind: z.literal('levels-completed'), count: z.number().int().min(1) }),
  z.object({ kind: z.literal('skill-at-least'), skill: z.number().min(0.1).max(10) }),
]);
export type BadgeRule = z.infer<typeof BadgeRuleSchema>;

export const BadgeSchema = z.object({
  name: z.string().trim().min(2).max(40),
  rule: BadgeRuleSchema,
});
export type Badge = z.infer<typeof BadgeSchema>;

export const LevelSchema = z.object({
  level: z.number().int().min(1),
  name: z.string().trim().min(1).max(40),
  difficulty: DifficultySchema,
  /** Questions in one round of the level. */
  questions: z.number().int().min(1).max(50),
  /** Correct answers that complete the level. */
  passCorrect: z.number().int().min(1),
});
export type Level = z.infer<typeof LevelSchema>;

export const OPERATIONS = ['+', '-', '*', '/'] as const;
export const OperationSchema = z.enum(OPERATIONS, { error: 'An operation is +, -, * or /' });
export type Operation = z.infer<typeof OperationSchema>;

/** What an arithmetic game asks: which operations, with numbers from `min` to `max`. */
export const ArithmeticRulesSchema = z
  .object({
    operations: z
      .array(OperationSchema)
      .min(1, 'Choose at least one operation')
      .refine((ops) => new Set(ops).size === ops.length, 'Each operation once'),
    min: z.number().int().min(0).max(1000),
    max: z.number().int().min(1).max(1000),
  })
  .refine((r) => r.min <= r.max, {
    path: ['max'],
    message: 'The largest number cannot be below the smallest',
  });
export type ArithmeticRules = z.infer<typeof ArithmeticRulesSchema>;

export const GameRulesSchema = z
  .object({
    /** Score per correct answer at each difficulty: score = correct × this. */
    perCorrect: z.object({
      easy: z.number().int().min(1).max(100),
      medium: z.number().int().min(1).max(100),
      hard: z.number().int().min(1).max(100),
    }),
    /** Whether a score must name its difficulty; otherwise `defaultDifficulty` is used. */
    difficultyRequired: z.boolean(),
    defaultDifficulty: DifficultySchema,
    /** A timed round's length in seconds, or null for a round of questions without a clock. */
    roundSeconds: z.number().int().min(10).max(600).nullable(),
    /** The longest `timeSpent` the server accepts for one round. */
    maxSeconds: z.number().int().min(10).max(3600),
    /** Questions in a round of a game without levels (a timed round ends at the clock instead). */
    questionsPerRound: z.number().int().min(1).max(50),
    /** The most questions one round may report. */
    maxQuestions: z.number().int().min(1).max(200),
    /** Topics the engine prefers for this game (science facts: space, earth, nature, body). */
    topics: z.array(z.string().min(1).max(30)).max(10).default([]),
    /** An arithmetic game's operations and numbers (a times-table game asks only *); left out, they grow with the level. */
    arithmetic: ArithmeticRulesSchema.optional(),
    levels: z.array(LevelSchema).max(50),
    badges: z.array(BadgeSchema).max(20),
  })
  .superRefine((rules, ctx) => {
    rules.levels.forEach((level, i) => {
      if (level.level !== i + 1)
        ctx.addIssue({
          code: 'custom',
          path: ['levels', i, 'level'],
          message: 'Levels are numbered 1, 2, 3...',
        });
      if (level.passCorrect > level.questions)
        ctx.addIssue({
          code: 'custom',
          path: ['levels', i, 'passCorrect'],
          message: 'A level cannot need more correct answers than it has questions',
        });
      if (level.questions > rules.maxQuestions)
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'questions'], message: 'More than maxQuestions' });
    });
    const names = new Set<string>();
    rules.badges.forEach((badge, i) => {
      if (names.has(badge.name))
        ctx.addIssue({
          code: 'custom',
          path: ['badges', i, 'name'],
          message: 'Badge names must be different',
        });
      names.add(badge.name);
      if (badge.rule.kind === 'levels-completed' && badge.rule.count > rules.levels.length)
        ctx.addIssue({ code: 'custom', path: ['badges', i, 'rule'], message: 'The game has fewer levels' });
    });
  });
export type GameRules = z.infer<typeof GameRulesSchema>;

/**
 * The rules a game plays by: its stored rules when they are valid, otherwise rules made from its
 * shape. The Math Quick Challenge always keeps its fixed scoring whatever is stored.
 */
export function resolveGameRules(stored: unknown, game: GameShape): GameRules {
  const parsed = GameRulesSchema.safeParse(stored);
  const rules = parsed.success ? parsed.data : defaultRulesFor(game);
  // It has no levels, so a badge for completing levels (an admin may write one) is left out.
  if (game.id === MATH_CHALLENGE_GAME_ID)
    return mathChallengeRules(rules.badges.filter((b) => b.rule.kind !== 'levels-completed'));
  return rules;
}
