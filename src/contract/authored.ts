// Authored content in two languages (docs/architecture.md#languages): an admin writes each text of
// an article, a tutor's bio, a testimonial, a prize or a game in English and, optionally, in
// Spanish. A public read answers each of those fields in the reader's language where it exists,
// else in English, and says which language each field is in, so a page marks an English block
// shown to a reader of Spanish with lang="en" (a screen reader then reads it with an English voice).
import { z } from 'zod';
import { LOCALES } from '#contract/i18n/locales.ts';

export const FieldLanguageSchema = z.enum(LOCALES);

/**
 * An optional Spanish version in an admin form: absent keeps the stored one (a client that knows
 * nothing of Spanish changes nothing), empty or null clears it (readers of Spanish get the English).
 */
export function spanishVersion(max: number) {
  return z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/** A stored Spanish version as the admin reads it back: null when there is none. */
export const StoredSpanishSchema = z.string().nullable().default(null);
