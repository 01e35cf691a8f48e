// The only file of the games feature that touches Drizzle. Each function takes the database or
// the caller's transaction.

import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  type InferColumnsDataTypes,
  inArray,
  isNull,
  max,
  min,
  sql,
} from 'drizzle-orm';
import { z } from 'zod';
import { PLAYER_RATINGS_SHOWN_FROM } from '#contract/games.ts';
import type { Executor } from '../../db/client';
import { gamePlays, gameProgress, gameRatings, gameScores, games, users } from '../../db/schema';
import { containsText } from '../../db/search';
import type { RowsPage } from '../../lib/lists';

const gameColumns = {
  id: games.id,
  title: games.title,
  description: games.description,
  category: games.category,
  gradelevel: games.gradelevel,
  imageUrl: games.imageUrl,
  rating: games.rating,
  ageRange: games.ageRange,
  skillType: games.skillType,
  isNew: games.isNew,
  isPopular: games.isPopular,
  haslevels: games.haslevels,
  totallevels: games.totallevels,
  availablebadges: games.availablebadges,
  rules: games.rules,
  isActive: games.isActive,
};
/** A row as the select of `gameColumns` answers it, inferred from the schema. */
export type GameRow = InferColumnsDataTypes<typeof gameColumns>;

/**
 * The rating a player sees (docs/rules.md#play): the players' average, one decimal, once
 * PLAYER_RATINGS_SHOWN_FROM have rated, the admin's rating until then. Read from the ratings at
 * every catalog load (the catalog cache keeps the answer), so a deleted player's stars leave it.
 */
const shownRating = sql<string>`coalesce(
  (select case when count(*) >= ${PLAYER_RATINGS_SHOWN_FROM} then round(avg(${gameRatings.rating}), 1)::text end
   from ${gameRatings} where ${gameRatings.gameId} = ${games.id}),
  ${games.rating}::text)`;
/** The columns of a game as the catalog shows it. */
const shownGameColumns = { ...gameColumns, rating: shownRating };

export async function listActiveGames(db: Executor, page: RowsPage): Promise<GameRow[]> {
  return db
    .select(shownGameColumns)
    .from(games)
    .where(eq(games.isActive, true))
    .orderBy(asc(games.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countActiveGames(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(games).where(eq(games.isActive, true));
  return row?.n ?? 0;
}

export async function findGame(db: Executor, id: number): Promise<GameRow | undefined> {
  const [row] = await db.select(shownGameColumns).from(games).where(eq(games.id, id));
  return row;
}

// ------------------------------------------------------------------ ratings

/** Whether the user has a saved round of the game (a rating comes after a round). */
export async function hasPlayedGame(db: Executor, userId: number, gameId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: gameScores.id })
    .from(gameScores)
    .where(and(eq(gameScores.gameId, gameId), eq(gameScores.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Sets the user's stars for the game, replacing any earlier ones. */
export async function upsertRating(
  db: Executor,
  rating: { gameId: number; userId: number; rating: number; updatedAt: Date },
): Promise<void> {
  await db
    .insert(gameRatings)
    .values(rating)
    .onConflictDoUpdate({
      target: [gameRatings.gameId, gameRatings.userId],
      set: { rating: rating.rating, updatedAt: rating.updatedAt },
    });
}

export async function ratingCount(db: Executor, gameId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gameRatings).where(eq(gameRatings.gameId, gameId));
  return row?.n ?? 0;
}

// ------------------------------------------------------------------ plays

const PlayRowsSchema = z.object({ rows: z.array(z.object({ id: z.coerce.number().int() })) });

/** Starts a play of an active game in one statement; answers its id, or undefined for no such game. */
export async function insertPlayIfActive(
  db: Executor,
  play: { userId: number; gameId: number; startedAt: Date },
): Promise<number | undefined> {
  const result = await db.execute(sql`
    insert into ${gamePlays} (user_id, game_id, started_at)
    select ${play.userId}::int, ${games.id}, ${play.startedAt.toISOString()}::timestamptz
    from ${games}
    where ${games.id} = ${play.gameId}::int and ${games.isActive}
    returning id`);
  return PlayRowsSchema.parse(result).rows[0]?.id;
}

/**
 * Marks the user's own unused play as used and, in the same statement, reads the user's progress
 * in its game; nothing for an unknown, used or foreign play. Inside the score's transaction, so a
 * refused score leaves the play unused. The caller holds the user's balance lock, which every
 * writer of a user's progress takes first, so the progress read cannot go stale.
 */
export async function claimPlayWithProgress(tx: Executor, playId: number, userId: number, now: Date) {
  const claimed = tx.$with('claimed_play', { gameId: gamePlays.gameId, startedAt: gamePlays.startedAt }).as(
    tx
      .update(gamePlays)
      .set({ usedAt: now })
      .where(and(eq(gamePlays.id, playId), eq(gamePlays.userId, userId), isNull(gamePlays.usedAt)))
      .returning({ gameId: gamePlays.gameId, startedAt: gamePlays.startedAt })
      .getSQL(),
  );
  const [row] = await tx
    .with(claimed)
    .select({
      gameId: claimed.gameId,
      startedAt: claimed.startedAt,
      progressId: gameProgress.id,
      skillLevel: gameProgress.skillLevel,
      highScore: gameProgress.highScore,
      totalPlays: gameProgress.totalPlays,
      badges: gameProgress.badges,
      completedLevels: gameProgress.completedLevels,
    })
    .from(claimed)
    .leftJoin(gameProgress, and(eq(gameProgress.userId, userId), eq(gameProgress.gameId, claimed.gameId)));
  if (!row) return undefined;
  const { gameId, startedAt, progressId, skillLevel, highScore, totalPlays, badges, completedLevels } = row;
  const progress =
    progressId === null || skillLevel === null || highScore === null || totalPlays === null
      ? null
      : {
          skillLevel: Number(skillLevel),
          highScore,
          totalPlays,
          badges: badges ?? [],
          completedLevels: completedLevels ?? [],
        };
  return { gameId, startedAt, progress };
}

export async function deleteUnusedPlaysBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(gamePlays)
    .where(and(isNull(gamePlays.usedAt), sql`${gamePlays.startedAt} < ${before}`))
    .returning({ id: gamePlays.id });
  return rows.length;
}

// ------------------------------------------------------------------ scores

export type Difficulty = 'easy' | 'medium' | 'hard';

const scoreColumns = {
  id: gameScores.id,
  userId: gameScores.userId,
  gameId: gameScores.gameId,
  gameName: games.title,
  score: gameScores.score,
  timeSpent: gameScores.timeSpent,
  correctAnswers: gameScores.correctAnswers,
  totalQuestions: gameScores.totalQuestions,
  difficulty: gameScores.difficulty,
  level: gameScores.level,
  pointsEarned: gameScores.pointsEarned,
  dateCompleted: gameScores.dateCompleted,
};
/** A row as the select of `scoreColumns` answers it, inferred from the schema. */
export type ScoreRow = InferColumnsDataTypes<typeof scoreColumns>;

export interface NewScore {
  userId: number;
  gameId: number;
  playId: number;
  score: number;
  timeSpent: number;
  correctAnswers: number;
  totalQuestions: number;
  difficulty: Difficulty;
  level: number | null;
  pointsEarned: number;
  dateCompleted: Date;
  /** The skill level before the round (null for the game's first round); after it is the progress's. */
  skillBefore: number | null;
}

/** Saves the score and the progress after it in one statement; answers both ids. */
export async function insertScoreWithProgress(tx: Executor, score: NewScore, progress: ProgressValues) {
  const values = {
    ...score,
    skillBefore: score.skillBefore === null ? null : score.skillBefore.toFixed(1),
    skillAfter: progress.skillLevel.toFixed(1),
  };
  const inserted = tx
    .$with('inserted_score', { id: gameScores.id })
    .as(tx.insert(gameScores).values(values).returning({ id: gameScores.id }).getSQL());
  const set = { ...progress, skillLevel: progress.skillLevel.toFixed(1) };
  const [row] = await tx
    .with(inserted)
    .insert(gameProgress)
    .values({ userId: score.userId, gameId: score.gameId, ...set })
    .onConflictDoUpdate({ target: [gameProgress.userId, gameProgress.gameId], set })
    .returning({
      progressId: gameProgress.id,
      scoreId: sql<number>`(select id from inserted_score)`.mapWith(Number),
    });
  if (!row) throw new Error('saving a score returned no row');
  return row;
}

export async function listUserScores(db: Executor, userId: number, page: RowsPage): Promise<ScoreRow[]> {
  return db
    .select(scoreColumns)
    .from(gameScores)
    .innerJoin(games, eq(games.id, gameScores.gameId))
    .where(eq(gameScores.userId, userId))
    .orderBy(desc(gameScores.dateCompleted), desc(gameScores.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countUserScores(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gameScores).where(eq(gameScores.userId, userId));
  return row?.n ?? 0;
}

/** Each player's best score of a game (the earliest of equal bests), best first. */
export async function topScores(db: Executor, gameId: number, limit: number) {
  const best = db
    .selectDistinctOn([gameScores.userId], {
      userId: gameScores.userId,
      score: gameScores.score,
      difficulty: gameScores.difficulty,
      dateCompleted: gameScores.dateCompleted,
    })
    .from(gameScores)
    .where(eq(gameScores.gameId, gameId))
    .orderBy(gameScores.userId, desc(gameScores.score), asc(gameScores.dateCompleted))
    .as('best');
  return (
    db
      .select({
        username: users.username,
        score: best.score,
        difficulty: best.difficulty,
        dateCompleted: best.dateCompleted,
      })
      .from(best)
      .innerJoin(users, eq(users.id, best.userId))
      // A child waiting for a parent's yes is not shown to others (docs/rules.md#families-consent-and-privacy).
      .where(sql`${users.consent} is distinct from 'pending'`)
      .orderBy(desc(best.score), asc(best.dateCompleted), asc(users.id))
      .limit(limit)
  );
}

// ------------------------------------------------------------------ progress

const progressColumns = {
  id: gameProgress.id,
  gameId: gameProgress.gameId,
  skillLevel: gameProgress.skillLevel,
  highScore: gameProgress.highScore,
  totalPlays: gameProgress.totalPlays,
  lastPlayed: gameProgress.lastPlayed,
  badges: gameProgress.badges,
  completedLevels: gameProgress.completedLevels,
};
const progressGameColumns = {
  name: games.title,
  category: games.category,
  imageUrl: games.imageUrl,
  haslevels: games.haslevels,
  totallevels: games.totallevels,
};
export type ProgressRow = {
  id: number;
  gameId: number;
  skillLevel: string;
  highScore: number;
  totalPlays: number;
  lastPlayed: Date | null;
  badges: string[];
  completedLevels: number[];
  game: { name: string; category: string; imageUrl: string | null; haslevels: boolean; totallevels: number };
};

export async function listProgress(db: Executor, userId: number): Promise<ProgressRow[]> {
  return db
    .select({ ...progressColumns, game: progressGameColumns })
    .from(gameProgress)
    .innerJoin(games, eq(games.id, gameProgress.gameId))
    .where(eq(gameProgress.userId, userId))
    .orderBy(desc(gameProgress.lastPlayed), asc(gameProgress.gameId));
}

export async function findProgress(
  db: Executor,
  userId: number,
  gameId: number,
): Promise<ProgressRow | undefined> {
  const [row] = await db
    .select({ ...progressColumns, game: progressGameColumns })
    .from(gameProgress)
    .innerJoin(games, eq(games.id, gameProgress.gameId))
    .where(and(eq(gameProgress.userId, userId), eq(gameProgress.gameId, gameId)));
  return row;
}

export interface ProgressValues {
  skillLevel: number;
  highScore: number;
  totalPlays: number;
  lastPlayed: Date;
  badges: string[];
  completedLevels: number[];
}

export async function progressTotals(db: Executor, userId: number) {
  const [row] = await db
    .select({
      totalBadges: sql<string>`coalesce(sum(cardinality(${gameProgress.badges})), 0)`,
      levelsCompleted: sql<string>`coalesce(sum(cardinality(${gameProgress.completedLevels})), 0)`,
      averageSkillLevel: sql<string | null>`avg(${gameProgress.skillLevel})`,
    })
    .from(gameProgress)
    .where(eq(gameProgress.userId, userId));
  return {
    totalBadges: Number(row?.totalBadges ?? 0),
    levelsCompleted: Number(row?.levelsCompleted ?? 0),
    averageSkillLevel: row?.averageSkillLevel == null ? 0 : Number(row.averageSkillLevel),
  };
}

// ------------------------------------------------------------------ achievements

/** The game facts of the achievements (docs/product.md#constants-and-limits). */
export async function scoreFacts(db: Executor, userId: number) {
  const [totals] = await db
    .select({
      scoreCount: count(),
      bestScore: max(gameScores.score),
      distinctGames: sql<number>`count(distinct ${gameScores.gameId})::int`,
    })
    .from(gameScores)
    .where(eq(gameScores.userId, userId));
  const [sixth] = await db
    .select({ at: gameScores.dateCompleted })
    .from(gameScores)
    .where(eq(gameScores.userId, userId))
    .orderBy(asc(gameScores.dateCompleted), asc(gameScores.id))
    .offset(5)
    .limit(1);
  const [first100] = await db
    .select({ at: min(gameScores.dateCompleted) })
    .from(gameScores)
    .where(and(eq(gameScores.userId, userId), gte(gameScores.score, 100)));
  const firstPerGame = db
    .select({ at: min(gameScores.dateCompleted).as('first_at') })
    .from(gameScores)
    .where(eq(gameScores.userId, userId))
    .groupBy(gameScores.gameId)
    .as('first_per_game');
  const [third] = await db
    .select({ at: firstPerGame.at })
    .from(firstPerGame)
    .orderBy(asc(firstPerGame.at))
    .offset(2)
    .limit(1);
  return {
    scoreCount: totals?.scoreCount ?? 0,
    bestScore: totals?.bestScore ?? 0,
    distinctGames: Number(totals?.distinctGames ?? 0),
    sixthScoreAt: sixth?.at ?? null,
    firstScoreOf100At: first100?.at ?? null,
    thirdGameAt: third?.at ?? null,
  };
}

// ------------------------------------------------------------------ admin writes

export type GameValues = Pick<
  typeof games.$inferInsert,
  | 'title'
  | 'description'
  | 'category'
  | 'gradelevel'
  | 'imageUrl'
  | 'rating'
  | 'ageRange'
  | 'skillType'
  | 'isNew'
  | 'isPopular'
  | 'haslevels'
  | 'totallevels'
  | 'availablebadges'
  | 'rules'
>;

const notDeleted = eq(games.isActive, true);
const searched = (q: string | undefined) =>
  q ? containsText(q, [games.title, games.category, games.description]) : undefined;

/** The admin's list: every game not deleted, newest first; `q` searches title, category, description. */
export async function adminListGames(
  db: Executor,
  q: string | undefined,
  page: RowsPage,
): Promise<GameRow[]> {
  return db
    .select(gameColumns)
    .from(games)
    .where(and(notDeleted, searched(q)))
    .orderBy(desc(games.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function adminCountGames(db: Executor, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(games)
    .where(and(notDeleted, searched(q)));
  return row?.n ?? 0;
}

export async function insertGame(tx: Executor, values: GameValues): Promise<number> {
  const [row] = await tx.insert(games).values(values).returning({ id: games.id });
  if (!row) throw new Error('insert into games returned no row');
  return row.id;
}

export async function updateGame(tx: Executor, id: number, values: GameValues): Promise<boolean> {
  const rows = await tx
    .update(games)
    .set(values)
    .where(and(eq(games.id, id), notDeleted))
    .returning({ id: games.id });
  return rows.length > 0;
}

/** Deleting hides: scores, plays and progress keep the game they name. */
export async function hideGame(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .update(games)
    .set({ isActive: false })
    .where(and(eq(games.id, id), notDeleted))
    .returning({ id: games.id });
  return rows.length > 0;
}

// ------------------------------------------------------------------ personal data (docs/rules.md#families-consent-and-privacy)

/** Every play, score and progress row of one player, as kept (the account export). */
export async function personalDataOf(db: Executor, userId: number) {
  const [plays, scores, progress] = await Promise.all([
    db.select().from(gamePlays).where(eq(gamePlays.userId, userId)).orderBy(gamePlays.id),
    db.select().from(gameScores).where(eq(gameScores.userId, userId)).orderBy(gameScores.id),
    db.select().from(gameProgress).where(eq(gameProgress.userId, userId)).orderBy(gameProgress.id),
  ]);
  return { plays, scores, progress };
}

/** Seconds of finished rounds a user played since an instant (a child's daily game minutes). */
export async function secondsPlayedSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`coalesce(sum(${gameScores.timeSpent}), 0)::int` })
    .from(gameScores)
    .where(and(eq(gameScores.userId, userId), gte(gameScores.dateCompleted, since)));
  return row?.seconds ?? 0;
}

/**
 * Per user and game, the rounds finished since an instant with the skill level before the first
 * of them and after the last, for many users in one query (the digest).
 */
export async function gameWeeksOfUsersSince(db: Executor, userIds: number[], since: Date) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: gameScores.userId,
      game: games.title,
      rounds: sql<number>`count(*)::int`,
      skillBefore: sql<
        string | null
      >`(array_agg(${gameScores.skillBefore} order by ${gameScores.dateCompleted}, ${gameScores.id}))[1]`,
      skillAfter: sql<
        string | null
      >`(array_agg(${gameScores.skillAfter} order by ${gameScores.dateCompleted} desc, ${gameScores.id} desc))[1]`,
    })
    .from(gameScores)
    .innerJoin(games, eq(games.id, gameScores.gameId))
    .where(and(inArray(gameScores.userId, userIds), gte(gameScores.dateCompleted, since)))
    .groupBy(gameScores.userId, gameScores.gameId, games.title)
    .orderBy(gameScores.userId, games.title);
}
