// A game's levels as the level picker shows them. Pure: tested on its own.

import { type GameRules, highestUnlockedLevel, type Level } from '#contract/game-rules.ts';

export interface LevelView {
  level: Level;
  completed: boolean;
  /** Whether it can be played now: every level before it is complete. */
  playable: boolean;
}

/** Each level of a game with its state for this player: completed, open, or locked. */
export function levelViews(rules: GameRules, completedLevels: readonly number[]): LevelView[] {
  const highest = highestUnlockedLevel(rules, completedLevels);
  return rules.levels.map((level) => ({
    level,
    completed: completedLevels.includes(level.level),
    playable: level.level <= highest,
  }));
}
