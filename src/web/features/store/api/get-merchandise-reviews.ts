import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getMerchandiseReviews(merchandiseId: number, signal?: AbortSignal) {
  return call('GET /api/merchandise/:id/reviews', { params: { id: merchandiseId }, signal });
}

export function getMerchandiseReviewsQueryOptions(merchandiseId: number) {
  return queryOptions({
    queryKey: queryKeys.merchandise.reviews(merchandiseId),
    queryFn: ({ signal }) => getMerchandiseReviews(merchandiseId, signal),
  });
}

/** An item's reviews, newest first. */
export function useMerchandiseReviews(merchandiseId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMerchandiseReviewsQueryOptions(merchandiseId), enabled: options.enabled ?? true });
}
