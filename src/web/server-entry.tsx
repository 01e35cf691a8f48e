// The server's renderer of pages (built by scripts/build.mjs into dist/ssr, loaded by
// src/server/plugins/page-render.ts): the app's own components and route modules, drawn with the
// data their loaders name, always as a guest, so one HTML serves everyone. The data goes into
// the page (page-state.ts) and main.tsx hydrates from it.
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { DEFAULT_META, NOT_FOUND, type PageMeta, pageTitle, type RouteModule } from './app/route-module';
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

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
}

/** Renders the page at `path` + `search` (search with its "?", or ""). */
export async function renderPage(path: string, search: string): Promise<RenderedPage> {
  const match = matchRoute(path);
  const queryClient = createQueryClient();
  let status: RenderedPage['status'] = match ? 200 : 404;
  let meta = DEFAULT_META;
  // Pages with an access rule depend on who is signed in: the guest's HTML shows their spinner.
  if (match && !match.route.access) {
    const module = (await preloadPage(path)) as RouteModule;
    const args = { params: match.params, search };
    const loaded = await module.loader?.(queryClient, args);
    if (loaded === NOT_FOUND || anyNotFound(queryClient)) status = 404;
    meta = module.meta?.(queryClient, args) ?? DEFAULT_META;
  } else if (!match) {
    await preloadPage(path);
    meta = { ...DEFAULT_META, title: pageTitle('Page not found') };
  }
  // prerender waits for every lazily loaded part, so the HTML is whole and needs no inline script.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App queryClient={queryClient} ssr={{ path, search }} />
    </StrictMode>,
  );
  const html = await toText(prelude);
  return { status, html, state: pageStateJson(queryClient), meta };
}
