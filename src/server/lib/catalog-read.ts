// The handler of a cached catalog read, made from its entry in the endpoint table: the cache key
// is the entry's path with the call's params filled in plus its parsed query, and the answer's
// shape is the entry's 200 schema, so a route states only which scopes' writes change the answer
// and how to load it, and cannot cache under another call's key or in another shape.
import type { z } from 'zod';
import type { Endpoint } from '#contract/endpoint.ts';
import type { CatalogLoad, CatalogScope } from '../plugins/catalog-cache';
import { catalogKey, type ListPage, totalCountHeader } from './lists';
import type { EndpointHandler } from './route';

type CatalogEndpoint = Endpoint & { method: 'GET'; response: { 200: z.ZodType } };
type EndpointRequest<E extends CatalogEndpoint> = Parameters<EndpointHandler<E>>[0];
type EndpointReply<E extends CatalogEndpoint> = Parameters<EndpointHandler<E>>[1];
type OkBody<E extends CatalogEndpoint> = z.output<E['response'][200]>;
type Item<E extends CatalogEndpoint> = OkBody<E> extends readonly (infer I)[] ? I : never;

/**
 * A route handler that answers through the catalog cache, which sends the answer itself. Its
 * return is void, not the reply, so that it fits the entry's route wherever the entry is known.
 */
export type CatalogHandler<E extends CatalogEndpoint> = (
  request: EndpointRequest<E>,
  reply: EndpointReply<E>,
) => Promise<void>;

/** The entry's path with the request's params in place of `:name`, and its parsed query. */
function keyOf(entry: CatalogEndpoint, params: unknown, query: unknown): string {
  const paramOf = (name: string) =>
    typeof params === 'object' && params ? Reflect.get(params, name) : undefined;
  const path = entry.path.replace(/:(\w+)/g, (_, name: string) => String(paramOf(name)));
  return catalogKey(path, typeof query === 'object' && query ? { ...query } : {});
}

function cachedHandler<E extends CatalogEndpoint>(
  entry: E,
  scopes: CatalogScope[],
  load: (request: EndpointRequest<E>) => Promise<CatalogLoad<unknown>>,
): CatalogHandler<E> {
  return async (request, reply) => {
    await request.server.ctx.catalogCache.send(request, reply, {
      scopes,
      key: keyOf(entry, request.params, request.query),
      schema: entry.response[200],
      load: () => load(request),
    });
  };
}

/** The handler of a cached read of one answer (a tutor, the featured articles): `load` makes it. */
export function catalogRead<E extends CatalogEndpoint>(
  entry: E,
  scopes: CatalogScope[],
  load: (request: EndpointRequest<E>) => Promise<OkBody<E>>,
): CatalogHandler<E> {
  return cachedHandler(entry, scopes, async (request) => ({ data: await load(request) }));
}

/**
 * The handler of a cached list: `load` makes its page, whose total (when the call asked for a
 * page) is kept and sent as X-Total-Count with the rows.
 */
export function catalogList<E extends CatalogEndpoint>(
  entry: E,
  scopes: CatalogScope[],
  load: (request: EndpointRequest<E>) => Promise<ListPage<Item<E>>>,
): CatalogHandler<E> {
  return cachedHandler(entry, scopes, async (request) => {
    const page = await load(request);
    return { data: page.items, headers: totalCountHeader(page.total) };
  });
}
