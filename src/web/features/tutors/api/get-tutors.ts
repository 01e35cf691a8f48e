import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Tutor, TutorListQuery } from '#contract/tutors.ts';
import { callWithHeaders, totalOf } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The filters of the tutor list, as the address and GET /api/tutors name them. */
export type TutorFilters = Omit<TutorListQuery, 'limit' | 'offset'>;

/** Tutors per page: two rows of four on a desktop. */
export const TUTORS_PAGE_SIZE = 8;

export interface TutorPage {
  tutors: Tutor[];
  total: number;
  offset: number;
}

export async function getTutorPage(filters: TutorFilters, offset: number, signal?: AbortSignal) {
  const answer = await callWithHeaders('GET /api/tutors', {
    query: { ...filters, limit: TUTORS_PAGE_SIZE, offset },
    signal,
  });
  return { tutors: answer.data, total: totalOf(answer), offset } satisfies TutorPage;
}

export function getTutorsQueryOptions(filters: TutorFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.tutors.list(filters),
    queryFn: ({ pageParam, signal }) => getTutorPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: TutorPage) => {
      const next = last.offset + last.tutors.length;
      return last.tutors.length > 0 && next < last.total ? next : undefined;
    },
  });
}

/** The tutors matching the filters, a page at a time ("View More Tutors" fetches the next). */
export function useTutors(filters: TutorFilters) {
  return useInfiniteQuery(getTutorsQueryOptions(filters));
}
