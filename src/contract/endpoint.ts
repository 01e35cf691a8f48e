// One call of the API as both sides see it: its method, its path (with `:params`), the schemas of
// its params, query string and body, and the schema of its answer for every status it gives.
// The server registers each route from its entry (src/server/lib/route.ts); the web client calls
// by the entry's "METHOD /path" and gets the answer's type from it (src/web/lib/api-client.ts).
// See docs/decisions/0027-one-endpoint-table.md.
import { z } from 'zod';
import { ErrorResponseSchema } from './common.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** The whole path as a browser calls it, `/api/...`, with Fastify's `:name` params. */
  path: `/api/${string}`;
  /** OpenAPI grouping and one line on what the call does. */
  tags: readonly string[];
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Set for a multipart/form-data body, which no JSON schema describes. */
  consumes?: readonly ['multipart/form-data'];
  response: { readonly [status: number]: z.ZodType };
}

/** An entry of the table, keeping its literal method, path and schema types. */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** The error answers a call can give, for its response schema and the OpenAPI document. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorResponseSchema])) as Record<
    S,
    typeof ErrorResponseSchema
  >;
}

/** "METHOD /path", the name of a call in the table (and in logs, tests and the route list). */
export type RouteName<E extends { method: HttpMethod; path: string }> = `${E['method']} ${E['path']}`;

export function routeName(entry: Endpoint): string {
  return `${entry.method} ${entry.path}`;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a call answers when it succeeds: its 2xx bodies (a 202 "waiting for a parent" too). */
export type SuccessBody<E> = E extends { response: infer R }
  ? // Distributed over a union of entries (a call named per kind), each answers its own body.
    { [S in keyof R]: S extends SuccessStatus ? z.output<R[S]> : never }[keyof R]
  : never;

// The types of a call (its name, answer and input) ask whether an entry has a part by its key and
// read a schema's types through z.input / z.output; they never relate an entry to Endpoint or a
// schema to z.ZodType. That relation is a structural comparison of zod's large class types, and
// it was most of the web project's typecheck: each call site related its entry's schemas to
// z.ZodType several times, and the table's union of every entry was related to Endpoint.
type SchemaInput<E, K extends 'params' | 'querystring' | 'body'> = K extends keyof E ? z.input<E[K]> : never;

/**
 * A path or query value goes as text. Where the schema reads digits into a number (an id, a
 * limit), the caller gives the number; any other text (`{ id: 'scores' }`) does not compile.
 */
type AsText<S> = {
  [K in keyof z.input<S>]: K extends keyof z.output<S>
    ? Loosen<z.input<S>[K], z.output<S>[K]>
    : z.input<S>[K];
};
type Loosen<In, Out> = [Out] extends [number | undefined] ? (In extends string ? number : In) : In;

declare global {
  /**
   * A multipart body is the runtime's FormData: browsers and Node both have one, but the
   * contract's lib names neither the DOM nor Node. Declared empty here, it merges with the
   * FormData of each side's own lib.
   */
  interface FormData {}
}

/**
 * What a caller sends: the params the path names, the query string and the body. Distributed
 * over a union of entries (a call named per kind), as SuccessBody is.
 */
export type CallInput<E> = E extends unknown
  ? ('params' extends keyof E ? { params: AsText<E['params' & keyof E]> } : { params?: never }) &
      ('querystring' extends keyof E ? { query?: AsText<E['querystring' & keyof E]> } : { query?: never }) &
      ('consumes' extends keyof E
        ? { body: FormData }
        : 'body' extends keyof E
          ? undefined extends SchemaInput<E, 'body'>
            ? { body?: SchemaInput<E, 'body'> }
            : { body: SchemaInput<E, 'body'> }
          : { body?: never })
  : never;

/** The answer of a catalog read whose If-None-Match names the current ETag. */
export const notModified = { 304: z.null().describe('Not modified: the If-None-Match ETag is current') };
