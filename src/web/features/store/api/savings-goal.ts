// The savings goal (beyond the spec): read, set and clear, one file for the one small resource.

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter, queryKeys } from '#web/lib/query-keys.ts';

export function getGoal(signal?: AbortSignal) {
  return call('GET /api/users/goal', { signal });
}

export function getGoalQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.goal.of(userId),
    queryFn: ({ signal }) => getGoal(signal),
    enabled: userId !== undefined,
  });
}

export function useGoal(userId: number | undefined) {
  return useQuery(getGoalQueryOptions(userId));
}

export function setGoal(merchandiseId: number) {
  return call('PUT /api/users/goal', { body: { merchandiseId } });
}

export function clearGoal() {
  return call('DELETE /api/users/goal');
}

export function useSetGoal(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGoal,
    onSuccess: (goal) => {
      queryClient.setQueryData(getGoalQueryOptions(userId).queryKey, goal);
      void invalidateAfter(queryClient, 'goal');
    },
  });
}

export function useClearGoal(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearGoal,
    onSuccess: () => {
      queryClient.setQueryData(getGoalQueryOptions(userId).queryKey, null);
      void invalidateAfter(queryClient, 'goal');
    },
  });
}
