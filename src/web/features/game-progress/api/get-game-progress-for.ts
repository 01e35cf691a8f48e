import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getGameProgressFor(gameId: number, signal?: AbortSignal) {
  return call('GET /api/users/game-progress/:gameId', { params: { gameId }, signal });
}

/** The signed-in user's progress in one game (null before the first round). */
export function getGameProgressForQueryOptions(userId: number | undefined, gameId: number) {
  return queryOptions({
    queryKey: queryKeys.progress.forGame(userId, gameId),
    queryFn: ({ signal }) => getGameProgressFor(gameId, signal),
    enabled: userId !== undefined,
  });
}

export function useGameProgressFor(userId: number | undefined, gameId: number) {
  return useQuery(getGameProgressForQueryOptions(userId, gameId));
}
