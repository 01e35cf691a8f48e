/**
 * A unique index refused the write (PostgreSQL's 23505): the row a check said was free was
 * taken at the same moment. Drizzle wraps the driver's error, so the code may be on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}
