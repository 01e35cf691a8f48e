import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getFeaturedArticles(signal?: AbortSignal) {
  return call('GET /api/articles/featured', { signal });
}

export function getFeaturedArticlesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.articles.featured,
    queryFn: ({ signal }) => getFeaturedArticles(signal),
  });
}

export function useFeaturedArticles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getFeaturedArticlesQueryOptions(), enabled: options.enabled ?? true });
}
