import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getGames(signal?: AbortSignal) {
  return call('GET /api/games', { signal });
}

/** The whole game library (a few dozen at most): the Games page filters it on the client. */
export function getGamesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.games.list,
    queryFn: ({ signal }) => getGames(signal),
  });
}

export function useGames() {
  return useQuery(getGamesQueryOptions());
}
