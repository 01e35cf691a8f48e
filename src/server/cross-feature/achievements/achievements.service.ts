// Achievements are earned across Sprout (games, tutor sessions, reading, prizes, points), so
// they are read here, above the features that own each fact.
import { balanceReachedAt, computeAchievements } from '#contract/achievements.ts';
import type { Achievement } from '#contract/games.ts';
import type { AppContext } from '../../app-context';
import * as points from '../../features/accounts/points.service';
import { readingFacts } from '../../features/articles/articles.service';
import { scoreFacts } from '../../features/games/player-facts.service';
import { purchaseFacts } from '../../features/store/store.service';
import { bookingFacts } from '../../features/tutors/bookings.service';

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
