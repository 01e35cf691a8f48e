import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import type { PageAudience } from '#contract/page-audience.ts';

const HydratingContext = createContext(false);
const DrawnForContext = createContext<PageAudience>('anyone');

/**
 * Tells the parts below whether React is still taking over server-rendered HTML. The server
 * renders with `hydrating`, and so does the browser's first pass over that HTML, so both draw the
 * same thing; once the page is hydrated, it turns false in a transition, and the parts that read
 * it (the session's, in session.ts) draw again with the browser's values in short slices that a
 * tap can interrupt. (A useSyncExternalStore with a server snapshot did this before: React
 * re-renders a store that changed during hydration synchronously, the whole app in one task.)
 */
export function HydrationState({
  hydrating,
  drawnFor = 'anyone',
  children,
}: {
  hydrating: boolean;
  /** Whom the server drew the page for (#contract/page-audience.ts): what parts show while hydrating. */
  drawnFor?: PageAudience;
  children: ReactNode;
}) {
  const [stillHydrating, setStillHydrating] = useState(hydrating);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (stillHydrating) {
      startTransition(() => setStillHydrating(false));
      return;
    }
    // A query the server answered with an error (a tutor not found) was not asked again while
    // the page was taken over (query-client.ts); from now on a page that mounts it asks again.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: true } });
  }, [stillHydrating, queryClient]);
  return (
    <DrawnForContext value={drawnFor}>
      <HydratingContext value={stillHydrating}>{children}</HydratingContext>
    </DrawnForContext>
  );
}

/** True while the server renders and while React hydrates what it rendered; false after. */
export function useHydrating(): boolean {
  return useContext(HydratingContext);
}

/** Whom the page was drawn for: while hydrating, a part draws the session as the server did. */
export function useDrawnFor(): PageAudience {
  return useContext(DrawnForContext);
}
