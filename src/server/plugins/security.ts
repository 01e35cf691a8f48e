// Security headers (with a Content-Security-Policy the app works under), the Origin check for
// unsafe methods, and how request bodies are read (JSON only, with a size limit).
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function registerSecurityHeaders(app: FastifyInstance, options: { secure: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Radix and react-remove-scroll set inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(options.secure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // HSTS only makes sense (and only works) over https.
    strictTransportSecurity: options.secure ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
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

/** Unsafe requests from another site are refused; a request with neither header (a script) is allowed. */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw AppError.forbidden('Requests from other sites are not allowed');
    }
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw AppError.forbidden('Requests from other sites are not allowed');
    }
    if (origin === publicOrigin || originHost === normalizedHost(request.headers.host)) return;
    throw AppError.forbidden('Requests from other sites are not allowed');
  });
}

/**
 * JSON is the only body type (a multipart upload route adds its own parser). An empty body is
 * read as no body, so a call that needs none works with or without a JSON content type.
 */
export function registerBodyParsing(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(400, 'The request body is not valid JSON'), undefined);
    }
  });
}
