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
import { type CachedPage, type CatalogScope, etagOf } from './catalog-cache';
import { EARLY_TAPS_SCRIPT } from './early-taps';

/** What a render read of the query (src/web/lib/page-search.ts). */
type QueryRead = { names: string[] } | 'whole';

/** What the server entry exports (src/web/server-entry.tsx). */
interface ServerEntry {
  renderPage(
    path: string,
    search: string,
  ): Promise<{
    status: number;
    html: string;
    state: string;
    meta: { title: string; description: string; image?: string };
    query: QueryRead;
  }>;
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
}

/** The page's HTML around its content, for one route: made once at start. */
export interface PageTemplate {
  /** Up to `<div id="root">`, with `%PRELOAD%` and `%HEAD%` where the page's picture and head go. */
  head: string;
  /** From `</div>` (closing #root) to the end. */
  tail: string;
}

/** /api answers that are not catalog reads but never change while the server runs. */
const FIXED_API = new Set(['/api/app-info']);

/** Splits index.html around #root and adds what every rendered page has: the early-taps script. */
export function pageTemplate(indexHtml: string, extraHead: string): PageTemplate {
  const html = indexHtml
    // First in the head, before the code: the page's picture (its largest paint, as a rule).
    .replace(/<meta charset="UTF-8" \/>/i, (charset) => `${charset}%PRELOAD%`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `%HEAD%${extraHead}<script>${EARLY_TAPS_SCRIPT}</script></head>`);
  const [head = '', tail = ''] = html.split('<div id="root"></div>');
  return { head: `${head}<div id="root">`, tail: `</div>${tail}` };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headTags(
  meta: { title: string; description: string; image?: string },
  canonical: string,
  base: string,
) {
  const image = meta.image ? new URL(meta.image, base).href : undefined;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '<meta property="og:site_name" content="Sprout">',
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeHtml(image)}">`,
          '<meta name="twitter:card" content="summary_large_image">',
        ]
      : []),
  ];
  return tags.join('');
}

/** The page's picture fetched with the HTML, not after the code that competes with it. */
function imagePreload(image: string | undefined): string {
  return image ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">` : '';
}

export function compressedPage(status: number, html: string): CachedPage {
  const raw = Buffer.from(html);
  return {
    status,
    etag: etagOf(raw),
    raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  type = 'text/html; charset=utf-8',
): FastifyReply {
  reply
    .code(page.status)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag)
    .type(type);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/** The /api URLs one render read (per render, though renders run concurrently). */
const readsOfRender = new AsyncLocalStorage<Set<string>>();

/** Answers the render's /api calls in-process, as a guest, noting each URL it read. */
function injectTransport(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    readsOfRender.getStore()?.add(url);
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
    }
    if (init.method && init.method !== 'GET') throw new Error(`A page's render only reads: ${url}`);
    return new Response(res.body, { status: res.statusCode, headers });
  };
}

/** The scopes a render's reads depend on, or null when one is not a kept catalog read. */
function scopesOf(app: FastifyInstance, reads: Set<string>): CatalogScope[] | null {
  const scopes = new Set<CatalogScope>();
  for (const url of reads) {
    if (FIXED_API.has(url)) continue;
    const found = app.ctx.catalogCache.scopesOfUrl(url);
    if (!found) return null;
    for (const scope of found) scopes.add(scope);
  }
  return [...scopes];
}

export type RenderPage = (request: FastifyRequest, template: PageTemplate) => Promise<CachedPage>;

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
 * Where a page is kept: its path (which names the route and its parameters, and which the app's
 * layout reads), the parameters its render read (absent ones too) and their values. Any other
 * parameter (?utm_source=, ?x=1) finds the same entry; one the loader or a component reads (a
 * tutor filter) does not.
 */
function pageKey(pathname: string, query: URLSearchParams, read: QueryRead): string {
  return JSON.stringify([pathname, read, queryThatCounts(query, read)]);
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

  const render = async (pathname: string, query: URLSearchParams, template: PageTemplate) => {
    const search = query.size > 0 ? `?${query}` : '';
    const reads = new Set<string>();
    const page = await readsOfRender.run(reads, () => entry.renderPage(pathname, search));
    queryReads.note(pathname, page.query);
    const key = pageKey(pathname, query, page.query);
    const canonical = canonicalUrl(base, pathname, query, page.query);
    const html =
      template.head
        .replace('%PRELOAD%', () => imagePreload(page.meta.image))
        .replace('%HEAD%', () => headTags(page.meta, canonical, base)) +
      page.html +
      template.tail.replace(
        '</body>',
        () => `<script type="application/json" id="page-state">${page.state}</script></body>`,
      );
    return { key, page: compressedPage(page.status, html), scopes: scopesOf(app, reads) };
  };

  return (request, template) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    const query = new URLSearchParams(search);
    for (const read of queryReads.of(pathname)) {
      const kept = app.ctx.catalogCache.keptPage(pageKey(pathname, query, read));
      if (kept) return Promise.resolve(kept);
    }
    return app.ctx.catalogCache.page(request.url, () => render(pathname, query, template));
  };
}
