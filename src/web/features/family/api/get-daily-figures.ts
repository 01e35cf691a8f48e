import { queryOptions, useQuery } from '@tanstack/react-query';
import { DAILY_FIGURES_DEFAULT_DAYS } from '#contract/family.ts';
import { call } from '#web/lib/api-client.ts';
import { browserTimeZone } from '#web/lib/format.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getDailyFigures(childId: number, days: number, timeZone: string, signal?: AbortSignal) {
  return call('GET /api/parent/child-activity/:childId/daily', {
    params: { childId },
    query: { days, timeZone },
    signal,
  });
}

/** A linked child's study minutes and points earned per day, the days on the parent's clocks (the chart). */
export function getDailyFiguresQueryOptions(
  childId: number,
  days = DAILY_FIGURES_DEFAULT_DAYS,
  timeZone = browserTimeZone(),
) {
  return queryOptions({
    queryKey: queryKeys.family.daily(childId, days, timeZone),
    queryFn: ({ signal }) => getDailyFigures(childId, days, timeZone, signal),
  });
}

export function useDailyFigures(childId: number, days = DAILY_FIGURES_DEFAULT_DAYS) {
  return useQuery(getDailyFiguresQueryOptions(childId, days));
}
