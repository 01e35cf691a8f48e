// The network edge of a component test: `fetch` answers from a table of calls. Each call a test
// serves, and each call the app makes, is looked up in the contract's table of endpoints
// (src/contract/endpoints.ts) by its method and path; every body served is parsed by that entry's
// response schema for the status, so a test can never answer with a shape, or at a path, the
// server cannot. A call outside the table fails the test loudly (see checkServedCalls).
import type { z } from 'zod';
import { ErrorResponseSchema } from '#contract/common.ts';
import { type Endpoint, routeName } from '#contract/endpoint.ts';
import { allEndpoints } from '#contract/endpoints.ts';

export interface ServedAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** An answer, or a promise of one (a request that is still loading until the test releases it). */
type Handler = (request: { url: URL; body: unknown }) => ServedAnswer | Promise<ServedAnswer>;
const routes = new Map<string, { entry: Endpoint; handler: Handler }>();
/** Every request made, as "METHOD /path?query", in order. */
export const requests: string[] = [];
/** What went wrong where no test line could throw (inside the app's fetch); the test fails on it. */
const mistakes: string[] = [];

/**
 * Statuses any call may answer whatever its entry lists, with the error body: the rate limit, a
 * database that does not answer for now (src/server/lib/db-errors.ts) and a failure of the server.
 */
const ANY_CALL_STATUSES = new Set([429, 500, 503]);

/** An answer with `body` (checked against the call's schema when it is served). */
export function answer(body: unknown, status = 200): ServedAnswer {
  return { status, body };
}

const patterns = allEndpoints.map((entry) => ({
  entry,
  path: new RegExp(`^${entry.path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`),
  // Fastify's router prefers a fixed segment to a param (`/api/articles/featured` before `:id`).
  fixed: entry.path.split('/').filter((s) => !s.startsWith(':')).length,
}));

/** The table's entry that answers `method` at `path` (a path with its params filled in). */
function entryFor(method: string, path: string): Endpoint | undefined {
  const matches = patterns.filter((p) => p.entry.method === method && p.path.test(path));
  return matches.sort((a, b) => b.fixed - a.fixed)[0]?.entry;
}

/** The answer as the server sends it: its body parsed by the entry's schema for its status. */
function checked(entry: Endpoint, served: ServedAnswer, call: string): ServedAnswer {
  const status = served.status ?? 200;
  const schema: z.ZodType | undefined =
    entry.response[status] ?? (ANY_CALL_STATUSES.has(status) ? ErrorResponseSchema : undefined);
  if (!schema) {
    const listed = Object.keys(entry.response).join(', ');
    const name = routeName(entry) === call ? call : `${call} (${routeName(entry)})`;
    throw new Error(`${name} never answers ${status}; its entry lists ${listed}`);
  }
  const parsed = schema.safeParse(served.body ?? null);
  if (!parsed.success) {
    throw new Error(`${call} answers ${status} with a body its entry refuses:\n${parsed.error.message}`);
  }
  return { ...served, status, body: parsed.data ?? undefined };
}

/**
 * Answers "METHOD /api/path" (the path with its params filled in, without its query) with
 * `handler`'s answer, or with an answer or a bare 200 body.
 */
export function serve(call: string, handler: Handler | ServedAnswer) {
  const [method = '', path = ''] = call.split(' ');
  const entry = entryFor(method, path);
  if (!entry) throw new Error(`${call} is no call of the table of endpoints (src/contract/endpoints.ts)`);
  if (typeof handler === 'function') {
    // A handler may throw on purpose (a network failure); only a wrong answer is the test's mistake.
    const checkedLater = async (request: Parameters<Handler>[0]) => {
      const served = await handler(request);
      try {
        return checked(entry, served, call);
      } catch (error) {
        mistakes.push(error instanceof Error ? error.message : String(error));
        throw error;
      }
    };
    routes.set(call, { entry, handler: checkedLater });
  } else {
    const served = checked(entry, handler, call);
    routes.set(call, { entry, handler: () => served });
  }
  // As the server does beside a session: the page asks who is signed in only with this cookie.
  // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the server's Set-Cookie.
  if (call === 'GET /api/user') document.cookie = 'sprout_signed_in=1; path=/';
}

/**
 * Serves `call` only when the test answers it, with the function this returns: until then the
 * call is in flight, as on a slow phone (a session still loading, a list that has not come).
 */
export function serveLater(call: string): (served: ServedAnswer) => void {
  let answerNow: (served: ServedAnswer) => void = () => {};
  const answered = new Promise<ServedAnswer>((resolve) => {
    answerNow = resolve;
  });
  serve(call, () => answered);
  return answerNow;
}

/** Fails the test that just ran if the app called outside the table or was served a wrong body. */
export function checkServedCalls() {
  const found = mistakes.splice(0);
  if (found.length > 0) throw new Error(`The fake network was misused:\n${found.join('\n')}`);
}

export function resetServedAnswers() {
  routes.clear();
  requests.length = 0;
  mistakes.length = 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the server's Set-Cookie.
  document.cookie = 'sprout_signed_in=; path=/; max-age=0';
}

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
  const method = (init?.method ?? 'GET').toUpperCase();
  const call = `${method} ${url.pathname}`;
  requests.push(`${call}${url.search}`);
  const route = routes.get(call);
  if (!route) {
    if (entryFor(method, url.pathname)) throw new Error(`No answer served for ${call} in this test`);
    const problem = `The app called ${call}, which is no call of the table of endpoints`;
    mistakes.push(problem);
    throw new Error(problem);
  }
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  const served = await route.handler({ url, body });
  return new Response(served.body === undefined ? null : JSON.stringify(served.body), {
    status: served.status ?? 200,
    headers: { 'content-type': 'application/json', ...served.headers },
  });
};
