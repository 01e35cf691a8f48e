// The games' catalog rows and ratings, and the admin's writes to them. Each function takes the
// database or the caller's transaction.

import { and, asc, count, desc, eq, type InferColumnsDataTypes, inArray, sql } from 'drizzle-orm';
import { PLAYER_RATINGS_SHOWN_FROM } from '#contract/games.ts';
import type { Executor } from '#server/db/client.ts';
import { gameRatings, gameScores, games } from '#server/db/schema/index.ts';
import { containsText } from '#server/db/search.ts';
import type { RowsPage } from '#server/lib/lists.ts';

const gameColumns = {
  id: games.id,
  title: games.title,
  description: games.description,
  titleEs: games.titleEs,
  descriptionEs: games.descriptionEs,
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

/** Games by id, active or not (a tutor's note keeps naming a game an admin later hid). */
export function gamesByIds(db: Executor, ids: readonly number[]): Promise<GameRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(gameColumns)
    .from(games)
    .where(inArray(games.id, [...ids]));
}

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
  q
    ? containsText(q, [games.title, games.category, games.description, games.titleEs, games.descriptionEs])
    : undefined;

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
