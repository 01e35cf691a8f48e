import type { Game } from '@contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function getGames(signal?: AbortSignal) {
  return api.get<Game[]>('/api/games', { signal });
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
