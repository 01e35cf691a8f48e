// What other parts of Sprout read about a player's games: the facts of the achievements, the
// account export, the minutes played today (play limits) and the week of the digest.

import type { AchievementCountsBetween } from '#contract/achievements.ts';
import type { AppContext } from '#server/app-context.ts';
import { gameCards } from './catalog.service.ts';
import * as repo from './player-facts.repository.ts';
import * as rounds from './rounds.repository.ts';

/** A player's score facts for the achievements (best scores, rounds, skills). */
export function scoreFacts(ctx: AppContext, userId: number) {
  return repo.scoreFacts(ctx.db, userId);
}

/** Everything the games keep about a player: plays, scores and progress (the account export). */
export function playerData(ctx: AppContext, userId: number) {
  return repo.personalDataOf(ctx.db, userId);
}

/** Minutes of finished rounds a user played since an instant, rounded down (daily game minutes). */
export async function minutesPlayedSince(ctx: AppContext, userId: number, since: Date): Promise<number> {
  return Math.floor((await rounds.secondsPlayedSince(ctx.db, userId, since)) / 60);
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

/** The counts that decide score achievements, a while ago and now, for many users in one query. */
export async function scoreCountsOfUsers(
  ctx: Pick<AppContext, 'db'>,
  userIds: number[],
  since: Date,
): Promise<Map<number, AchievementCountsBetween>> {
  const rows = await repo.scoreCountsOfUsers(ctx.db, userIds, since);
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        before: {
          scoreCount: r.scoreCountBefore,
          bestScore: r.bestScoreBefore,
          distinctGames: r.distinctGamesBefore,
        },
        after: { scoreCount: r.scoreCount, bestScore: r.bestScore, distinctGames: r.distinctGames },
      },
    ]),
  );
}

/**
 * Which asks (a user, a game's level, an instant) that user completed after that instant, as
 * completesLevel decides a round completes a level: one query for the games, one for the rounds.
 */
export async function levelsFinishedAfter(
  ctx: Pick<AppContext, 'db'>,
  asks: readonly { key: string; userId: number; gameId: number; level: number; after: Date }[],
): Promise<Set<string>> {
  const cards = await gameCards(ctx, [...new Set(asks.map((a) => a.gameId))]);
  const withRules = asks.flatMap((ask) => {
    const level = cards.get(ask.gameId)?.levels[ask.level - 1];
    return level ? [{ ...ask, questions: level.questions, passCorrect: level.passCorrect }] : [];
  });
  return new Set(await rounds.levelFinishedAfter(ctx.db, withRules));
}
