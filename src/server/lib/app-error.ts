import type { ErrorCode, ErrorResponse } from '#contract/common.ts';
import type { Locale } from '#contract/i18n/locales.ts';

type Issue = NonNullable<ErrorResponse['issues']>[number];

/**
 * The one error services throw. The global error handler turns it into the JSON error shape
 * of docs/rules.md#api-rules with its status; its message is written for the person reading the toast.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    public readonly issues?: Issue[],
    public readonly headers?: Record<string, string>,
    /** For a client that acts on this error (see ERROR_CODES in the contract). */
    public readonly code?: ErrorCode,
    /**
     * The message in a reader's language, for words the catalog cannot find by their English
     * alone (drawn from data the error handler does not have: a tutor's hours).
     */
    public readonly inLanguage?: (locale: Locale) => string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The same error, carrying a code the client recognises it by. */
  withCode(code: ErrorCode): AppError {
    return new AppError(this.statusCode, this.message, this.issues, this.headers, code, this.inLanguage);
  }

  /** The same error, its message drawn in each reader's language by `words`. */
  sayingIn(words: (locale: Locale) => string): AppError {
    return new AppError(this.statusCode, this.message, this.issues, this.headers, this.code, words);
  }

  static badRequest(message: string, issues?: Issue[]) {
    return new AppError(400, message, issues);
  }
  /** A 400 that points at one field, like a validation error would. */
  static invalidField(path: string, message: string) {
    return new AppError(400, message, [{ path, message }]);
  }
  static unauthorized(message = 'Please log in to continue') {
    return new AppError(401, message);
  }
  static forbidden(message = 'You are not allowed to do that') {
    return new AppError(403, message);
  }
  static notFound(message = 'Not found') {
    return new AppError(404, message);
  }
  static conflict(message: string) {
    return new AppError(409, message);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError(429, message, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
