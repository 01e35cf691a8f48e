import { useMediaQuery } from './use-media-query';

/** Whether the person asked for less motion: celebrations then show a calm message instead. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
