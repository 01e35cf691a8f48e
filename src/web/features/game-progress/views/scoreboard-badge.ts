import { DIFFICULTY_LABELS, type Difficulty, scoreboardDifficulty } from '#contract/game-rules.ts';

/** The scoreboard's difficulty badge: the stored difficulty, or the one spec section 9 infers from the score. */
export function scoreboardBadge(stored: Difficulty | null | undefined, score: number) {
  const difficulty = scoreboardDifficulty(stored, score);
  return { difficulty, label: DIFFICULTY_LABELS[difficulty] };
}
