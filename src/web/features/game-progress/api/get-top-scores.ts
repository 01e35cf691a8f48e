import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getTopScores(gameId: number, signal?: AbortSignal) {
  return call('GET /api/games/scores/top', { query: { gameId }, signal });
}

/** A game's public leaderboard: each player's best score, top 10. */
export function getTopScoresQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: queryKeys.scores.top(gameId),
    queryFn: ({ signal }) => getTopScores(gameId, signal),
  });
}

export function useTopScores(gameId: number) {
  return useQuery(getTopScoresQueryOptions(gameId));
}
