import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExtraTime } from '#contract/parent-controls.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { userForAction, useUser } from '#web/lib/session.ts';

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

/**
 * The signed-in child's extra time for timed rounds (1 for anyone without it, or a guest): `now`,
 * what is known as the page draws (the rules it states), and `atStart`, asked when Start is
 * pressed, which waits for the session and the child's controls if they have not come yet, so a
 * child with extra time who taps early never gets the shorter round.
 */
export function useMyExtraTime(): { now: ExtraTime; atStart: () => Promise<ExtraTime> } {
  const queryClient = useQueryClient();
  const user = useUser().data;
  const now = useMyControls(user?.id ?? undefined).data?.extraTime ?? 1;
  const atStart = async () => {
    const player = await userForAction(queryClient, user);
    if (!player) return 1;
    try {
      return (await queryClient.ensureQueryData(getMyControlsQueryOptions(player.id))).extraTime;
    } catch {
      // Controls that cannot be read give the round the spec's time, and the child still plays.
      return 1;
    }
  };
  return { now, atStart };
}
