// Plays, scores and progress: the rows a round reads and writes. Each function takes the
// database or the caller's transaction.

import { and, asc, count, desc, eq, gte, type InferColumnsDataTypes, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '#server/db/client.ts';
import { gamePlays, gameProgress, gameScores, games, users } from '#server/db/schema/index.ts';
import type { RowsPage } from '#server/lib/lists.ts';

const KeyRowsSchema = z.object({ rows: z.array(z.object({ key: z.string() })) });

/**
 * Which of the asks have a saved round of that user, game and level after that instant that
 * completed the level (all its questions asked, at least `passCorrect` right, as
 * completesLevel says): one query for any number of asks.
 */
export async function levelFinishedAfter(
  db: Executor,
  asks: readonly {
    key: string;
    userId: number;
    gameId: number;
    level: number;
    after: Date;
    questions: number;
    passCorrect: number;
  }[],
): Promise<string[]> {
  if (asks.length === 0) return [];
  const values = sql.join(
    asks.map(
      (a) =>
        sql`(${a.key}::text, ${a.userId}::int, ${a.gameId}::int, ${a.level}::int, ${a.after.toISOString()}::timestamptz, ${a.questions}::int, ${a.passCorrect}::int)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    select ask.key from (values ${values}) as ask(key, user_id, game_id, level, after, questions, pass_correct)
    where exists (
      select 1 from ${gameScores}
      where ${gameScores.gameId} = ask.game_id and ${gameScores.userId} = ask.user_id
        and ${gameScores.level} = ask.level and ${gameScores.dateCompleted} > ask.after
        and ${gameScores.totalQuestions} = ask.questions and ${gameScores.correctAnswers} >= ask.pass_correct)`);
  return KeyRowsSchema.parse(result).rows.map((r) => r.key);
}

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

/** When the user's own unused play began, and in which game; nothing for any other play. */
export async function findOpenPlay(db: Executor, playId: number, userId: number) {
  const [row] = await db
    .select({ gameId: gamePlays.gameId, startedAt: gamePlays.startedAt })
    .from(gamePlays)
    .where(and(eq(gamePlays.id, playId), eq(gamePlays.userId, userId), isNull(gamePlays.usedAt)));
  return row;
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

/** Seconds of finished rounds a user played since an instant (a child's daily game minutes). */
export async function secondsPlayedSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`coalesce(sum(${gameScores.timeSpent}), 0)::int` })
    .from(gameScores)
    .where(and(eq(gameScores.userId, userId), gte(gameScores.dateCompleted, since)));
  return row?.seconds ?? 0;
}
