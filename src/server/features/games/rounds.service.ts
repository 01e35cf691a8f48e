// A round of a game: its start on the server clock, its score checked against the game's rules
// (the rules are the pure functions of game-rules), the points it earns through the accounts
// feature's ledger, the progress it leaves, and the leaderboard and stats those rounds make.

import type { User } from '#contract/accounts.ts';
import {
  type Difficulty,
  MULTIPLIER,
  pointsForScore,
  scoreboardDifficulty,
  startOfUtcDay,
} from '#contract/game-rules.ts';
import type {
  GameProgress,
  GameProgressStats,
  GameScore,
  LeaderboardRow,
  PlayCreated,
  ScoreResult,
  SubmitScoreInput,
  TopScoresQuery,
} from '#contract/games.ts';
import { type ExtraTime, withExtraTime } from '#contract/parent-controls.ts';
import type { AppContext } from '#server/app-context.ts';
import * as points from '#server/features/accounts/points.service.ts';
import { settingsOf } from '#server/features/family/child-settings.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Job } from '#server/lib/jobs.ts';
import type { RowsPage } from '#server/lib/lists.ts';
import * as catalog from './catalog.repository.ts';
import { rulesOf } from './catalog.service.ts';
import { applyDailyCap, applyRound, checkRound } from './round-rules.ts';
import * as repo from './rounds.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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
const gameCaches = new WeakMap<AppContext, Map<number, catalog.GameRow | undefined>>();

function scoringCacheOf(ctx: AppContext): Map<number, catalog.GameRow | undefined> {
  let cache = gameCaches.get(ctx);
  if (!cache) {
    const created = new Map<number, catalog.GameRow | undefined>();
    ctx.catalogCache.onInvalidate((scope) => {
      if (scope === 'games') created.clear();
    });
    gameCaches.set(ctx, created);
    cache = created;
  }
  return cache;
}

async function gameForScoring(ctx: AppContext, id: number): Promise<catalog.GameRow | undefined> {
  const cache = scoringCacheOf(ctx);
  if (cache.has(id)) return cache.get(id);
  const row = await catalog.findGame(ctx.db, id);
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
  const game = await catalog.findGame(ctx.db, query.gameId);
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

export function gameJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'delete-abandoned-game-plays',
      everyMs: 60 * 60 * 1000,
      run: () => repo.deleteUnusedPlaysBefore(ctx.db, new Date(ctx.clock.now().getTime() - DAY_MS)),
    },
  ];
}

/**
 * When the user's unused play began and the longest its round can last for them (a parent's
 * extra time stretches it, as it does for the score's own check); undefined for no such play.
 */
export async function roundOfPlay(
  ctx: AppContext,
  userId: number,
  playId: number,
  extraTime: ExtraTime,
): Promise<{ startedAt: Date; maxSeconds: number } | undefined> {
  const play = await repo.findOpenPlay(ctx.db, playId, userId);
  const game = play && (await gameForScoring(ctx, play.gameId));
  if (!play || !game) return undefined;
  return { startedAt: play.startedAt, maxSeconds: withExtraTime(rulesOf(game), extraTime).maxSeconds };
}
