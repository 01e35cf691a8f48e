// The server's side of the languages (docs/architecture.md#languages): the catalogs parsed once,
// a message in a reader's language, and the English texts of the API's errors (the contract's
// validation messages and the services' AppError messages) said in the reader's language.
import { parse } from '@formatjs/icu-messageformat-parser';
import { type Catalog, compileCatalog, type MessageKey } from '#contract/i18n/catalog.ts';
import enRaw from '#contract/i18n/en.json' with { type: 'json' };
import esRaw from '#contract/i18n/es.json' with { type: 'json' };
import { formatMessage, type MessageValues } from '#contract/i18n/format.ts';
import { catalogOf, type Locale, type PageLocale } from '#contract/i18n/locales.ts';

const compile = (raw: Record<string, unknown>) =>
  compileCatalog(raw, (text) => parse(text, { ignoreTag: true }));

export const CATALOGS: Record<Locale, Catalog> = { en: compile(enRaw), es: compile(esRaw) };

/** The message `key` in `locale` (English where the catalog lacks it). */
export function translate(locale: PageLocale, key: MessageKey, values?: MessageValues): string {
  const language = catalogOf(locale);
  const message = CATALOGS[language][key] ?? CATALOGS.en[key] ?? key;
  return formatMessage(language, message, values);
}

/** Every English text of the catalog, with its key: how an error's English words find their key. */
const KEY_OF_ENGLISH = new Map(
  Object.entries(enRaw).map(([key, text]) => [text, key as MessageKey] as const),
);

/** An English text the API answers with, in `locale` when the catalog has it (else as it is). */
export function translateText(locale: PageLocale, english: string): string {
  if (catalogOf(locale) === 'en') return english;
  const key = KEY_OF_ENGLISH.get(english);
  return key ? translate(locale, key) : english;
}
