import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while the server renders a part and while React takes over its server-rendered HTML (the
 * server snapshot of useSyncExternalStore is read then), false after, when React draws the part
 * again with the browser's value.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
