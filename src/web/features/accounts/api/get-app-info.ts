import type { AppInfo } from '@contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export function getAppInfoQueryOptions() {
  return queryOptions({ queryKey: ['app-info'], queryFn: () => api.get<AppInfo>('/api/app-info') });
}

export function useAppInfo() {
  return useQuery(getAppInfoQueryOptions());
}
