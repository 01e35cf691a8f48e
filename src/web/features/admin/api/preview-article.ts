import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** POST /api/admin/articles/preview: the HTML exactly as the server's sanitizer will store it. */
export function previewArticle(content: string) {
  return call('POST /api/admin/articles/preview', { body: { content } });
}

export function getArticlePreviewQueryOptions(content: string) {
  return queryOptions({
    queryKey: queryKeys.admin.articlePreview(content),
    queryFn: () => previewArticle(content),
    // While the next preview loads, the last one stays on screen.
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useArticlePreview(content: string) {
  return useQuery({ ...getArticlePreviewQueryOptions(content), enabled: content.trim() !== '' });
}
