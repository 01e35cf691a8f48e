// Play limits (docs/rules.md#parents-in-the-loop): a child's daily game minutes and quiet hours, on the wall
// clock of the time zone the parent set with the quiet hours (UTC when none was set). A play
// refused says kindly why and when play opens again.
import { clockTime } from '#contract/date-words.ts';
import type { ChildSettings, MyControls, QuietHours } from '#contract/parent-controls.ts';
import { wallTimeIn, zonedWallTimeToInstant } from '#contract/time-zone.ts';
import type { AppContext } from '#server/app-context.ts';
import { settingsOf } from '#server/features/family/child-settings.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { minutesPlayedSince } from './player-facts.service.ts';
import { roundOfPlay } from './rounds.service.ts';

export const DAILY_MINUTES_USED = "That's all the game time for today. See you tomorrow!";
export const LATE_ROUND =
  'This round ended a while ago, after game time was over, so it cannot be saved. You can play again when games open.';
/** How long after a round's longest possible end its save may still arrive (a slow network). */
export const LATE_ROUND_GRACE_SECONDS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const quietTimeMessage = (opensAt: string) =>
  `It's quiet time now, so games are resting. You can play again at ${opensAt}.`;

/** Whether a wall-clock time (HH:MM) falls in quiet hours; a window may cross midnight. */
export function isQuietAt(time: string, quiet: Pick<QuietHours, 'from' | 'to'>): boolean {
  return quiet.from < quiet.to
    ? time >= quiet.from && time < quiet.to
    : time >= quiet.from || time < quiet.to;
}

function zoneOf(settings: ChildSettings): string {
  return settings.quietHours?.timeZone ?? 'UTC';
}

/** The instant today began on the clocks of a zone. */
function startOfDayIn(now: Date, timeZone: string): Date {
  const { date } = wallTimeIn(now, timeZone);
  // Midnight is skipped in a few zones on the day clocks go forward: the day then starts at 01:00.
  return (
    zonedWallTimeToInstant(date, '00:00', timeZone) ?? zonedWallTimeToInstant(date, '01:00', timeZone) ?? now
  );
}

async function minutesLeftToday(ctx: AppContext, childId: number, settings: ChildSettings, now: Date) {
  if (settings.dailyGameMinutes === null) return null;
  const played = await minutesPlayedSince(ctx, childId, startOfDayIn(now, zoneOf(settings)));
  return Math.max(0, settings.dailyGameMinutes - played);
}

/** GET /api/family/controls: the child's settings and the game minutes left today. */
export async function myControls(ctx: AppContext, childId: number): Promise<MyControls> {
  const settings = await settingsOf(ctx.db, childId);
  return {
    ...settings,
    gameMinutesLeftToday: await minutesLeftToday(ctx, childId, settings, ctx.clock.now()),
  };
}

/** Before a play starts: 403 with a kind message in quiet hours or past today's minutes. */
export async function assertMayPlay(ctx: AppContext, childId: number): Promise<void> {
  const settings = await settingsOf(ctx.db, childId);
  const now = ctx.clock.now();
  const quiet = settings.quietHours;
  if (quiet && isQuietAt(wallTimeIn(now, quiet.timeZone).time, quiet)) {
    throw AppError.forbidden(quietTimeMessage(clockTime(quiet.to)));
  }
  if ((await minutesLeftToday(ctx, childId, settings, now)) === 0)
    throw AppError.forbidden(DAILY_MINUTES_USED);
}

/** Whether any minute from `from` to `to` fell in quiet hours (a day or more always holds one). */
function quietBetween(from: Date, to: Date, quiet: QuietHours): boolean {
  if (to.getTime() - from.getTime() >= DAY_MS) return true;
  for (let at = from.getTime(); at <= to.getTime(); at += 60_000) {
    if (isQuietAt(wallTimeIn(new Date(at), quiet.timeZone).time, quiet)) return true;
  }
  return isQuietAt(wallTimeIn(to, quiet.timeZone).time, quiet);
}

/**
 * Before a score is saved: a round whose play opened before quiet hours began, or before the
 * day's minutes ran out, counts only while it could still be running (its longest length for
 * this child, plus a little grace for the save on its way); later it is 403, so a play opened
 * just in time cannot be kept for scoring in quiet hours or past the minutes. The play stays
 * unused; anything else wrong with it is left to the score's own checks.
 */
export async function assertMayScore(ctx: AppContext, childId: number, playId: number): Promise<void> {
  const settings = await settingsOf(ctx.db, childId);
  const quiet = settings.quietHours;
  if (!quiet && settings.dailyGameMinutes === null) return;
  const round = await roundOfPlay(ctx, childId, playId, settings.extraTime);
  const now = ctx.clock.now();
  if (
    !round ||
    now.getTime() - round.startedAt.getTime() <= (round.maxSeconds + LATE_ROUND_GRACE_SECONDS) * 1000
  )
    return;
  if (quiet && quietBetween(round.startedAt, now, quiet)) {
    throw AppError.forbidden(
      isQuietAt(wallTimeIn(now, quiet.timeZone).time, quiet) ? quietTimeMessage(quiet.to) : LATE_ROUND,
    );
  }
  if (settings.dailyGameMinutes === null) return;
  // Minutes played since the day the round began: they ran out at some moment if they reach the limit.
  const since = startOfDayIn(round.startedAt, zoneOf(settings));
  if ((await minutesPlayedSince(ctx, childId, since)) >= settings.dailyGameMinutes) {
    throw AppError.forbidden(
      (await minutesLeftToday(ctx, childId, settings, now)) === 0 ? DAILY_MINUTES_USED : LATE_ROUND,
    );
  }
}
