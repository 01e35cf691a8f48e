// Search text in a list's filter: a case-insensitive "contains" over some text columns. Lists of
// authored content search their Spanish versions too, so a reader finds a piece in either language.
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

/** `%`, `_` and `\` in search text are literal characters, not patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Any of `columns` contains `text`, ignoring case. */
export function containsText(text: string, columns: AnyColumn[]): SQL {
  const pattern = likePattern(text);
  return or(...columns.map((column) => sql`${column} ilike ${pattern}`)) ?? sql`false`;
}
