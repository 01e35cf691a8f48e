// Registers a route from its entry in the contract's table of endpoints (src/contract/endpoint.ts):
// the method, the path and every schema come from the entry, so the server cannot answer a call
// the web client does not know, or with a shape the client was not told. The handler's request
// and reply types are inferred from the entry's schemas through fastify-type-provider-zod.
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '#contract/endpoint.ts';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The entry's schemas as Fastify reads them (a part the entry lacks is `unknown`, as unset). */
type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['querystring'];
  body: E['body'];
  response: E['response'];
  tags: string[];
  summary: string;
  consumes?: string[];
};

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

export interface RouteOptions {
  /** The route's guard (requireUser, requireAdmin...), before the body is read. */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
}

/**
 * Registers `entry` on `app`. The entry's path is the whole `/api/...` path; `app` may sit under
 * a prefix (`/api`, `/api/admin`), which is taken off the path here.
 */
export function route<E extends Endpoint>(app: ZodApp, entry: E, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(
  app: ZodApp,
  entry: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: ZodApp,
  entry: E,
  optionsOrHandler: RouteOptions | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler;
  if (!handler) throw new Error(`${entry.method} ${entry.path} has no handler`);
  if (!entry.path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${entry.method} ${entry.path} is registered under ${app.prefix}, outside its path`);
  }
  const schema: SchemaOf<E> = {
    params: entry.params,
    querystring: entry.querystring,
    body: entry.body,
    response: entry.response,
    tags: [...entry.tags],
    summary: entry.summary,
    ...(entry.consumes ? { consumes: [...entry.consumes] } : {}),
  };
  // A part the entry lacks goes: Fastify warns of a schema key whose value is missing.
  for (const part of ['params', 'querystring', 'body'] as const) {
    if (schema[part] === undefined) Reflect.deleteProperty(schema, part);
  }
  app.route<RouteGenericInterface, ContextConfigDefault, SchemaOf<E>>({
    method: entry.method,
    url: entry.path.slice(app.prefix.length),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    schema,
    handler,
  });
}
