// The one fetch wrapper: same origin, cookies, JSON. It has no UI side effects (no toasts, no
// redirects): callers decide what an error means to the person using the page.
import type { ErrorCode, ErrorResponse } from '#contract/common.ts';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
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

export async function apiRequestWithHeaders<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
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
  return { data: json as T, headers: response.headers };
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(method, path, options)).data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** Builds a query string from the values that are set. */
export function toQueryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
