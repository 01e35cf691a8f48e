import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getTestimonials(signal?: AbortSignal) {
  return call('GET /api/testimonials', { signal });
}

export function getTestimonialsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.testimonials.all,
    queryFn: ({ signal }) => getTestimonials(signal),
  });
}

export function useTestimonials() {
  return useQuery(getTestimonialsQueryOptions());
}
