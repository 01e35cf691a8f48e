// Reads over players' rounds for other parts of Sprout (achievements, the account export,
// the digest). Each function takes the database or the caller's transaction.

import { and, asc, count, eq, getTableColumns, gte, inArray, max, min, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { gamePlays, gameProgress, gameRatings, gameScores, games } from '#server/db/schema/index.ts';

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

/** Every play, score and progress row of one player, as kept (the account export). */
export async function personalDataOf(db: Executor, userId: number) {
  // Each row names its game, so the download reads without the catalog beside it.
  const [plays, scores, progress, ratings] = await Promise.all([
    db
      .select({ ...getTableColumns(gamePlays), game: games.title })
      .from(gamePlays)
      .leftJoin(games, eq(games.id, gamePlays.gameId))
      .where(eq(gamePlays.userId, userId))
      .orderBy(gamePlays.id),
    db
      .select({ ...getTableColumns(gameScores), game: games.title })
      .from(gameScores)
      .leftJoin(games, eq(games.id, gameScores.gameId))
      .where(eq(gameScores.userId, userId))
      .orderBy(gameScores.id),
    db
      .select({ ...getTableColumns(gameProgress), game: games.title })
      .from(gameProgress)
      .leftJoin(games, eq(games.id, gameProgress.gameId))
      .where(eq(gameProgress.userId, userId))
      .orderBy(gameProgress.id),
    db
      .select({ ...getTableColumns(gameRatings), game: games.title })
      .from(gameRatings)
      .leftJoin(games, eq(games.id, gameRatings.gameId))
      .where(eq(gameRatings.userId, userId))
      .orderBy(gameRatings.gameId),
  ]);
  return { plays, scores, progress, ratings };
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

/** Each user's saved scores, best score and games played, now and before an instant, in one query. */
export async function scoreCountsOfUsers(db: Executor, userIds: number[], since: Date) {
  if (userIds.length === 0) return [];
  const before = sql`${gameScores.dateCompleted} < ${since}`;
  return db
    .select({
      userId: gameScores.userId,
      scoreCount: sql<number>`count(*)::int`,
      scoreCountBefore: sql<number>`(count(*) filter (where ${before}))::int`,
      bestScore: sql<number>`coalesce(max(${gameScores.score}), 0)::int`,
      bestScoreBefore: sql<number>`coalesce(max(${gameScores.score}) filter (where ${before}), 0)::int`,
      distinctGames: sql<number>`count(distinct ${gameScores.gameId})::int`,
      distinctGamesBefore: sql<number>`(count(distinct ${gameScores.gameId}) filter (where ${before}))::int`,
    })
    .from(gameScores)
    .where(inArray(gameScores.userId, userIds))
    .groupBy(gameScores.userId);
}
