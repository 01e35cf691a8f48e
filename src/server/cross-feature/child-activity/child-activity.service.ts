// What a linked parent sees of a child (Parent Settings, docs/product.md#screens-and-routes): each fact read through
// the feature that owns it, a fixed number of queries however long the child's history is. The
// caller has checked the link (requireParentOf).
import {
  CHILD_ACTIVITY_LIMITS,
  type ChildActivity,
  type ChildStudySession,
  type DailyFigure,
  daysEndingAt,
  fillDays,
  RECENT_STUDY_DAYS,
} from '#contract/family.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { wallTimeIn, zonedWallTimeToInstant } from '#contract/time-zone.ts';
import type { AppContext } from '#server/app-context.ts';
import * as approvals from '#server/cross-feature/approvals/approvals.service.ts';
import * as points from '#server/features/accounts/points.service.ts';
import { acceptedChildIds, isParentOf, NOT_LINKED } from '#server/features/family/family.service.ts';
import * as games from '#server/features/games/rounds.service.ts';
import * as store from '#server/features/store/store.service.ts';
import * as study from '#server/features/study/study.service.ts';
import * as bookings from '#server/features/tutors/bookings.service.ts';
import { AppError } from '#server/lib/app-error.ts';

/** A child's activity as a parent reading in `lang` sees it. */
export async function childActivity(ctx: AppContext, childId: number, lang: Locale): Promise<ChildActivity> {
  const [
    studySessions,
    studyTotals,
    gameScores,
    gamesPlayed,
    gameProgress,
    tutoring,
    balance,
    earned,
    bought,
    asked,
  ] = await Promise.all([
    study.sessionsOfUsers(ctx, [childId], CHILD_ACTIVITY_LIMITS.studySessions),
    study.studyTotals(ctx, childId, RECENT_STUDY_DAYS),
    games.listMyScores(ctx, childId, { limit: CHILD_ACTIVITY_LIMITS.gameScores, offset: 0 }),
    games.countMyScores(ctx, childId),
    games.listProgress(ctx, childId),
    bookings.listUserSessions(ctx, childId, { limit: CHILD_ACTIVITY_LIMITS.tutorSessions, offset: 0 }),
    points.currentPoints(ctx.db, childId),
    points.pointsEarnedTotal(ctx.db, childId),
    store.listInventory(ctx, childId, { limit: CHILD_ACTIVITY_LIMITS.purchases, offset: 0 }),
    approvals.childApprovals(ctx, childId, lang),
  ]);
  return {
    studySessions: studySessions.map(({ childId: _child, ...session }) => session),
    gameProgress,
    gameScores,
    tutorSessions: tutoring.items,
    purchases: bought.items,
    approvals: asked.slice(0, CHILD_ACTIVITY_LIMITS.approvals),
    points: { points: balance },
    summary: {
      studySessions: studyTotals.sessions,
      gamesPlayed,
      pointsEarned: earned,
      tutorSessions: tutoring.total ?? tutoring.items.length,
      recentStudyMinutes: studyTotals.recentMinutes,
    },
  };
}

/**
 * Study minutes and points earned per day on the clocks of `timeZone` (the parent's), the last
 * `days` days, zeros filled.
 */
export async function dailyFigures(
  ctx: AppContext,
  childId: number,
  { days, timeZone }: { days: number; timeZone: string },
): Promise<DailyFigure[]> {
  const dates = daysEndingAt(ctx.clock.now(), days, timeZone);
  const since = startOfDay(dates[0] ?? wallTimeIn(ctx.clock.now(), timeZone).date, timeZone);
  const [minutes, earned] = await Promise.all([
    study.studyMinutesPerDay(ctx, childId, since, timeZone),
    points.pointsEarnedPerDay(ctx.db, childId, since, timeZone),
  ]);
  return fillDays(dates, minutes, earned);
}

/** The first instant of a day on a zone's clocks (01:00 where the zone skips midnight). */
function startOfDay(date: string, timeZone: string): Date {
  return (
    zonedWallTimeToInstant(date, '00:00', timeZone) ??
    zonedWallTimeToInstant(date, '01:00', timeZone) ??
    new Date(`${date}T00:00:00.000Z`)
  );
}

/** Study sessions of the parent's accepted children (or of one of them), newest first. */
export async function childrenStudySessions(
  ctx: AppContext,
  parentId: number,
  childId: number | undefined,
): Promise<ChildStudySession[]> {
  let ids: number[];
  if (childId === undefined) {
    ids = await acceptedChildIds(ctx, parentId);
  } else {
    if (!(await isParentOf(ctx, parentId, childId))) throw AppError.forbidden(NOT_LINKED);
    ids = [childId];
  }
  return study.sessionsOfUsers(ctx, ids, 500);
}
