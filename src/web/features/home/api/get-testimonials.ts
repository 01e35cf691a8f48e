import type { Testimonial } from '@contract/testimonials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function getTestimonials(signal?: AbortSignal) {
  return api.get<Testimonial[]>('/api/testimonials', { signal });
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
