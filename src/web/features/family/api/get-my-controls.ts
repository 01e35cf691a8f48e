import type { ExtraTime, MyControls } from '@contract/parent-controls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useUser } from '@web/lib/session';

export function getMyControls(signal?: AbortSignal) {
  return api.get<MyControls>('/api/family/controls', { signal });
}

/** The signed-in child's own settings and the game minutes left today. */
export function getMyControlsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.family.myControls(userId),
    queryFn: ({ signal }) => getMyControls(signal),
    enabled: userId !== undefined,
  });
}

export function useMyControls(userId: number | undefined) {
  return useQuery(getMyControlsQueryOptions(userId));
}

/** The signed-in child's extra time for timed rounds (1 for anyone without it, or a guest). */
export function useMyExtraTime(): ExtraTime {
  const user = useUser().data;
  return useMyControls(user?.id ?? undefined).data?.extraTime ?? 1;
}
