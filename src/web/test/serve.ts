// The network edge of a component test: `fetch` answers from a table of calls, each body checked
// against the contract's schema first, so a test can never answer with a shape the server cannot
// send. A call the table does not name fails the test loudly.
import type { z } from 'zod';

export interface ServedAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** An answer, or a promise of one (a request that is still loading until the test releases it). */
type Handler = (request: { url: URL; body: unknown }) => ServedAnswer | Promise<ServedAnswer>;
const routes = new Map<string, Handler>();
/** Every request made, as "METHOD /path?query", in order. */
export const requests: string[] = [];

/** An answer whose body is first parsed by the call's contract schema (so it has the server's shape). */
export function answer<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200): ServedAnswer {
  return { status, body: schema.parse(body) };
}

/** Answers "METHOD /api/path" (the path without its query) with `handler`'s answer. */
export function serve(call: string, handler: Handler | ServedAnswer) {
  routes.set(call, typeof handler === 'function' ? handler : () => handler);
  // As the server does beside a session: the page asks who is signed in only with this cookie.
  // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the server's Set-Cookie.
  if (call === 'GET /api/user') document.cookie = 'sprout_signed_in=1; path=/';
}

export function resetServedAnswers() {
  routes.clear();
  requests.length = 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the server's Set-Cookie.
  document.cookie = 'sprout_signed_in=; path=/; max-age=0';
}

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
  const method = (init?.method ?? 'GET').toUpperCase();
  requests.push(`${method} ${url.pathname}${url.search}`);
  const handler = routes.get(`${method} ${url.pathname}`);
  if (!handler) throw new Error(`No answer served for ${method} ${url.pathname} in this test`);
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  const served = await handler({ url, body });
  return new Response(served.body === undefined ? null : JSON.stringify(served.body), {
    status: served.status ?? 200,
    headers: { 'content-type': 'application/json', ...served.headers },
  });
};
