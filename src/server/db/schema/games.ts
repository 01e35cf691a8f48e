// Games, their ratings, plays, scores and each player's progress.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, tstz } from './columns.ts';

export const games = pgTable('games', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** The optional Spanish versions (null: the reader of Spanish reads the English). */
  titleEs: text('title_es'),
  descriptionEs: text('description_es'),
  category: text('category').notNull(),
  gradelevel: text('gradelevel'),
  imageUrl: text('image_url'),
  rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0'),
  ageRange: text('age_range').notNull(),
  /** The kind of game the engine plays (a choice listed in the contract). */
  skillType: text('skill_type').notNull(),
  isNew: boolean('is_new').notNull().default(false),
  isPopular: boolean('is_popular').notNull().default(false),
  haslevels: boolean('haslevels').notNull().default(false),
  totallevels: integer('totallevels').notNull().default(0),
  availablebadges: text('availablebadges').array().notNull().default(sql`'{}'::text[]`),
  /** The game's rules as data: levels, badge rules, scoring bounds (shape owned by the games feature). */
  rules: jsonb('rules').notNull().default({}),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** A player's stars for a game (docs/rules.md#play and docs/rules.md#promises-kept): one per player, changeable. */
export const gameRatings = pgTable(
  'game_ratings',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    // The game's average reads by game_id, the key's first column.
    primaryKey({ columns: [t.gameId, t.userId] }),
    check('game_ratings_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A game started on the server clock; a score must name an unused play of its own user. */
export const gamePlays = pgTable(
  'game_plays',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    startedAt: tstz('started_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('game_plays_user_id_idx').on(t.userId, t.startedAt)],
);

export const gameScores = pgTable(
  'game_scores',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    playId: integer('play_id')
      .notNull()
      .references(() => gamePlays.id),
    score: integer('score').notNull(),
    timeSpent: integer('time_spent').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }),
    level: integer('level'),
    pointsEarned: integer('points_earned').notNull().default(0),
    dateCompleted: tstz('date_completed').notNull().defaultNow(),
    // The player's skill level in this game before and after the round, so a week's skill change
    // (the family digest) is read from the week's own rounds. Null before: the game's first round
    // (or a round saved before these were kept).
    skillBefore: numeric('skill_before', { precision: 3, scale: 1 }),
    skillAfter: numeric('skill_after', { precision: 3, scale: 1 }),
  },
  (t) => [
    uniqueIndex('game_scores_play_id_key').on(t.playId),
    index('game_scores_user_date_idx').on(t.userId, t.dateCompleted),
    index('game_scores_game_score_idx').on(t.gameId, t.score.desc()),
    index('game_scores_game_user_score_idx').on(t.gameId, t.userId, t.score.desc()),
    check('game_scores_correct_le_total', sql`${t.correctAnswers} <= ${t.totalQuestions}`),
  ],
);

export const gameProgress = pgTable(
  'game_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    skillLevel: numeric('skill_level', { precision: 3, scale: 1 }).notNull().default('0'),
    highScore: integer('high_score').notNull().default(0),
    totalPlays: integer('total_plays').notNull().default(0),
    lastPlayed: tstz('last_played'),
    badges: text('badges').array().notNull().default(sql`'{}'::text[]`),
    completedLevels: integer('completed_levels').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [uniqueIndex('game_progress_user_game_key').on(t.userId, t.gameId)],
);
