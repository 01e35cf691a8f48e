// What the server tells the app about itself (demo mode, the support address): read by several
// features, so it lives here.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

export function getAppInfoQueryOptions() {
  return queryOptions({ queryKey: queryKeys.appInfo, queryFn: () => call('GET /api/app-info') });
}

export function useAppInfo() {
  return useQuery(getAppInfoQueryOptions());
}
