import type { ScoreResult, SubmitScoreInput } from '@contract/games';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { getPointsQueryOptions } from '@web/lib/session';
import { getAchievementsQueryOptions } from './get-achievements';
import { getGameProgressQueryOptions } from './get-game-progress';
import { getGameProgressForQueryOptions } from './get-game-progress-for';
import { getGameProgressStatsQueryOptions } from './get-game-progress-stats';
import { getMyScoresQueryOptions } from './get-my-scores';
import { getTopScoresQueryOptions } from './get-top-scores';

export function submitScore(input: SubmitScoreInput) {
  return api.post<ScoreResult>('/api/games/scores', input);
}

/** Everything a saved score changes: points, scores, the leaderboard, progress and achievements. */
export function refreshAfterScore(queryClient: QueryClient, userId: number, result: ScoreResult) {
  queryClient.setQueryData(getPointsQueryOptions(userId).queryKey, { points: result.points });
  queryClient.setQueryData(getGameProgressForQueryOptions(userId, result.gameId).queryKey, result.progress);
  for (const queryKey of [
    getPointsQueryOptions(userId).queryKey,
    getMyScoresQueryOptions(userId).queryKey,
    getTopScoresQueryOptions(result.gameId).queryKey,
    getGameProgressQueryOptions(userId).queryKey,
    getGameProgressStatsQueryOptions(userId).queryKey,
    getAchievementsQueryOptions(userId).queryKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Saves a finished round (the signed-in user's; the server ignores any `userId`). The answer
 * carries the points earned, the new balance, `capped`, and what to celebrate.
 */
export function useSubmitScore(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitScore,
    onSuccess: (result) => {
      if (userId !== undefined) refreshAfterScore(queryClient, userId, result);
    },
  });
}
