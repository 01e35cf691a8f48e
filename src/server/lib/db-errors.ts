/**
 * PostgreSQL's error code (SQLSTATE) of a failed query. Drizzle wraps the driver's error, so the
 * code may be on its cause.
 */
export function postgresErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return current.code;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** A unique index refused the write (23505): the row a check said was free was taken at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorCode(error) === '23505';
}

/**
 * The database refused a character of the input: a NUL in text (22021) or in JSON (22P05).
 * That is bad input, so a 400, wherever it came from (a body, a query string, a path).
 */
export function isInvalidCharacter(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code === '22021' || code === '22P05';
}

/** Socket errors of a database connection that cannot be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: 57P01 admin_shutdown
 * (pg_terminate_backend, a restart), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or
 * shutting down), 53300 too_many_connections, and class 08 (connection exceptions).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code === '57P01' || code === '57P02' || code === '57P03' || code === '53300' || code.startsWith('08')
  );
}

/** What node-postgres and pg-pool say when a connection ends or cannot be had in time. */
const UNAVAILABLE_MESSAGE =
  /^Connection terminated|not queryable|timeout exceeded when trying to connect|is not currently accepting connections/;

/**
 * The database could not be reached, or the connection was lost while the request used it: the
 * request may succeed when tried again in a few seconds (a 503), unlike a bug (a 500). Drizzle
 * wraps the driver's error, so the cause chain is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = 'code' in current && typeof current.code === 'string' ? current.code : undefined;
    if (code && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code))))
      return true;
    if (current instanceof Error && UNAVAILABLE_MESSAGE.test(current.message)) return true;
    // A host name with several addresses (localhost: ::1 and 127.0.0.1) fails with all of them.
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
