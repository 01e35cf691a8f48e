import type { Testimonial } from '@contract/testimonials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export function getTestimonials(signal?: AbortSignal) {
  return api.get<Testimonial[]>('/api/testimonials', { signal });
}

export function getTestimonialsQueryOptions() {
  return queryOptions({
    queryKey: ['testimonials'],
    queryFn: ({ signal }) => getTestimonials(signal),
  });
}

export function useTestimonials() {
  return useQuery(getTestimonialsQueryOptions());
}
