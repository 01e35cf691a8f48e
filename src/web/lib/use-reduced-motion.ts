import { mediaQueryList, useMediaQuery } from './use-media-query.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the person asked for less motion: celebrations then show a calm message instead. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION);
}

/** The same, read once, for work outside a render (a scroll started after the paint). */
export function prefersReducedMotion(): boolean {
  return mediaQueryList(REDUCED_MOTION).matches;
}
