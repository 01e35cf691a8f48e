// Games: the catalog, plays, scores, the leaderboard, progress, stats and achievements
// (docs/product.md#entities and docs/product.md#calls, docs/rules.md#api-rules and docs/rules.md#rules-the-product-leaves-open). The rules themselves live in game-rules.ts.
import { z } from 'zod';
import { ACHIEVEMENT_IDS } from './achievements.ts';
import { FieldLanguageSchema, StoredSpanishSchema } from './authored.ts';
import { DateTimeSchema, IdSchema, IdTextSchema, WholeNumberTextSchema } from './common.ts';
import { DifficultySchema, GameRulesSchema, SkillTypeSchema } from './game-rules-schema.ts';

/** A game as every call answers it: the spec's field names, plus its rules. */
export const GameSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  gradelevel: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** A numeric string with one decimal, such as "4.8". */
  rating: z.string(),
  ageRange: z.string(),
  skillType: SkillTypeSchema,
  isNew: z.boolean(),
  isPopular: z.boolean(),
  haslevels: z.boolean(),
  totallevels: z.number().int(),
  availablebadges: z.array(z.string()),
  /** Levels, badges with their rules, and the bounds of a round. */
  rules: GameRulesSchema,
  /** The language each translatable field is answered in (authored.ts); absent: all in English. */
  lang: z.object({ title: FieldLanguageSchema, description: FieldLanguageSchema }).optional(),
});
export type Game = z.infer<typeof GameSchema>;

/** A game as the admin reads and writes it: the English fields and the Spanish versions. */
export const AdminGameSchema = GameSchema.omit({ lang: true }).extend({
  titleEs: StoredSpanishSchema,
  descriptionEs: StoredSpanishSchema,
});
export type AdminGame = z.infer<typeof AdminGameSchema>;

export const GameListSchema = z.array(GameSchema);

// ------------------------------------------------------------------ ratings

/** How many players must rate a game before their average replaces the admin's rating. */
export const PLAYER_RATINGS_SHOWN_FROM = 5;

/** PUT /api/games/{id}/rating: a player's 1 to 5 stars after a round (one per player, changeable). */
export const RateGameInputSchema = z.object({
  rating: z
    .number({ error: 'Rating must be a number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a number from 1 to 5')
    .max(5, 'Rating must be a number from 1 to 5'),
});
export type RateGameInput = z.infer<typeof RateGameInputSchema>;

export const GameRatingSchema = z.object({
  gameId: z.number().int(),
  /** The player's own stars. */
  rating: z.number().int(),
  /** The game's shown rating now: the players' average once enough have rated, as "4.5". */
  gameRating: z.string(),
  ratingCount: z.number().int(),
});
export type GameRating = z.infer<typeof GameRatingSchema>;

// ------------------------------------------------------------------ plays

/** POST /api/games/{id}/plays takes no body. */
export const PlayCreatedSchema = z.object({
  playId: z.number().int(),
  gameId: z.number().int(),
  startedAt: DateTimeSchema,
});
export type PlayCreated = z.infer<typeof PlayCreatedSchema>;

// ------------------------------------------------------------------ scores

const count = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} cannot be negative`)
    .max(max, `${name} is too large`);

/**
 * POST /api/games/scores: the spec's payload plus `playId` and `difficulty` (required for the
 * Math Quick Challenge) and `level` (required for a game with levels). `userId` is accepted,
 * because the spec's client sends it, and ignored: the score is the signed-in user's.
 */
export const SubmitScoreInputSchema = z.object({
  userId: z.unknown().optional(),
  playId: IdSchema,
  gameId: IdSchema,
  score: count('score', 100_000),
  timeSpent: count('timeSpent', 86_400),
  correctAnswers: count('correctAnswers', 10_000),
  totalQuestions: count('totalQuestions', 10_000),
  difficulty: DifficultySchema.optional(),
  level: z.number().int().min(1).max(50).optional(),
});
export type SubmitScoreInput = z.infer<typeof SubmitScoreInputSchema>;

export const GameScoreSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  gameId: z.number().int(),
  game: z.object({ name: z.string() }),
  score: z.number().int(),
  timeSpent: z.number().int(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  difficulty: DifficultySchema,
  level: z.number().int().nullable(),
  pointsEarned: z.number().int(),
  dateCompleted: DateTimeSchema,
});
export type GameScore = z.infer<typeof GameScoreSchema>;
export const GameScoreListSchema = z.array(GameScoreSchema);

/** A game's progress record (docs/product.md#entities) with the game's name and shape for My Progress. */
export const GameProgressSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  game: z.object({
    name: z.string(),
    category: z.string(),
    imageUrl: z.string().nullable(),
    haslevels: z.boolean(),
    totallevels: z.number().int(),
  }),
  /** 0 to 10, one decimal. */
  skillLevel: z.number(),
  highScore: z.number().int(),
  totalPlays: z.number().int(),
  lastPlayed: DateTimeSchema.nullable(),
  badges: z.array(z.string()),
  completedLevels: z.array(z.number().int()),
});
export type GameProgress = z.infer<typeof GameProgressSchema>;
export const GameProgressListSchema = z.array(GameProgressSchema);
export const GameProgressOrNullSchema = GameProgressSchema.nullable();

/**
 * The answer to a saved score: the created score, the points (`pointsEarned`, the new balance
 * `points`, `capped` when the daily cap cut them) and what the web celebrates.
 */
export const ScoreResultSchema = GameScoreSchema.extend({
  points: z.number().int(),
  capped: z.boolean(),
  multiplier: z.number().int(),
  /** Badges this round earned. */
  newBadges: z.array(z.string()),
  /** Levels this round completed. */
  newCompletedLevels: z.array(z.number().int()),
  /** A new high score for this game (the first round with a score above 0 counts). */
  personalBest: z.boolean(),
  previousHighScore: z.number().int().nullable(),
  progress: GameProgressSchema,
});
export type ScoreResult = z.infer<typeof ScoreResultSchema>;

export const TopScoresQuerySchema = z.object({
  gameId: IdTextSchema.default(1),
  limit: WholeNumberTextSchema('limit', 1, 100).default(10),
});
export type TopScoresQuery = z.infer<typeof TopScoresQuerySchema>;

/** A leaderboard row: each player's best score; public, so the username only. */
export const LeaderboardRowSchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  score: z.number().int(),
  difficulty: DifficultySchema,
  dateCompleted: DateTimeSchema,
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;
export const LeaderboardSchema = z.array(LeaderboardRowSchema);

export const GameProgressStatsSchema = z.object({
  /** Scores saved, over all games. */
  gamesPlayed: z.number().int(),
  totalBadges: z.number().int(),
  levelsCompleted: z.number().int(),
  /** The average skill level over the games played, one decimal (0 before any). */
  averageSkillLevel: z.number(),
});
export type GameProgressStats = z.infer<typeof GameProgressStatsSchema>;

export const GameIdParamsSchema = z.object({ gameId: IdTextSchema });

// ------------------------------------------------------------------ achievements

/** One of the achievements (docs/product.md#constants-and-limits), decided from the user's real history. */
export const AchievementSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  name: z.string(),
  description: z.string(),
  unlocked: z.boolean(),
  unlockedAt: DateTimeSchema.nullable(),
  /** Progress toward it, for a bar: `current` of `target`. */
  current: z.number().int(),
  target: z.number().int(),
});
export type Achievement = z.infer<typeof AchievementSchema>;
export const AchievementListSchema = z.array(AchievementSchema);
