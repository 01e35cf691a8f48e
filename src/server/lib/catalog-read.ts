// The one way to serve a cached catalog read: `catalogRoute` (one answer) and `catalogListRoute`
// (a list) register the entry of the endpoint table and answer it through the catalog cache. The
// cache key is the entry's path with the call's params filled in plus its parsed query, and the
// answer's shape is the entry's 200 schema, so a route states only which scopes' writes change
// the answer and how to load it: it names its entry once, and cannot cache under another call's
// key, under a key written by hand that forgets a parameter, or in another shape.
import type { z } from 'zod';
import type { Endpoint } from '#contract/endpoint.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { CatalogLoad, CatalogScope } from '#server/plugins/catalog-cache.ts';
import { catalogKey, type ListPage, totalCountHeader } from './lists.ts';
import { type EndpointHandler, route, type ZodApp } from './route.ts';

type CatalogEndpoint = Endpoint & { method: 'GET'; response: { 200: z.ZodType } };
type EndpointRequest<E extends CatalogEndpoint> = Parameters<EndpointHandler<E>>[0];
type EndpointReply<E extends CatalogEndpoint> = Parameters<EndpointHandler<E>>[1];
type CatalogHandler<E extends CatalogEndpoint> = (
  request: EndpointRequest<E>,
  reply: EndpointReply<E>,
) => Promise<void>;
type OkBody<E extends CatalogEndpoint> = z.output<E['response'][200]>;
type Item<E extends CatalogEndpoint> = OkBody<E> extends readonly (infer I)[] ? I : never;

/**
 * The key an answer of `entry` is cached under: its path with the request's params in place of
 * `:name`, and its parsed query (catalogKey: one key for every spelling of the same question).
 */
export function catalogKeyOf(entry: Endpoint, params: unknown, query: unknown): string {
  const paramOf = (name: string) =>
    typeof params === 'object' && params ? Reflect.get(params, name) : undefined;
  const path = entry.path.replace(/:(\w+)/g, (_, name: string) => String(paramOf(name)));
  return catalogKey(path, typeof query === 'object' && query ? { ...query } : {});
}

/** Registers `entry` as a read the catalog cache answers (it sends the answer itself). */
function cachedRoute<E extends CatalogEndpoint>(
  app: ZodApp,
  entry: E,
  scopes: CatalogScope[],
  load: (request: EndpointRequest<E>, locale: Locale) => Promise<CatalogLoad<unknown>>,
): void {
  const handler: CatalogHandler<E> = async (request, reply) => {
    await request.server.ctx.catalogCache.send(request, reply, {
      scopes,
      key: catalogKeyOf(entry, request.params, request.query),
      schema: entry.response[200],
      load: (locale) => load(request, locale),
    });
  };
  // It returns nothing (the cache sent the answer), which every entry's handler may; TypeScript
  // cannot work out the return type Fastify allows for an entry it does not know yet.
  route(app, entry, handler as EndpointHandler<E>);
}

/**
 * A cached read of one answer (a tutor, the featured articles): `load` makes it, with authored
 * texts in `locale` (the cache keeps one answer per language).
 */
export function catalogRoute<E extends CatalogEndpoint>(
  app: ZodApp,
  entry: E,
  scopes: CatalogScope[],
  load: (request: EndpointRequest<E>, locale: Locale) => Promise<OkBody<E>>,
): void {
  cachedRoute(app, entry, scopes, async (request, locale) => ({ data: await load(request, locale) }));
}

/**
 * A cached list: `load` makes its page (authored texts in `locale`), whose total (when the call asked for a page) is kept and
 * sent as X-Total-Count with the rows.
 */
export function catalogListRoute<E extends CatalogEndpoint>(
  app: ZodApp,
  entry: E,
  scopes: CatalogScope[],
  load: (request: EndpointRequest<E>, locale: Locale) => Promise<ListPage<Item<E>>>,
): void {
  cachedRoute(app, entry, scopes, async (request, locale) => {
    const page = await load(request, locale);
    return { data: page.items, headers: totalCountHeader(page.total) };
  });
}
