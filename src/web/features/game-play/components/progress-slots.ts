import type { ReactNode } from 'react';

/**
 * What the page puts beside the play from the progress feature (features do not import each
 * other): the player's progress with the game's badges, the game's high scores, and the player's
 * own scores (`limit` keeps the newest few).
 */
export interface ProgressSlots {
  progressPanel: ReactNode;
  highScores: ReactNode;
  scoreboard: (limit?: number) => ReactNode;
}
