// The tutor filters live in the address (?q=&subject=&grade=&availability=&sessionType=), so a
// filtered list can be shared, reloaded and walked with back and forward.
import type { TutorFilters } from '../api/get-tutors.ts';

export const TUTOR_FILTER_KEYS = ['q', 'subject', 'grade', 'availability', 'sessionType'] as const;
export type TutorFilterKey = (typeof TUTOR_FILTER_KEYS)[number];

/** The filters an address's query names; empty values are left out. */
export function readTutorFilters(params: URLSearchParams): TutorFilters {
  const filters: TutorFilters = {};
  for (const key of TUTOR_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function hasTutorFilters(filters: TutorFilters): boolean {
  return TUTOR_FILTER_KEYS.some((key) => !!filters[key]);
}

/**
 * The address's query with these filters (in a stable order, so equal filters share a cache
 * entry), keeping any other parameter such as `tutor`.
 */
export function withTutorFilters(search: string, filters: TutorFilters): string {
  const params = new URLSearchParams(search);
  for (const key of TUTOR_FILTER_KEYS) params.delete(key);
  const next = new URLSearchParams();
  for (const key of TUTOR_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) next.set(key, value);
  }
  for (const [key, value] of params) next.append(key, value);
  const qs = next.toString();
  return qs ? `?${qs}` : '';
}
