import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameScore, ScoreResult, SubmitScoreInput } from '#contract/games.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter, queryKeys } from '#web/lib/query-keys.ts';
import { getPointsQueryOptions } from '#web/lib/session.ts';

export function submitScore(input: SubmitScoreInput) {
  return call('POST /api/games/scores', { body: input });
}

/** Everything a saved score changes: points, scores, the leaderboard, progress and achievements. */
export function refreshAfterScore(queryClient: QueryClient, userId: number, result: ScoreResult) {
  // The answer already holds the new balance, the saved score and the progress: show them before
  // the refetch lands, so the finished round's scoreboard never says "No saved scores yet" next to
  // "Score saved!" while it waits (it is drawn from the list read before the round).
  queryClient.setQueryData(getPointsQueryOptions(userId).queryKey, { points: result.points });
  queryClient.setQueryData<GameScore[]>(queryKeys.scores.mine(userId), (scores) =>
    scores ? [result, ...scores.filter((s) => s.id !== result.id)] : scores,
  );
  // The progress feature reads this game's progress under this key.
  queryClient.setQueryData(queryKeys.progress.forGame(userId, result.gameId), result.progress);
  void invalidateAfter(queryClient, 'score');
}

/**
 * Saves a finished round (the signed-in user's; the server ignores any `userId`). The answer
 * carries the points earned, the new balance, `capped`, and what to celebrate. `player` is who
 * started the round, known then even if the page learned it only at Start.
 */
export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { input: SubmitScoreInput; player: number }) => submitScore(input),
    onSuccess: (result, { player }) => refreshAfterScore(queryClient, player, result),
  });
}
