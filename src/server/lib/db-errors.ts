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
