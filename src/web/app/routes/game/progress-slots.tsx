import type { ReactNode } from 'react';
import type { ProgressSlots } from '#web/features/game-play/components/progress-slots.ts';
import { HighScoresTable } from '#web/features/game-progress/components/high-scores-table.tsx';
import { Scoreboard } from '#web/features/game-progress/components/scoreboard.tsx';

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
