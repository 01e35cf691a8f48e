// Games: the catalog, plays, scores with every rule of docs/rules.md#rules-the-product-leaves-open, the leaderboard,
// progress, stats and the achievements of docs/product.md#constants-and-limits. The rules themselves are the shared
// pure functions of src/contract/game-rules.ts; points go through the accounts feature's ledger.

import type { User } from '#contract/accounts.ts';
import { balanceReachedAt, computeAchievements } from '#contract/achievements.ts';
import type { PaginationQuery } from '#contract/common.ts';
import {
  applyDailyCap,
  applyRound,
  checkRound,
  type Difficulty,
  type GameRules,
  MULTIPLIER,
  pointsForScore,
  SKILL_TYPES,
  type SkillType,
  scoreboardDifficulty,
  startOfUtcDay,
} from '#contract/game-rules.ts';
import { resolveGameRules } from '#contract/game-rules-schema.ts';
import type {
  Achievement,
  Game,
  GameProgress,
  GameProgressStats,
  GameRating,
  GameScore,
  LeaderboardRow,
  PlayCreated,
  RateGameInput,
  ScoreResult,
  SubmitScoreInput,
  TopScoresQuery,
} from '#contract/games.ts';
import { withExtraTime } from '#contract/parent-controls.ts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { writeCatalog } from '../../lib/catalog-write';
import type { Job } from '../../lib/jobs';
import { type ListPage, type RowsPage, readList } from '../../lib/lists';
import * as points from '../accounts/points.service';
import { readingFacts } from '../articles/articles.service';
import { settingsOf } from '../family/child-settings.service';
import { purchaseFacts } from '../store/store.service';
import { bookingFacts } from '../tutors/bookings.service';
import * as repo from './games.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const SKILL_BY_CATEGORY: Record<string, SkillType> = {
  'Math Games': 'arithmetic',
  'Reading Fun': 'spelling',
  'Science Zone': 'science-facts',
  'Critical Thinking': 'patterns',
};

/** A stored skill type outside the engine's list still plays: the kind its category suggests. */
function skillTypeOf(row: Pick<repo.GameRow, 'skillType' | 'category'>): SkillType {
  const known = SKILL_TYPES.find((s) => s === row.skillType);
  return known ?? SKILL_BY_CATEGORY[row.category] ?? 'arithmetic';
}

function rulesOf(row: repo.GameRow): GameRules {
  return resolveGameRules(row.rules, row);
}

export function toGame(row: repo.GameRow): Game {
  const { isActive: _active, ...rest } = row;
  return { ...rest, skillType: skillTypeOf(row), rules: rulesOf(row) };
}

export async function listGames(ctx: AppContext, query: Partial<PaginationQuery>): Promise<ListPage<Game>> {
  return readList(
    query,
    { rows: (page) => repo.listActiveGames(ctx.db, page), count: () => repo.countActiveGames(ctx.db) },
    toGame,
  );
}

async function activeGame(ctx: AppContext, id: number): Promise<repo.GameRow> {
  const row = await repo.findGame(ctx.db, id);
  if (!row?.isActive) throw AppError.notFound('We could not find that game.');
  return row;
}

export async function getGame(ctx: AppContext, id: number): Promise<Game> {
  return toGame(await activeGame(ctx, id));
}

/**
 * A player's stars for a game, after a round of it (one rating per player, changeable). The
 * catalog shows the players' average once enough have rated, so the write invalidates it.
 */
export async function rateGame(
  ctx: AppContext,
  user: User,
  gameId: number,
  input: RateGameInput,
): Promise<GameRating> {
  await activeGame(ctx, gameId);
  if (!(await repo.hasPlayedGame(ctx.db, user.id, gameId))) {
    throw AppError.forbidden('You can rate a game after you play a round of it.');
  }
  await writeCatalog(ctx, ['games'], (tx) =>
    repo.upsertRating(tx, { gameId, userId: user.id, rating: input.rating, updatedAt: ctx.clock.now() }),
  );
  const [game, ratingCount] = await Promise.all([activeGame(ctx, gameId), repo.ratingCount(ctx.db, gameId)]);
  return { gameId, rating: input.rating, gameRating: game.rating, ratingCount };
}

export async function startPlay(ctx: AppContext, user: User, gameId: number): Promise<PlayCreated> {
  const startedAt = ctx.clock.now();
  const playId = await repo.insertPlayIfActive(ctx.db, { userId: user.id, gameId, startedAt });
  if (playId === undefined) throw AppError.notFound('We could not find that game.');
  return { playId, gameId, startedAt: startedAt.toISOString() };
}

/**
 * Games as the score rules read them, kept in memory: every score needs its game's rules. Any
 * write to the games (an admin's edit of rules, levels or badges) invalidates the 'games' catalog
 * scope, on every instance, and that clears this copy too.
 */
const gameCaches = new WeakMap<AppContext, Map<number, repo.GameRow | undefined>>();

function scoringCacheOf(ctx: AppContext): Map<number, repo.GameRow | undefined> {
  let cache = gameCaches.get(ctx);
  if (!cache) {
    const created = new Map<number, repo.GameRow | undefined>();
    ctx.catalogCache.onInvalidate((scope) => {
      if (scope === 'games') created.clear();
    });
    gameCaches.set(ctx, created);
    cache = created;
  }
  return cache;
}

async function gameForScoring(ctx: AppContext, id: number): Promise<repo.GameRow | undefined> {
  const cache = scoringCacheOf(ctx);
  if (cache.has(id)) return cache.get(id);
  const row = await repo.findGame(ctx.db, id);
  if (cache.size > 1000) cache.clear();
  cache.set(id, row);
  return row;
}

function toProgress(row: repo.ProgressRow): GameProgress {
  return {
    id: row.id,
    gameId: row.gameId,
    game: row.game,
    skillLevel: Number(row.skillLevel),
    highScore: row.highScore,
    totalPlays: row.totalPlays,
    lastPlayed: row.lastPlayed?.toISOString() ?? null,
    badges: row.badges,
    completedLevels: row.completedLevels,
  };
}

function toScore(row: repo.ScoreRow): GameScore {
  const { gameName, ...rest } = row;
  return {
    ...rest,
    game: { name: gameName },
    difficulty: scoreboardDifficulty(row.difficulty, row.score),
    dateCompleted: row.dateCompleted.toISOString(),
  };
}

const UNUSABLE_PLAY =
  'We could not find this game round, or it was already saved. Please start a new game to save a score.';

/**
 * Saves a finished round (docs/rules.md#rules-the-product-leaves-open): the signed-in user's own unused play, one score per
 * play, refusals with 400 that leave the play unused and give no points, points capped per UTC
 * day, progress updated; all in one transaction.
 */
export async function submitScore(
  ctx: AppContext,
  user: User,
  input: SubmitScoreInput,
): Promise<ScoreResult> {
  await ctx.rateLimiter.consume(
    `scores:${user.id}`,
    ctx.config.rateLimits.scoresPerUser,
    'You have saved a lot of scores very quickly. Please wait a minute, then try again.',
  );
  const game = await gameForScoring(ctx, input.gameId);
  if (!game) throw AppError.invalidField('gameId', 'We could not find that game.');
  // A parent's extra time (docs/rules.md#parents-in-the-loop) stretches the round's bound on its length.
  const rules = withExtraTime(rulesOf(game), (await settingsOf(ctx.db, user.id)).extraTime);
  const now = ctx.clock.now();

  return ctx.db.transaction(async (tx) => {
    // The balance row first: every writer of a user's points or progress locks it, so two rounds
    // of one user run one after the other (and cannot both fit under the daily cap).
    const { gained: earnedToday } = await points.lockPointsAndGainedSince(
      tx,
      user.id,
      'game-score',
      startOfUtcDay(now),
    );
    const play = await repo.claimPlayWithProgress(tx, input.playId, user.id, now);
    if (!play) throw AppError.invalidField('playId', UNUSABLE_PLAY);
    if (play.gameId !== game.id)
      throw AppError.invalidField('gameId', 'This round was started in another game.');
    const before = play.progress;

    const check = checkRound(
      rules,
      {
        score: input.score,
        timeSpent: input.timeSpent,
        correctAnswers: input.correctAnswers,
        totalQuestions: input.totalQuestions,
        difficulty: input.difficulty,
        level: input.level,
      },
      (now.getTime() - play.startedAt.getTime()) / 1000,
      before?.completedLevels ?? [],
    );
    if (!check.ok) {
      throw check.path
        ? AppError.invalidField(check.path, check.message)
        : AppError.badRequest(check.message);
    }
    const difficulty: Difficulty = check.difficulty;
    const level = check.level?.level ?? null;
    const { pointsEarned, capped } = applyDailyCap(
      pointsForScore(input.score, difficulty),
      earnedToday,
      ctx.config.dailyGamePointsCap,
    );
    const update = applyRound(rules, before, {
      score: input.score,
      correctAnswers: input.correctAnswers,
      totalQuestions: input.totalQuestions,
      difficulty,
      level,
    });
    const { scoreId, progressId } = await repo.insertScoreWithProgress(
      tx,
      {
        userId: user.id,
        gameId: game.id,
        playId: input.playId,
        score: input.score,
        timeSpent: input.timeSpent,
        correctAnswers: input.correctAnswers,
        totalQuestions: input.totalQuestions,
        difficulty,
        level,
        pointsEarned,
        dateCompleted: now,
        skillBefore: before ? before.skillLevel : null,
      },
      { ...update.progress, lastPlayed: now },
    );
    const balance = await points.awardPoints(tx, {
      userId: user.id,
      amount: pointsEarned,
      reason: 'game-score',
      refId: scoreId,
      at: now,
    });

    return {
      id: scoreId,
      userId: user.id,
      gameId: game.id,
      game: { name: game.title },
      score: input.score,
      timeSpent: input.timeSpent,
      correctAnswers: input.correctAnswers,
      totalQuestions: input.totalQuestions,
      difficulty,
      level,
      pointsEarned,
      dateCompleted: now.toISOString(),
      points: balance,
      capped,
      multiplier: MULTIPLIER[difficulty],
      newBadges: update.newBadges,
      newCompletedLevels: update.newCompletedLevels,
      personalBest: update.personalBest,
      previousHighScore: before ? before.highScore : null,
      progress: {
        id: progressId,
        gameId: game.id,
        game: {
          name: game.title,
          category: game.category,
          imageUrl: game.imageUrl,
          haslevels: game.haslevels,
          totallevels: game.totallevels,
        },
        ...update.progress,
        lastPlayed: now.toISOString(),
      },
    };
  });
}

export async function listMyScores(ctx: AppContext, userId: number, page: RowsPage) {
  const rows = await repo.listUserScores(ctx.db, userId, page);
  return rows.map(toScore);
}

export const countMyScores = (ctx: AppContext, userId: number) => repo.countUserScores(ctx.db, userId);

/** Each player's best, ranked (equal scores share a rank); usernames only. */
export async function leaderboard(ctx: AppContext, query: TopScoresQuery): Promise<LeaderboardRow[]> {
  const game = await repo.findGame(ctx.db, query.gameId);
  if (!game) throw AppError.notFound('We could not find that game.');
  const rows = await repo.topScores(ctx.db, query.gameId, query.limit);
  let rank = 0;
  let lastScore: number | undefined;
  return rows.map((row, i) => {
    if (row.score !== lastScore) rank = i + 1;
    lastScore = row.score;
    return {
      rank,
      username: row.username,
      score: row.score,
      difficulty: scoreboardDifficulty(row.difficulty, row.score),
      dateCompleted: row.dateCompleted.toISOString(),
    };
  });
}

export async function listProgress(ctx: AppContext, userId: number): Promise<GameProgress[]> {
  return (await repo.listProgress(ctx.db, userId)).map(toProgress);
}

export async function progressFor(
  ctx: AppContext,
  userId: number,
  gameId: number,
): Promise<GameProgress | null> {
  const row = await repo.findProgress(ctx.db, userId, gameId);
  return row ? toProgress(row) : null;
}

export async function progressStats(ctx: AppContext, userId: number): Promise<GameProgressStats> {
  const [gamesPlayed, totals] = await Promise.all([
    repo.countUserScores(ctx.db, userId),
    repo.progressTotals(ctx.db, userId),
  ]);
  return {
    gamesPlayed,
    totalBadges: totals.totalBadges,
    levelsCompleted: totals.levelsCompleted,
    averageSkillLevel: Math.round(totals.averageSkillLevel * 10) / 10,
  };
}

/** The achievements (docs/product.md#constants-and-limits) from the user's real scores, sessions, reads, purchases and points. */
export async function achievements(ctx: AppContext, userId: number): Promise<Achievement[]> {
  const [scores, tutor, reading, bought, balance, changes] = await Promise.all([
    repo.scoreFacts(ctx.db, userId),
    bookingFacts(ctx, userId),
    readingFacts(ctx, userId),
    purchaseFacts(ctx, userId),
    points.currentPoints(ctx.db, userId),
    points.ledgerChanges(ctx.db, userId),
  ]);
  const states = computeAchievements({
    ...scores,
    ...tutor,
    ...reading,
    ...bought,
    points: balance,
    pointsReachedAt: {
      100: balanceReachedAt(changes, 100),
      500: balanceReachedAt(changes, 500),
      1000: balanceReachedAt(changes, 1000),
    },
  });
  return states.map((s) => ({ ...s, unlockedAt: s.unlockedAt?.toISOString() ?? null }));
}

export function gameJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'delete-abandoned-game-plays',
      everyMs: 60 * 60 * 1000,
      run: () => repo.deleteUnusedPlaysBefore(ctx.db, new Date(ctx.clock.now().getTime() - DAY_MS)),
    },
  ];
}

/** Everything the games keep about a player: plays, scores and progress (the account export). */
export function playerData(ctx: AppContext, userId: number) {
  return repo.personalDataOf(ctx.db, userId);
}

/** Minutes of finished rounds a user played since an instant, rounded down (daily game minutes). */
export async function minutesPlayedSince(ctx: AppContext, userId: number, since: Date): Promise<number> {
  return Math.floor((await repo.secondsPlayedSince(ctx.db, userId, since)) / 60);
}

/** A game's skill level at the start and the end of a span (before: null for a new game). */
export interface SkillChange {
  game: string;
  before: number | null;
  after: number;
}

/**
 * Rounds finished since an instant and each game's skill change over them, keyed by user (the
 * weekly digest: one query for all).
 */
export async function gameWeeksOfUsers(ctx: Pick<AppContext, 'db'>, userIds: number[], since: Date) {
  const weeks = new Map<number, { rounds: number; skills: SkillChange[] }>();
  for (const row of await repo.gameWeeksOfUsersSince(ctx.db, userIds, since)) {
    const week = weeks.get(row.userId) ?? { rounds: 0, skills: [] };
    week.rounds += row.rounds;
    // A round saved before skill levels were kept on scores has none to tell.
    if (row.skillAfter !== null)
      week.skills.push({
        game: row.game,
        before: row.skillBefore === null ? null : Number(row.skillBefore),
        after: Number(row.skillAfter),
      });
    weeks.set(row.userId, week);
  }
  return weeks;
}
