// The countdown of a timed round (the Math Quick Challenge: 60 seconds, a tick each second,
// urgent at 10 seconds or less). Derived from when the round started, so a slow or throttled
// tick never makes the clock drift. Pure: tested on its own.
import type { Translate } from '#web/lib/i18n.tsx';

/** Seconds at or under which the timer turns red and pulses (docs/product.md#constants-and-limits). */
export const URGENT_AT_SECONDS = 10;
export const TICK_MS = 1000;

export function elapsedSeconds(startedAtMs: number, nowMs: number): number {
  return Math.max(0, (nowMs - startedAtMs) / 1000);
}

/** Whole seconds left of a round of `totalSeconds`, never below 0. */
export function secondsLeft(startedAtMs: number, nowMs: number, totalSeconds: number): number {
  return Math.max(0, totalSeconds - Math.floor(elapsedSeconds(startedAtMs, nowMs)));
}

export function isUrgent(left: number): boolean {
  return left <= URGENT_AT_SECONDS;
}

export function isTimeUp(startedAtMs: number, nowMs: number, totalSeconds: number): boolean {
  return nowMs - startedAtMs >= totalSeconds * 1000;
}

/** What a screen reader hears, only at a few moments (every second would drown the questions). */
export function timerAnnouncement(t: Translate, left: number, totalSeconds: number): string | null {
  if (left === 0) return t('games.finished.timeUp');
  if (left === URGENT_AT_SECONDS || left === 5 || (left === 30 && totalSeconds > 30)) {
    return t('games.countdown.secondsLeft', { left });
  }
  return null;
}
