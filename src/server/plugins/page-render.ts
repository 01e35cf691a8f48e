// Pages arrive with their data: each page is rendered by the web app's own components (the
// server entry, src/web/server-entry.tsx, built into dist/ssr) with the data its route module's
// loader names, fetched in-process from this app (app.inject: the same contract-checked answers,
// from the catalog cache). The HTML, with its brotli and gzip copies, is kept in the catalog
// cache beside the JSON it was made from and dropped with it, so serving it costs about what a
// cached JSON read costs, and a write shows in the next page served.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogOf, LOCALE_COOKIE, type Locale, type PageLocale } from '#contract/i18n/locales.ts';
import { audienceOf, type PageAudience } from '#contract/page-audience.ts';
import { pageQueryEntries, routeFor } from '#contract/pages.ts';
import { pageLocale } from '#server/lib/request-locale.ts';
import { type CachedPage, type CatalogScope, etagOf } from './catalog-cache.ts';
import { pageDocument, type Shell } from './page-shell.ts';

/** What a render read of the query (src/web/lib/page-search.ts). */
type QueryRead = { names: string[] } | 'whole';

/** What the server entry exports (src/web/server-entry.tsx). */
interface ServerEntry {
  renderPage(
    path: string,
    search: string,
    locale: PageLocale,
    audience: PageAudience,
  ): Promise<{
    status: number;
    html: string;
    state: string;
    messages: string;
    meta: { title: string; description: string; image?: string };
    query: QueryRead;
    drawnFor: PageAudience;
  }>;
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
}

/** /api answers that are not catalog reads but never change while the server runs. */
const FIXED_API = new Set(['/api/app-info']);

/**
 * The page with its brotli and gzip copies: made hard for a page that is kept (once, then served
 * many times), fast for one that is sent once (a path that is no page).
 */
export function compressedPage(status: number, html: string, effort: 'kept' | 'once' = 'kept'): CachedPage {
  const raw = Buffer.from(html);
  const kept = effort === 'kept';
  return {
    status,
    etag: etagOf(raw),
    raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: kept ? 9 : 4 } }),
    gzip: gzipSync(raw, { level: kept ? 9 : 6 }),
  };
}

export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  type = 'text/html; charset=utf-8',
): FastifyReply {
  if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  reply.code(page.status).header('cache-control', 'no-cache').header('etag', page.etag).type(type);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/** The /api URLs one render read and the language it reads in (per render, though renders run concurrently). */
const readsOfRender = new AsyncLocalStorage<{ urls: Set<string>; locale: Locale }>();

/**
 * Answers the render's /api calls in-process, as a guest reading the page's language (the
 * authored texts of catalog reads come in it), noting each URL it read.
 */
function injectTransport(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const render = readsOfRender.getStore();
    render?.urls.add(url);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (render) headers.cookie = `${LOCALE_COOKIE}=${render.locale}`;
    const res = await app.inject({ method: 'GET', url, headers });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === 'string' || typeof value === 'number') answerHeaders.set(name, String(value));
    }
    if (init.method && init.method !== 'GET') throw new Error(`A page's render only reads: ${url}`);
    return new Response(res.body, { status: res.statusCode, headers: answerHeaders });
  };
}

/** The scopes a render's reads depend on, or null when one is not a kept catalog read. */
function scopesOf(app: FastifyInstance, reads: Set<string>, locale: Locale): CatalogScope[] | null {
  const scopes = new Set<CatalogScope>();
  for (const url of reads) {
    if (FIXED_API.has(url)) continue;
    const found = app.ctx.catalogCache.scopesOfUrl(url, locale);
    if (!found) return null;
    for (const scope of found) scopes.add(scope);
  }
  return [...scopes];
}

export type RenderPage = (request: FastifyRequest) => Promise<CachedPage>;

/**
 * The part of the query a page depends on: the parameters its render read (sorted by name, with
 * every value, absent ones left out), or the whole query as sent when the render read all of it.
 */
function queryThatCounts(query: URLSearchParams, read: QueryRead): string {
  if (read === 'whole') return query.toString();
  const counted = new URLSearchParams();
  for (const name of read.names) for (const value of query.getAll(name)) counted.append(name, value);
  return counted.toString();
}

/**
 * Where a page is kept: its language, whom it is drawn for, its path (which names the route and
 * its parameters, and which the app's layout reads), the parameters its render read (absent ones
 * too) and their values. Any other parameter (?utm_source=, ?x=1) finds the same entry; one the
 * loader or a component reads (a tutor filter) does not.
 */
function pageKey(
  locale: PageLocale,
  audience: PageAudience,
  pathname: string,
  query: URLSearchParams,
  read: QueryRead,
): string {
  return JSON.stringify([locale, audience, pathname, read, queryThatCounts(query, read)]);
}

/** The page's address for search engines: its path and the part of the query it depends on. */
function canonicalUrl(base: string, pathname: string, query: URLSearchParams, read: QueryRead): string {
  const url = new URL(base);
  url.pathname = pathname;
  url.search = queryThatCounts(query, read);
  return url.href;
}

/** How many paths' reads are remembered (a path's next request renders again when forgotten). */
const MAX_PATHS = 1000;

/**
 * What the renders of each path read of the query (as JSON), so that a request finds its kept
 * page without a render: a render reads the same parameters again when their values are the same.
 */
function queryReadsByPath() {
  const byPath = new Map<string, Map<string, QueryRead>>();
  return {
    of: (pathname: string) => byPath.get(pathname)?.values() ?? [],
    note(pathname: string, read: QueryRead) {
      let reads = byPath.get(pathname);
      if (!reads) {
        if (byPath.size >= MAX_PATHS) byPath.clear();
        reads = new Map();
        byPath.set(pathname, reads);
      }
      reads.set(JSON.stringify(read), read);
    },
  };
}

/** Loads the server entry next to the built web app (dist/ssr), or undefined when not built. */
export async function loadPageRenderer(
  app: FastifyInstance,
  webRoot: string,
  shell: Shell,
): Promise<RenderPage | undefined> {
  const entryFile = path.join(webRoot, '..', 'ssr', 'server-entry.js');
  if (!existsSync(entryFile)) {
    app.log.warn({ entryFile }, 'the server renderer is not built; pages are drawn in the browser');
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.setApiTransport(injectTransport(app));
  const base = app.ctx.config.publicUrl;

  const queryReads = queryReadsByPath();

  const render = async (
    pathname: string,
    query: URLSearchParams,
    routePath: string | undefined,
    locale: PageLocale,
    audience: PageAudience,
  ) => {
    const search = query.size > 0 ? `?${query}` : '';
    const reads = new Set<string>();
    const contentLocale = catalogOf(locale);
    const page = await readsOfRender.run({ urls: reads, locale: contentLocale }, () =>
      entry.renderPage(pathname, search, locale, audience),
    );
    const canonical = canonicalUrl(base, pathname, query, page.query);
    const html = pageDocument(shell, routePath, { ...page, canonical, base }, locale);
    const effort = routePath === undefined ? 'once' : 'kept';
    return {
      page,
      document: compressedPage(page.status, html, effort),
      scopes: scopesOf(app, reads, contentLocale),
    };
  };

  return async (request) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    // As the page reads it: an empty value is no value (src/contract/pages.ts).
    const query = new URLSearchParams(pageQueryEntries(new URLSearchParams(search)));
    const routePath = routeFor(pathname)?.path;
    const { locale } = pageLocale(request);
    // A guest's page is drawn as a guest sees it; anyone else's before the session is known.
    const audience = audienceOf(request.headers.cookie);
    // A path that is no page is rendered every time and never kept: junk addresses cannot push
    // real pages out of the cache, nor out of the memory of what each path's renders read.
    if (routePath === undefined) return (await render(pathname, query, routePath, locale, audience)).document;
    for (const read of queryReads.of(pathname)) {
      const kept = app.ctx.catalogCache.keptPage(pageKey(locale, audience, pathname, query, read));
      if (kept) return kept;
    }
    return app.ctx.catalogCache.page(`${locale} ${audience} ${request.url}`, async () => {
      const { page, document, scopes } = await render(pathname, query, routePath, locale, audience);
      queryReads.note(pathname, page.query);
      return { key: pageKey(locale, audience, pathname, query, page.query), page: document, scopes };
    });
  };
}
