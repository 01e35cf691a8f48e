import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** POST /api/articles/{id}/read: the signed-in reader read it (recorded once on the server). */
export function recordArticleRead(articleId: number) {
  return call('POST /api/articles/:id/read', { params: { id: articleId } });
}

export function useRecordArticleRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordArticleRead,
    onSuccess: () => invalidateAfter(queryClient, 'articleRead'),
  });
}
