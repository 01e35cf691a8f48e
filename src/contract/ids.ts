// What an id looks like where it arrives as text (a path, a query string, an address in the
// browser), without any schema code, so the web app's entry can read ids without loading zod.

/** The largest id: PostgreSQL's `integer`. */
export const MAX_ID = 2_147_483_647;

/**
 * Plain decimal digits with no sign, spaces, exponent, hex prefix or leading zero: one id has one
 * spelling, so `/tutors/16`, `/tutors/016` and `/tutors/0x10` cannot name the same row (or fill
 * a cache with copies of it).
 */
export const ID_TEXT_PATTERN = /^[1-9][0-9]{0,9}$/;

/** The id a piece of text names, or undefined when it is not exactly an id (docs/rules.md#holding-up). */
export function parseId(text: string | null | undefined): number | undefined {
  if (!text || !ID_TEXT_PATTERN.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}
