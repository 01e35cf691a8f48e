// What a saved round earned, in words. Pure: tested on its own.

import type { GameRules } from '#contract/game-rules.ts';
import type { ScoreResult } from '#contract/games.ts';
import { countOf } from '#web/lib/format.ts';

export interface Celebration {
  kind: 'badge' | 'level' | 'best';
  title: string;
  text: string;
}

/** What a saved round earned that deserves a celebration: new badges, a completed level, a personal best. */
export function celebrationsOf(
  result: Pick<
    ScoreResult,
    'newBadges' | 'newCompletedLevels' | 'personalBest' | 'previousHighScore' | 'score'
  >,
  rules: Pick<GameRules, 'levels' | 'badges'>,
): Celebration[] {
  const out: Celebration[] = [];
  for (const n of result.newCompletedLevels) {
    const level = rules.levels[n - 1];
    const next = rules.levels[n];
    out.push({
      kind: 'level',
      title: `Level ${n} complete!`,
      text: `${level ? `You finished ${level.name}.` : 'Great work.'}${next ? ` Level ${next.level} is open now.` : ' You finished every level!'}`,
    });
  }
  for (const name of result.newBadges) {
    out.push({ kind: 'badge', title: `New badge: ${name}!`, text: `You earned the ${name} badge.` });
  }
  // A best is news only when it beats an earlier score: a first round is not a "new personal best".
  if (result.personalBest && result.previousHighScore !== null && result.previousHighScore > 0) {
    out.push({
      kind: 'best',
      title: 'New personal best!',
      text: `${countOf(result.score, 'point')} beats your best of ${result.previousHighScore}.`,
    });
  }
  return out;
}
