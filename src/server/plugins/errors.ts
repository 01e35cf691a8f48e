// One global error handler: every error becomes `{ message, code?, issues? }` with the statuses of
// docs/rules.md#api-rules. Nothing else leaves the server, and never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { Locale } from '#contract/i18n/locales.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isDatabaseUnavailable, isInvalidCharacter } from '#server/lib/db-errors.ts';
import { translateText } from '#server/lib/i18n.ts';
import { requestLocale } from '#server/lib/request-locale.ts';
import type { SendPage } from './static-web.ts';

type Issue = { path: string; message: string };

/** How long a client should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Sprout cannot reach its database right now. Please try again in a few seconds.';

const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Please send JSON (Content-Type: application/json)',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its length' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
};

function validationIssues(error: FastifyError): Issue[] {
  return (error.validation ?? []).map((v) => ({
    // "/items/0/quantity" -> "items.0.quantity"
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'Invalid value',
  }));
}

/**
 * The error's words in the reader's language (docs/architecture.md#languages): the contract and
 * the services write English, and each text the catalog holds is said in the account's language,
 * or a guest's (cookie, else Accept-Language). A text the catalog lacks goes out as written.
 * Content-Language says which language the words are in.
 */
function inReadersLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { message: string; issues?: Issue[]; code?: string },
  inLanguage?: (locale: Locale) => string,
) {
  const locale = requestLocale(request);
  reply.header('content-language', locale);
  if (locale === 'en') return body;
  const said = (english: string) =>
    inLanguage && english === body.message ? inLanguage(locale) : translateText(locale, english);
  return {
    ...body,
    message: said(body.message),
    ...(body.issues ? { issues: body.issues.map((i) => ({ ...i, message: said(i.message) })) } : {}),
  };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(
        inReadersLanguage(
          request,
          reply,
          {
            message: error.message,
            ...(error.code ? { code: error.code } : {}),
            ...(error.issues ? { issues: error.issues } : {}),
          },
          error.inLanguage,
        ),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = validationIssues(error);
      return reply
        .code(400)
        .send(
          inReadersLanguage(request, reply, { message: issues[0]?.message ?? 'Invalid request', issues }),
        );
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply
        .code(400)
        .send(inReadersLanguage(request, reply, { message: 'The request body is not valid JSON' }));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known)
      return reply.code(known.status).send(inReadersLanguage(request, reply, { message: known.message }));
    // A database that is down or restarting, or a connection lost mid-request: nothing is wrong
    // with the request, and trying again shortly succeeds (the pool replaces dead connections).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(inReadersLanguage(request, reply, { message: DATABASE_UNAVAILABLE_MESSAGE }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'a response did not match its schema');
      return reply.code(500).send(
        inReadersLanguage(request, reply, {
          message: 'Something went wrong on our side. Please try again.',
        }),
      );
    }
    // Errors Fastify raised with a client status (a bad header, an aborted body...).
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    // A backstop: the text check at the edge (security.ts) refuses a NUL before any query, but
    // text the database cannot store is the client's mistake however it got there.
    if (isInvalidCharacter(error)) {
      return reply.code(400).send(
        inReadersLanguage(request, reply, {
          message: 'The request contains a character that is not allowed',
        }),
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send(
        inReadersLanguage(request, reply, { message: 'Something went wrong on our side. Please try again.' }),
      );
  });
}

/**
 * Unknown /api paths answer a JSON 404; any other GET gets the web app's page (when it is built),
 * its not-found screen with status 404 for a path the route list does not know (static-web.ts).
 */
export function registerNotFound(app: FastifyInstance, sendPage: SendPage | undefined) {
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (sendPage && isPage && !isApi) return sendPage(request, reply);
    return reply.code(404).send(
      inReadersLanguage(request, reply, {
        message: `No such API call: ${request.method} ${request.url.split('?')[0]}`,
      }),
    );
  });
}
