// Catalog reads (tutors, articles, games, testimonials, merchandise) are answered from memory as
// ready bytes with an ETag. A cache never shows stale data: every write that changes what a
// list shows calls `invalidate(scope)` after it commits; on PostgreSQL the invalidation reaches
// every instance through LISTEN/NOTIFY. Every answer is kept per language (the reader's, from the
// request's headers: contentLocale), since authored texts come in the reader's language where
// they exist: a Spanish answer is never sent to a reader of English, nor the other way round.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { LOCALES, type Locale } from '#contract/i18n/locales.ts';
import type { Logger } from '#server/lib/logger.ts';
import { openPgChannel } from '#server/lib/pg-channel.ts';
import { contentLocale } from '#server/lib/request-locale.ts';

export const CATALOG_SCOPES = ['tutors', 'articles', 'games', 'testimonials', 'merchandise'] as const;
export type CatalogScope = (typeof CATALOG_SCOPES)[number];

const CHANNEL = 'sprout_catalog';
const MAX_ENTRIES = 2000;
/** Pages are larger (about 150 KB with their compressed copies): fewer are kept. */
const MAX_PAGES = 300;

interface Entry {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  scopes: CatalogScope[];
  /** Every header of its answer, made once (the security headers are set before, onRequest). */
  okHeaders: Record<string, string | number>;
  notModifiedHeaders: Record<string, string>;
  /**
   * The same with the headers Fastify's hooks would have set first, for answers made before
   * Fastify: as one flat list of names and text values, the form writeHead reads fastest.
   */
  frontOkHeaders: FlatHeaders;
  frontNotModifiedHeaders: FlatHeaders;
}

/** Header names and values in one list, name, value, name, value (the form writeHead takes). */
type FlatHeaders = string[];

/**
 * `headers` as a flat list in their order, numbers written as text: the same bytes on the wire
 * (Node writes a number as its text), without writeHead enumerating an object or converting a
 * number on every answer. Measured in docs/benchmarks.md#catalog-reads.
 */
function flatHeaders(headers: Record<string, string | number>): FlatHeaders {
  return Object.entries(headers).flatMap(([name, value]) => [name, String(value)]);
}

export interface CatalogLoad<T> {
  data: T;
  headers?: Record<string, string>;
}

export interface CatalogSendOptions<T> {
  /** The scopes whose writes change this answer. */
  scopes: CatalogScope[];
  /** Unique per answer: the path and its normalized query (the cache adds the language). */
  key: string;
  /** The contract's response schema: only its shape is cached and sent. */
  schema: z.ZodType<T>;
  /** Makes the answer in `locale`, the language it is kept under. */
  load: (locale: Locale) => Promise<CatalogLoad<T>>;
}

/** A page rendered from catalog reads, ready to send (page-render.ts). */
export interface CachedPage {
  status: number;
  etag: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PageLoad {
  /** What the page's HTML depends on besides the catalog (page-render.ts): where it is kept. */
  key: string;
  page: CachedPage;
  /** The scopes of the catalog reads it was made from; null when it read anything else (not kept). */
  scopes: CatalogScope[] | null;
}

export interface CatalogCache {
  /**
   * onRequest hook: answers a GET whose exact URL was answered from the cache before, before any
   * session, validation or handler work. Only URLs that went through `send` are ever found.
   */
  serveKnownUrl(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void;
  /**
   * The same answer to a GET of a known URL, made on the bare request before Fastify sees it (no
   * routing, request or reply objects, hooks or logger): true when it answered. The caller decides
   * which requests may be answered there (a guest's: plugins/front-server.ts).
   */
  answerBeforeFastify(request: IncomingMessage, response: ServerResponse): boolean;
  send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    options: CatalogSendOptions<T>,
  ): Promise<FastifyReply>;
  invalidate(scope: CatalogScope): Promise<void>;
  /** The scopes of the kept answer to this URL in `locale`, or undefined when none is kept. */
  scopesOfUrl(url: string, locale: Locale): CatalogScope[] | undefined;
  /** The page kept under `key`, or undefined. */
  keptPage(key: string): CachedPage | undefined;
  /**
   * Makes a page with `load` (once for concurrent callers with the same `url`) and keeps it under
   * the key the load names, beside the JSON it was made from, dropped with it when one of its
   * scopes is invalidated. At most `maxPages` are kept: the oldest goes first.
   */
  page(url: string, load: () => Promise<PageLoad>): Promise<CachedPage>;
  /**
   * Calls `listener` whenever a scope is invalidated, on this instance or (on PostgreSQL) another:
   * for in-memory copies outside the cache (the games' scoring rules) that must go with it.
   */
  onInvalidate(listener: (scope: CatalogScope) => void): void;
  /** Entries held now (for tests and the benchmark). */
  size(): number;
  /** Pages held now (for tests). */
  pageCount(): number;
  close(): Promise<void>;
}

/** A weak ETag of a body; of a body and its language, for answers that differ by language. */
export function etagOf(body: Buffer, language = ''): string {
  const hash = createHash('sha1').update(language).update(body);
  return `W/"${hash.digest('base64url').slice(0, 22)}"`;
}

/**
 * What picks the language of a catalog answer (contentLocale: the guest's cookie, else
 * Accept-Language): a shared cache keeps one copy per language, as for pages.
 */
const VARY_LANGUAGE = 'cookie, accept-language';

/** Accept-Language values longer than this are looked up each time, not remembered. */
const MAX_REMEMBERED_ACCEPT_LANGUAGE = 100;
/** How many Accept-Language values are remembered before the memory starts again. */
const MAX_ACCEPT_LANGUAGES = 256;
const localeByAcceptLanguage = new Map<string | undefined, Locale>();

/**
 * contentLocale, remembered per Accept-Language value for requests without a cookie (where it
 * depends on nothing else): a browser sends the same value on every request, and parsing it
 * cost about as much as the rest of the door's lookup (docs/benchmarks.md#catalog-reads).
 */
function readerLocale(headers: IncomingHttpHeaders): Locale {
  const acceptLanguage = headers['accept-language'];
  if (headers.cookie !== undefined || (acceptLanguage?.length ?? 0) > MAX_REMEMBERED_ACCEPT_LANGUAGE) {
    return contentLocale(headers);
  }
  let locale = localeByAcceptLanguage.get(acceptLanguage);
  if (locale === undefined) {
    locale = contentLocale(headers);
    if (localeByAcceptLanguage.size >= MAX_ACCEPT_LANGUAGES) localeByAcceptLanguage.clear();
    localeByAcceptLanguage.set(acceptLanguage, locale);
  }
  return locale;
}

export async function createCatalogCache(options: {
  databaseUrl: string | undefined;
  logger: Logger;
  /** How many rendered pages are kept (MAX_PAGES unless a test says). */
  maxPages?: number;
  /**
   * The headers every answer carries that onRequest hooks set before the cache answers (the
   * security headers, plugins/security.ts), in their order: `answerBeforeFastify` writes them.
   */
  frontHeaders?: readonly (readonly [string, string])[];
}): Promise<CatalogCache> {
  const maxPages = options.maxPages ?? MAX_PAGES;
  const frontHeaders: Record<string, string> = Object.fromEntries(options.frontHeaders ?? []);
  const entries = new Map<string, Entry>();
  const generation = new Map<CatalogScope, number>(CATALOG_SCOPES.map((s) => [s, 0]));
  const inflight = new Map<string, Promise<Entry>>();
  /**
   * Per language, raw request URL -> the entry key it was answered with (bounded like the
   * entries). A map per language: the door finds a URL without building a key string per request.
   */
  const knownUrls = Object.fromEntries(LOCALES.map((l) => [l, new Map<string, string>()])) as Record<
    Locale,
    Map<string, string>
  >;
  const listeners: Array<(scope: CatalogScope) => void> = [];
  const pages = new Map<string, { page: CachedPage; scopes: CatalogScope[] }>();
  const pagesInflight = new Map<string, Promise<CachedPage>>();

  /**
   * A known URL's answer written straight to the socket: no reply object work, no onSend hooks,
   * no serializer; its headers and ETag were made when it was cached. After the session lookup
   * (skipped: this hook runs before the session plugin's) and the ETag (made once), Fastify's
   * send path was what a guest's cached read still went through beyond a bare node:http server.
   */
  const answerRaw = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.hijack();
    if (request.headers['if-none-match'] === entry.etag) {
      reply.raw.writeHead(304, entry.notModifiedHeaders);
      reply.raw.end();
    } else {
      reply.raw.writeHead(200, entry.okHeaders);
      reply.raw.end(entry.body);
    }
  };

  /** The entry a GET of this exact URL in this language was answered with before, while it is still kept. */
  const knownEntry = (request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>) => {
    if (request.method !== 'GET' || request.url === undefined) return undefined;
    const key = knownUrls[readerLocale(request.headers)].get(request.url);
    return key === undefined ? undefined : entries.get(key);
  };

  const answer = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.headers(entry.headers);
    reply.header('etag', entry.etag);
    reply.header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

  const dropLocal = (scope: CatalogScope) => {
    generation.set(scope, (generation.get(scope) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.scopes.includes(scope)) entries.delete(key);
    for (const key of inflight.keys()) inflight.delete(key);
    for (const [key, kept] of pages) if (kept.scopes.includes(scope)) pages.delete(key);
    for (const key of pagesInflight.keys()) pagesInflight.delete(key);
    for (const listener of listeners) listener(scope);
  };

  const listener = options.databaseUrl
    ? await listenForInvalidations(options.databaseUrl, dropLocal, options.logger)
    : undefined;

  async function load<T>(opts: CatalogSendOptions<T>, key: string, locale: Locale): Promise<Entry> {
    const before = opts.scopes.map((s) => generation.get(s));
    const loaded = await opts.load(locale);
    const data = opts.schema.parse(loaded.data);
    const body = Buffer.from(JSON.stringify(data));
    // Each language its own ETag, even where the two bodies are the same words: a client that
    // switches language never revalidates one language's copy with the other's.
    const etag = etagOf(body, locale);
    const headers = { ...loaded.headers, vary: VARY_LANGUAGE };
    const notModifiedHeaders = { ...headers, etag, 'cache-control': 'no-cache' };
    const okHeaders = {
      ...notModifiedHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    };
    const entry: Entry = {
      body,
      etag,
      headers,
      scopes: opts.scopes,
      notModifiedHeaders,
      okHeaders,
      // In the order the normal path writes them: the hooks' headers first, then the answer's.
      frontNotModifiedHeaders: flatHeaders({ ...frontHeaders, ...notModifiedHeaders }),
      frontOkHeaders: flatHeaders({ ...frontHeaders, ...okHeaders }),
    };
    // A write that landed while this was loading makes it stale: answer it, but do not keep it.
    const unchanged = opts.scopes.every((s, i) => generation.get(s) === before[i]);
    if (unchanged) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    }
    return entry;
  }

  async function loadPage(load: () => Promise<PageLoad>): Promise<CachedPage> {
    const before = new Map(generation);
    const { key, page, scopes } = await load();
    // As for JSON: a write that landed while this was made makes it stale; send it, do not keep it.
    if (scopes?.every((s) => generation.get(s) === before.get(s))) {
      pages.delete(key);
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
      pages.set(key, { page, scopes });
    }
    return page;
  }

  return {
    scopesOfUrl(url, locale) {
      const key = knownUrls[locale].get(url);
      return key === undefined ? undefined : entries.get(key)?.scopes;
    },
    keptPage: (key) => pages.get(key)?.page,
    async page(url, load) {
      let pending = pagesInflight.get(url);
      if (!pending) {
        pending = loadPage(load).finally(() => pagesInflight.delete(url));
        pagesInflight.set(url, pending);
      }
      return pending;
    },
    serveKnownUrl(request, reply, done) {
      const entry = knownEntry(request);
      if (!entry) {
        done();
        return;
      }
      answerRaw(request, reply, entry);
    },
    answerBeforeFastify(request, response) {
      const entry = knownEntry(request);
      if (!entry) return false;
      if (request.headers['if-none-match'] === entry.etag) {
        response.writeHead(304, entry.frontNotModifiedHeaders);
        response.end();
      } else {
        response.writeHead(200, entry.frontOkHeaders);
        response.end(entry.body);
      }
      return true;
    },
    async send(request, reply, opts) {
      const locale = contentLocale(request.headers);
      const key = `${locale} ${opts.key}`;
      let entry = entries.get(key);
      if (!entry) {
        let pending = inflight.get(key);
        if (!pending) {
          pending = load(opts, key, locale).finally(() => inflight.delete(key));
          inflight.set(key, pending);
        }
        entry = await pending;
      }
      if (entries.get(key) === entry) {
        const urls = knownUrls[locale];
        if (urls.size >= MAX_ENTRIES * 2) urls.clear();
        urls.set(request.url, key);
      }
      return answer(request, reply, entry);
    },
    async invalidate(scope) {
      dropLocal(scope);
      // The write this follows has committed: a database that went away since must not turn its
      // request into a failure (a retry would repeat the write). When the database is down, the
      // other instances lost their LISTEN connections too, and drop everything when they reconnect.
      await listener?.notify(scope).catch((error: unknown) => {
        options.logger.warn({ err: error, scope }, 'could not tell the other instances about a change');
      });
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    size: () => entries.size,
    pageCount: () => pages.size,
    async close() {
      await listener?.close();
    },
  };
}

/**
 * Other instances' invalidations arrive on one LISTEN channel (src/server/lib/pg-channel.ts: a
 * dedicated connection, opened again with a back-off when lost). When it comes back every scope
 * is dropped: notifications sent while it was away were missed.
 */
async function listenForInvalidations(url: string, drop: (scope: CatalogScope) => void, logger: Logger) {
  const channel = await openPgChannel({
    url,
    channel: CHANNEL,
    logger,
    onNotice(payload) {
      const scope = payload as CatalogScope;
      if (CATALOG_SCOPES.includes(scope)) drop(scope);
    },
    onReconnect() {
      logger.info('catalog cache listener is connected again; dropping every cached answer');
      for (const scope of CATALOG_SCOPES) drop(scope);
    },
  });
  return {
    notify: (scope: CatalogScope) => channel.send('select pg_notify($1, $2)', [CHANNEL, scope]),
    close: () => channel.close(),
  };
}
