// The Number Trail's hill: stepping stones up to a flag, one hop for each right answer. Pure: the
// play view draws the stones where these say.
import type { Translate } from '#web/lib/i18n.tsx';

export interface Stone {
  index: number;
  /** Centre in a 0-100 wide, 0-60 high picture: the trail climbs from bottom left to top right. */
  x: number;
  y: number;
}

/** The stones of a round of `count` questions, winding up the hill. */
export function trailStones(count: number): Stone[] {
  const n = Math.max(1, count);
  return Array.from({ length: n }, (_, index) => {
    const t = n === 1 ? 0.5 : index / (n - 1);
    return {
      index,
      x: Math.round((8 + t * 76) * 10) / 10,
      // Up the hill, with a little zigzag so it reads as stepping stones.
      y: Math.round((52 - t * 36 + (index % 2 === 0 ? 3 : -3)) * 10) / 10,
    };
  });
}

/** How far the hopper has come: one stone per right answer, never past the flag. */
export function hopsOf(correctAnswers: number, count: number): number {
  return Math.max(0, Math.min(correctAnswers, count));
}

/** The trail in words, for screen readers. */
export function trailText(
  t: Translate,
  correctAnswers: number,
  count: number,
  needed: number | null,
): string {
  const hops = hopsOf(correctAnswers, count);
  const goal = needed ?? count;
  const left = Math.max(0, goal - hops);
  return left === 0
    ? t('games.trail.reached', { hops })
    : `${t('games.trail.hopped', { hops, count })} ${t('games.trail.left', { left })}`;
}
