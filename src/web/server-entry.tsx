// The server's renderer of pages (built by scripts/build.mjs into dist/ssr, loaded by
// src/server/plugins/page-render.ts): the app's own components and route modules, drawn with the
// data their loaders name, read as a guest, for one of two audiences (#contract/page-audience.ts):
// a guest, or anyone (before the session is known). The data goes into the page (page-state.ts)
// and main.tsx hydrates from it.
import type { QueryClient } from '@tanstack/react-query';
import { type ReactElement, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { PageLocale } from '#contract/i18n/locales.ts';
import type { PageAudience } from '#contract/page-audience.ts';
import { pageQueryEntries } from '#contract/pages.ts';
import { App } from '#web/app/app.tsx';
import { defaultMeta as defaultMetaIn, NOT_FOUND, type PageMeta, pageTitle } from '#web/app/route-module.ts';
import { preloadPage } from '#web/app/router.tsx';
import { matchRoute } from '#web/app/routes.ts';
import { ApiError, setApiTransport } from '#web/lib/api-client.ts';
import {
  completeSetup,
  type I18nSetup,
  recordingSetup,
  translator,
  usedMessagesJson,
} from '#web/lib/i18n.tsx';
import { type QueryRead, RecordingSearch, ServerSearchProvider } from '#web/lib/page-search.ts';
import { pageStateJson } from '#web/lib/page-state.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

export { setApiTransport };

export interface RenderedPage {
  status: 200 | 404;
  /** The content of #root. */
  html: string;
  /** The JSON of the page's query data (page-state.ts). */
  state: string;
  /** The JSON of the messages the render used (lib/i18n.tsx). */
  messages: string;
  meta: PageMeta;
  /** What the loader, meta and components read of the query: the page's HTML depends on it alone. */
  query: QueryRead;
  /** Whom it was drawn for: a page with an access rule is drawn for anyone, whoever asked. */
  drawnFor: PageAudience;
}

/** An answer of 404 from a loader's call: the address names nothing. */
function anyNotFound(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.state.error instanceof ApiError && q.state.error.status === 404);
}

/**
 * Renders once, when every lazily loaded part the page shows has arrived (the page's data is in
 * its query client already): the static prerender waits for every Suspense boundary. Each
 * boundary is then written in place, so the HTML is whole and needs no inline script (the
 * Content-Security-Policy allows none); by default React moves a large boundary that waited to
 * the end of the HTML, with a script that puts it back.
 */
async function renderWhole(element: ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    // A boundary that finished is written in place, however large: never moved by a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  // A Node stream (this file is typed for the browser, so it is read as the bytes it yields).
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  html += decoder.decode();
  // A part that threw is left for the browser to draw: the server answers its plain page instead.
  if (errors.length > 0) throw errors[0];
  return html;
}

/**
 * Renders the page at `path` + `search` (search with its "?", or ""): an unknown path draws the
 * not-found route module, with status 404, as a loader that finds nothing does.
 */
export async function renderPage(
  path: string,
  search: string,
  locale: PageLocale,
  audience: PageAudience,
): Promise<RenderedPage> {
  const match = matchRoute(path);
  const i18n: I18nSetup = recordingSetup(await completeSetup(locale));
  const query = new RecordingSearch(pageQueryEntries(new URLSearchParams(search)));
  const queryClient = createQueryClient();
  const module = await preloadPage(path);
  let status: RenderedPage['status'] = match ? 200 : 404;
  const t = translator(i18n);
  const defaultMeta = defaultMetaIn(t);
  let meta = match ? defaultMeta : { ...defaultMeta, title: pageTitle('Page not found') };
  // Pages with an access rule depend on who is signed in: the guest's HTML shows their spinner,
  // and the browser's guard decides (a guard drawn for a guest would send the server elsewhere).
  const drawnFor: PageAudience = match?.route.access ? 'anyone' : audience;
  if (match && !match.route.access) {
    const args = { params: match.params, search: query, t };
    const loaded = await module.loader?.(queryClient, args);
    if (loaded === NOT_FOUND || anyNotFound(queryClient)) status = 404;
    meta = module.meta?.(queryClient, args) ?? defaultMeta;
  }
  const html = await renderWhole(
    <StrictMode>
      <ServerSearchProvider search={query}>
        <App queryClient={queryClient} ssr={{ path, search }} i18n={i18n} hydrating drawnFor={drawnFor} />
      </ServerSearchProvider>
    </StrictMode>,
  );
  return {
    status,
    html,
    state: pageStateJson(queryClient),
    messages: usedMessagesJson(i18n),
    meta,
    query: query.read(),
    drawnFor,
  };
}
