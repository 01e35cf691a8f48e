// The query data a page was rendered with on the server travels in the page as JSON
// (<script type="application/json" id="page-state">: not code, so the Content-Security-Policy
// needs nothing), and the browser's QueryClient starts from it, so hydration asks the server for
// nothing it already has and draws what the HTML shows.
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const PAGE_STATE_ID = 'page-state';

interface SentError {
  apiError: { status: number; message: string; issues: ApiError['issues']; code?: ApiError['code'] };
}

/**
 * Every settled query, errors included: a page drawn from a 404 ("Tutor not found") must hydrate
 * from the same 404, so the error goes with its status, as an ApiError again on arrival.
 */
export function pageStateJson(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const sent: SentError = {
        apiError: { status: error.status, message: error.message, issues: error.issues, code: error.code },
      };
      Object.assign(query.state, { error: sent });
    }
  }
  // "<" escaped: the JSON sits inside a script element and must not close it.
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

function isSentError(value: unknown): value is SentError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/** Fills the QueryClient from the page's state, when the server sent one. */
export function hydratePageState(queryClient: QueryClient, doc: Document): void {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return;
  const state = JSON.parse(text) as DehydratedState;
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isSentError(error)) {
      const { status, message, issues, code } = error.apiError;
      Object.assign(query.state, { error: new ApiError(status, message, issues, code) });
    }
  }
  hydrate(queryClient, state);
}
