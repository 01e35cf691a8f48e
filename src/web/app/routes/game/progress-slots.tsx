import type { ProgressSlots } from '@web/features/game-play/components/progress-slots';
import { HighScoresTable } from '@web/features/game-progress/components/high-scores-table';
import { Scoreboard } from '@web/features/game-progress/components/scoreboard';
import type { ReactNode } from 'react';

interface SlotsInput {
  gameId: number;
  userId: number | undefined;
  username: string | undefined;
  returnTo: string;
  progressPanel: ReactNode;
}

/** The progress feature's panels that a game's play shows beside and after a round. */
export function progressSlots({
  gameId,
  userId,
  username,
  returnTo,
  progressPanel,
}: SlotsInput): ProgressSlots {
  return {
    progressPanel,
    highScores: <HighScoresTable gameId={gameId} username={username} />,
    scoreboard: (limit) => <Scoreboard userId={userId} gameId={gameId} returnTo={returnTo} limit={limit} />,
  };
}
