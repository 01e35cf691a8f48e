import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getArticle(id: number, signal?: AbortSignal) {
  return call('GET /api/articles/:id', { params: { id }, signal });
}

export function getArticleQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.articles.detail(id),
    queryFn: ({ signal }) => getArticle(id, signal),
  });
}

export function useArticle(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getArticleQueryOptions(id), enabled: options.enabled ?? true });
}
