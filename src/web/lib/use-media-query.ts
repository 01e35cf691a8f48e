import { useSyncExternalStore } from 'react';

// One list per query for the page's life: `matchMedia` parses its query each time it is called
// (a millisecond or two on a slow phone), and a render reads the snapshot at every answer. Kept
// per window, as each test file has a window of its own.
const listsOf = new WeakMap<Window, Map<string, MediaQueryList>>();

/** The page's list for a query, made at its first use. */
export function mediaQueryList(query: string): MediaQueryList {
  let lists = listsOf.get(window);
  if (!lists) {
    lists = new Map();
    listsOf.set(window, lists);
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches now (false on the server), following its changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = mediaQueryList(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query).matches,
    () => false,
  );
}
