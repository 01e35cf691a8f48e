import { DIFFICULTY_LABELS, type Difficulty, scoreboardDifficulty } from '#contract/game-rules.ts';

/** The scoreboard's difficulty badge: the stored difficulty, or the one docs/product.md#constants-and-limits infers from the score. */
export function scoreboardBadge(stored: Difficulty | null | undefined, score: number) {
  const difficulty = scoreboardDifficulty(stored, score);
  return { difficulty, label: DIFFICULTY_LABELS[difficulty] };
}
