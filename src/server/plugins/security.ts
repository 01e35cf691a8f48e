// Security headers (with a Content-Security-Policy the app works under), the Origin check for
// unsafe methods, how request bodies are read (JSON only, with a size limit), and the one check
// of every text a request brings (a NUL or a lone surrogate is 400, never a failed query).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';
import { CODE_AFTER_PAINT_SCRIPT_SOURCE, EARLY_TAPS_SCRIPT_SOURCE } from './inline-scripts.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The security headers of every answer, built once. (What @fastify/helmet sends, written out:
 * setting them from one precomputed list costs a fraction of the plugin's per-request work,
 * which halved the throughput of catalog reads.)
 */
export function securityHeaders(options: { secure: boolean }): [string, string][] {
  const csp = [
    "default-src 'self'",
    // The two inline scripts, by hash: the one that keeps taps made before the page is
    // hydrated, and the one that asks for the app's code after the first paint.
    `script-src 'self' ${EARLY_TAPS_SCRIPT_SOURCE} ${CODE_AFTER_PAINT_SCRIPT_SOURCE}`,
    // Radix and react-remove-scroll set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.secure ? ['upgrade-insecure-requests'] : []),
  ].join(';');
  return [
    ['content-security-policy', csp],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
    // HSTS only makes sense (and only works) over https.
    ...(options.secure
      ? ([['strict-transport-security', 'max-age=15552000; includeSubDomains']] as [string, string][])
      : []),
  ];
}

/** Sets `headers` (securityHeaders') on every answer, first of all. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: readonly (readonly [string, string])[],
) {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The Host header as URL.host writes it (a default port dropped), for comparing with an Origin. */
function normalizedHost(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request comes from Sprout's own pages: not marked cross-site, and its Origin (when it
 * has one) is `publicOrigin` (PUBLIC_URL's) or the host the request was sent to.
 */
export function isSameSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (!origin || origin === publicOrigin) return true;
  try {
    // request.host: the Host header, or X-Forwarded-Host from a trusted proxy (TRUST_PROXY).
    return new URL(origin).host === normalizedHost(request.host);
  } catch {
    return false;
  }
}

/** Unsafe requests from another site are refused; a request with neither header (a script) is allowed. */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  const refusal = () => AppError.forbidden('Requests from other sites are not allowed');
  // A callback hook: catalog reads (GET) pass it without a promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method) || isSameSite(request, publicOrigin)) done();
    else done(refusal());
  });
}

/** The deepest a JSON body may nest (docs/rules.md#holding-up): no call's body comes near it. */
export const MAX_JSON_DEPTH = 32;

/**
 * JSON is the only body type (a multipart upload route adds its own parser). An empty body is
 * read as no body, so a call that needs none works with or without a JSON content type.
 */
export function registerBodyParsing(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    // Measured on the text before parsing: a deep body costs one pass over its bytes and nothing
    // after it (parsing it, walking it, validating it) ever sees more than 32 levels.
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
      return done(
        new AppError(400, `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`),
        undefined,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return done(new AppError(400, 'The request body is not valid JSON'), undefined);
    }
    // The body's bytes were decoded as UTF-8 (a bad sequence becomes U+FFFD), so a NUL or a lone
    // surrogate gets into a parsed string only through its escape: most bodies skip the walk.
    const fault = MAYBE_UNSTORABLE_ESCAPE.test(text) ? unstorableTextIn(body) : undefined;
    if (fault) return done(AppError.invalidField(fault.path.join('.'), fault.message), undefined);
    done(null, body);
  });
}

/**
 * The query string and path parameters pass the same text check as a JSON body, before their
 * schemas see them. Fastify's decoders leave a bad UTF-8 escape undecoded today, but a NUL gets
 * through them, and the rule should not hang on how a decoder treats the rest.
 */
export function registerUrlTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const fault = unstorableTextIn(request.query) ?? unstorableTextIn(request.params);
    if (fault) done(AppError.invalidField(fault.path.join('.'), fault.message));
    else done();
  });
}

/**
 * Whether JSON text opens more than `limit` arrays or objects inside each other, counted in one
 * pass without recursion (brackets inside strings do not count). Invalid JSON is left to the
 * parser.
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \\ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000)';
export const LONE_SURROGATE_MESSAGE =
  'Text must be well-formed Unicode (a lone surrogate such as \\ud800 is not allowed)';

/** The JSON escapes of a NUL or of a surrogate (paired or not: the walk tells them apart). */
const MAYBE_UNSTORABLE_ESCAPE = /\\u(?:0000|d[89a-f])/i;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why PostgreSQL could not store this string, or undefined when it can. It has no NUL in text,
 * and its json type refuses a lone surrogate (a text column would silently turn it into U+FFFD).
 */
export function textFault(value: string): string | undefined {
  if (value.includes('\0')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return LONE_SURROGATE_MESSAGE;
  return undefined;
}

/**
 * The first string (value or key, in document order) the database could not store: its path and
 * why. Walked with a stack of its own, not the call stack, so no body can overflow it.
 */
export function unstorableTextIn(root: unknown): { path: string[]; message: string } | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    const keyFault = path.length > 0 ? textFault(path.at(-1) ?? '') : undefined;
    if (keyFault) return { path, message: keyFault };
    if (typeof value === 'string') {
      const fault = textFault(value);
      if (fault) return { path, message: fault };
    } else if (typeof value === 'object' && value !== null) {
      const entries = Array.isArray(value)
        ? value.map((item, i) => [String(i), item] as const)
        : Object.entries(value);
      // Pushed last to first, so the first offending field in document order is found first.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as readonly [string, unknown];
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}
