// Achievements are earned across Sprout (games, tutor sessions, reading, prizes, points), so
// they are read here, above the features that own each fact.
import {
  type AchievementId,
  achievementsReachedBetween,
  balanceReachedAt,
  computeAchievements,
} from '#contract/achievements.ts';
import type { Achievement } from '#contract/games.ts';
import type { AppContext } from '#server/app-context.ts';
import * as points from '#server/features/accounts/points.service.ts';
import { readingCountsOfUsers, readingFacts } from '#server/features/articles/articles.service.ts';
import { scoreCountsOfUsers, scoreFacts } from '#server/features/games/player-facts.service.ts';
import { purchaseCountsOfUsers, purchaseFacts } from '#server/features/store/store.service.ts';
import { bookingCountsOfUsers, bookingFacts } from '#server/features/tutors/bookings.service.ts';

/** The achievements from the user's real scores, sessions, reads, purchases and points. */
export async function achievements(ctx: AppContext, userId: number): Promise<Achievement[]> {
  const [scores, tutor, reading, bought, balance, changes] = await Promise.all([
    scoreFacts(ctx, userId),
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

/**
 * The achievements each user unlocked since an instant, by id (the weekly digest's achievements
 * of the week): the counts that decide them, a while ago and now, for all users at once, one
 * grouped query per feature that keeps them, whatever the number of users.
 */
export async function achievementsReachedSince(
  ctx: Pick<AppContext, 'db'>,
  userIds: number[],
  since: Date,
): Promise<Map<number, AchievementId[]>> {
  const parts = await Promise.all([
    scoreCountsOfUsers(ctx, userIds, since),
    bookingCountsOfUsers(ctx, userIds, since),
    readingCountsOfUsers(ctx, userIds, since),
    purchaseCountsOfUsers(ctx, userIds, since),
    points.balanceCountsOfUsers(ctx.db, userIds, since),
  ]);
  const reached = new Map<number, AchievementId[]>();
  for (const userId of userIds) {
    const counts = parts.map((part) => part.get(userId));
    const before = Object.assign({}, ...counts.map((c) => c?.before));
    const after = Object.assign({}, ...counts.map((c) => c?.after));
    const ids = achievementsReachedBetween(before, after).map((a) => a.id);
    if (ids.length > 0) reached.set(userId, ids);
  }
  return reached;
}
