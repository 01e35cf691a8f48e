// The one fetch wrapper: same origin, cookies, JSON. It has no UI side effects (no toasts, no
// redirects): callers decide what an error means to the person using the page.
import type { ErrorCode, ErrorResponse } from '#contract/common.ts';
import type { CallInput, SuccessBody } from '#contract/endpoint.ts';
import type { CallName, Endpoints } from '#contract/endpoints.ts';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly issues: NonNullable<ErrorResponse['issues']> = [],
    /** What the client may act on (ERROR_CODES); recognise errors by it, never by their message. */
    public readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

function messageFor(status: number): string {
  if (status === 401) return 'Please log in to continue';
  if (status === 403) return 'You are not allowed to do that';
  if (status === 404) return 'We could not find that';
  if (status === 429) return 'Too many tries. Please wait a little and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return 'Something went wrong. Please try again.';
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch; the server's render answers /api calls in-process (server-entry.tsx). */
let transport: Transport = (path, init) => fetch(path, init);

/** Sends every call through `next` instead of the network (the server's render only). */
export function setApiTransport(next: Transport) {
  transport = next;
}

/** One request to the API; `callWithHeaders` is the way in, by the entry's name. */
async function request(method: Method, path: string, options: RequestOptions): Promise<ApiResponse<unknown>> {
  let response: Response;
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData ? options.body : undefined;
  const isForm = form !== undefined;
  try {
    response = await transport(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        // A FormData body (the admin's tutor form with its image) sets its own multipart type.
        ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: form ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'We could not reach Sprout. Please check your connection and try again.');
  }
  const text = await response.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (!response.ok) {
    const body = (json ?? {}) as Partial<ErrorResponse>;
    throw new ApiError(
      response.status,
      body.message ?? messageFor(response.status),
      body.issues ?? [],
      body.code,
    );
  }
  return { data: json, headers: response.headers };
}

/** What a call sends (its entry says which parts it takes) and how. */
export type CallOptions<N extends CallName> = CallInput<Endpoints[N]> & {
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The options may be left out only when the call takes nothing it requires. */
type CallArgs<N extends CallName> =
  object extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

/** What a call answers when it succeeds, as its entry in the table says. */
export type CallResult<N extends CallName> = SuccessBody<Endpoints[N]>;

interface LooseCallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The path with its `:params` filled in, each encoded as one segment. */
function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs the ${name} param`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls the API by its entry in the contract's table, "METHOD /path" (src/contract/endpoints.ts):
 * the params, query and body are checked against the entry's schemas and the answer's type is the
 * entry's success response, so no call site picks its own.
 */
export function callWithHeaders<N extends CallName>(
  name: N,
  ...args: CallArgs<N>
): Promise<ApiResponse<CallResult<N>>> {
  // Read through `unknown`: relating the generic options and answer to their loose shapes makes
  // TypeScript compare every entry of the table, which cost seconds of every typecheck; the
  // signature above is what callers are checked against.
  const [options = {}] = args as unknown as [LooseCallOptions?];
  const method = METHODS.find((m) => name.startsWith(`${m} `));
  if (!method) throw new Error(`${name} is no call of the table`);
  const path = fillPath(name.slice(method.length + 1), options.params) + toQueryString(options.query ?? {});
  const answer = request(method, path, {
    body: options.body,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return answer as unknown as Promise<ApiResponse<CallResult<N>>>;
}

/** `callWithHeaders` for the answer's body alone. */
export async function call<N extends CallName>(name: N, ...options: CallArgs<N>): Promise<CallResult<N>> {
  return (await callWithHeaders(name, ...options)).data;
}

/**
 * How long the whole list is that a page came from: the server sends X-Total-Count when the call
 * asked for a page (a limit); without it, or with a value that is no count, the page is the list.
 */
export function totalOf(answer: ApiResponse<readonly unknown[]>): number {
  const header = answer.headers.get('x-total-count');
  return header !== null && /^\d{1,15}$/.test(header) ? Number(header) : answer.data.length;
}

/** Builds a query string from the values that are set. */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
