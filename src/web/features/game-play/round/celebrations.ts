// What a saved round earned, in words. Pure: tested on its own.

import type { GameRules } from '#contract/game-rules.ts';
import type { ScoreResult } from '#contract/games.ts';
import type { Translate } from '#web/lib/i18n.tsx';

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
  t: Translate,
): Celebration[] {
  const out: Celebration[] = [];
  for (const n of result.newCompletedLevels) {
    const level = rules.levels[n - 1];
    const next = rules.levels[n];
    out.push({
      kind: 'level',
      title: t('games.celebrate.levelTitle', { level: n }),
      text: `${level ? t('games.celebrate.finished', { name: level.name }) : t('games.celebrate.greatWork')} ${next ? t('games.celebrate.nextOpen', { level: next.level }) : t('games.celebrate.allDone')}`,
    });
  }
  for (const name of result.newBadges) {
    out.push({
      kind: 'badge',
      title: t('games.celebrate.badgeTitle', { name }),
      text: t('games.celebrate.badge', { name }),
    });
  }
  // A best is news only when it beats an earlier score: a first round is not a "new personal best".
  if (result.personalBest && result.previousHighScore !== null && result.previousHighScore > 0) {
    out.push({
      kind: 'best',
      title: t('games.celebrate.bestTitle'),
      text: t('games.celebrate.best', { score: result.score, previous: result.previousHighScore }),
    });
  }
  return out;
}
