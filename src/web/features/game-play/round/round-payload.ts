import type { SubmitScoreInput } from '#contract/games.ts';
import type { RoundSummary } from '../engine/engine.ts';

/** The score call's body for a finished round: the engine's summary and the play it answers. */
export function scorePayload(summary: RoundSummary, playId: number): SubmitScoreInput {
  return {
    playId,
    gameId: summary.gameId,
    score: summary.score,
    timeSpent: summary.timeSpent,
    correctAnswers: summary.correctAnswers,
    totalQuestions: summary.totalQuestions,
    difficulty: summary.difficulty,
    ...(summary.level !== undefined ? { level: summary.level } : {}),
  };
}
