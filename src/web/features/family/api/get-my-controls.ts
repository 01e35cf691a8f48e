import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtraTime } from '#contract/parent-controls.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useUser } from '#web/lib/session.ts';

export function getMyControls(signal?: AbortSignal) {
  return call('GET /api/family/controls', { signal });
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
