// The server's renderer of pages (built by scripts/build.mjs into dist/ssr, loaded by
// src/server/plugins/page-render.ts): the app's own components and route modules, drawn with the
// data their loaders name, always as a guest, so one HTML serves everyone. The data goes into
// the page (page-state.ts) and main.tsx hydrates from it.
import type { QueryClient } from '@tanstack/react-query';
import { type ReactElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { DEFAULT_META, NOT_FOUND, type PageMeta, pageTitle } from './app/route-module';
import { preloadPage } from './app/router';
import { matchRoute } from './app/routes';
import { ApiError, setApiTransport } from './lib/api-client';
import { pageStateJson } from './lib/page-state';
import { createQueryClient } from './lib/query-client';

export { setApiTransport };

export interface RenderedPage {
  status: 200 | 404;
  /** The content of #root. */
  html: string;
  /** The JSON of the page's query data (page-state.ts). */
  state: string;
  meta: PageMeta;
}

/** An answer of 404 from a loader's call: the address names nothing. */
function anyNotFound(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.state.error instanceof ApiError && q.state.error.status === 404);
}

/** A Suspense boundary left pending or given up in the HTML. */
const UNFINISHED = /<!--\$[?!]-->/;

/**
 * Renders until every lazily loaded part the page shows has arrived (each loads once per
 * process), so the HTML is whole and needs no inline script (the Content-Security-Policy allows
 * none); React's streaming renderers finish late boundaries with inline scripts.
 */
async function renderWhole(element: ReactElement): Promise<string> {
  for (let pass = 0; pass < 20; pass++) {
    const html = renderToString(element);
    if (!UNFINISHED.test(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('The page still waits for code after 20 renders');
}

/** Renders the page at `path` + `search` (search with its "?", or ""). */
export async function renderPage(path: string, search: string): Promise<RenderedPage> {
  const match = matchRoute(path);
  const queryClient = createQueryClient();
  let status: RenderedPage['status'] = match ? 200 : 404;
  let meta = DEFAULT_META;
  // Pages with an access rule depend on who is signed in: the guest's HTML shows their spinner.
  if (match && !match.route.access) {
    const module = await preloadPage(path);
    const args = { params: match.params, search };
    const loaded = await module.loader?.(queryClient, args);
    if (loaded === NOT_FOUND || anyNotFound(queryClient)) status = 404;
    meta = module.meta?.(queryClient, args) ?? DEFAULT_META;
  } else if (!match) {
    await preloadPage(path);
    meta = { ...DEFAULT_META, title: pageTitle('Page not found') };
  }
  const html = await renderWhole(
    <StrictMode>
      <App queryClient={queryClient} ssr={{ path, search }} hydrating />
    </StrictMode>,
  );
  return { status, html, state: pageStateJson(queryClient), meta };
}
