import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { getGamesQueryOptions } from './get-games.ts';

export function getGame(id: number, signal?: AbortSignal) {
  return call('GET /api/games/:id', { params: { id }, signal });
}

export function getGameQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.games.detail(id),
    queryFn: ({ signal }) => getGame(id, signal),
  });
}

/** One game with its rules; a game already in the library list shows at once. */
export function useGame(id: number, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getGameQueryOptions(id),
    enabled: options.enabled ?? true,
    initialData: () => queryClient.getQueryData(getGamesQueryOptions().queryKey)?.find((g) => g.id === id),
  });
}
