// Play limits (docs/rules.md#parents-in-the-loop): a child's daily game minutes and quiet hours, on the wall
// clock of the time zone the parent set with the quiet hours (UTC when none was set). A play
// refused says kindly why and when play opens again.
import type { ChildSettings, MyControls, QuietHours } from '#contract/parent-controls.ts';
import { wallTimeIn, zonedWallTimeToInstant } from '#contract/time-zone.ts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { minutesPlayedSince } from '../games/games.service';
import { settingsOf } from './child-settings.service';

export const DAILY_MINUTES_USED = "That's all the game time for today. See you tomorrow!";
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
    throw AppError.forbidden(quietTimeMessage(quiet.to));
  }
  if ((await minutesLeftToday(ctx, childId, settings, now)) === 0)
    throw AppError.forbidden(DAILY_MINUTES_USED);
}
