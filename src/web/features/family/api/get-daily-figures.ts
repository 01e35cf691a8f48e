import { queryOptions, useQuery } from '@tanstack/react-query';
import { DAILY_FIGURES_DEFAULT_DAYS } from '#contract/family.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getDailyFigures(childId: number, days: number, signal?: AbortSignal) {
  return call('GET /api/parent/child-activity/:childId/daily', {
    params: { childId },
    query: { days },
    signal,
  });
}

/** A linked child's study minutes and points earned per UTC day (the chart). */
export function getDailyFiguresQueryOptions(childId: number, days = DAILY_FIGURES_DEFAULT_DAYS) {
  return queryOptions({
    queryKey: queryKeys.family.daily(childId, days),
    queryFn: ({ signal }) => getDailyFigures(childId, days, signal),
  });
}

export function useDailyFigures(childId: number, days = DAILY_FIGURES_DEFAULT_DAYS) {
  return useQuery(getDailyFiguresQueryOptions(childId, days));
}
