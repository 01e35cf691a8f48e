// The server's side of the languages (docs/architecture.md#languages): the catalogs parsed once,
// a message in a reader's language, and the English texts of the API's errors (the contract's
// validation messages and the services' AppError messages) said in the reader's language.
import { parse } from '@formatjs/icu-messageformat-parser';
import { type Catalog, compileCatalog, type MessageKey } from '#contract/i18n/catalog.ts';
import enRaw from '#contract/i18n/en.json' with { type: 'json' };
import { type EnglishWords, englishReader } from '#contract/i18n/english-words.ts';
import esRaw from '#contract/i18n/es.json' with { type: 'json' };
import { formatMessage, type MessageValues } from '#contract/i18n/format.ts';
import { catalogOf, type Locale, type PageLocale } from '#contract/i18n/locales.ts';
import { optionKey } from '#contract/i18n/option-keys.ts';

const compile = (raw: Record<string, unknown>) =>
  compileCatalog(raw, (text) => parse(text, { ignoreTag: true }));

export const CATALOGS: Record<Locale, Catalog> = { en: compile(enRaw), es: compile(esRaw) };

/** The message `key` in `locale` (English where the catalog lacks it). */
export function translate(locale: PageLocale, key: MessageKey, values?: MessageValues): string {
  const language = catalogOf(locale);
  const message = CATALOGS[language][key] ?? CATALOGS.en[key] ?? key;
  return formatMessage(language, message, values);
}

/** An option of the contract (a subject, a session type) in `locale`; free text as it is. */
export function translateOption(locale: PageLocale, value: string): string {
  const key = optionKey(value);
  return key ? translate(locale, key) : value;
}

/** The key and values of an English text of the API, when the catalog has its words. */
export const messageOfEnglish: (english: string) => EnglishWords | undefined = englishReader(CATALOGS.en);

/** An English text the API answers with, in `locale` when the catalog has it (else as it is). */
export function translateText(locale: PageLocale, english: string): string {
  if (catalogOf(locale) === 'en') return english;
  const found = messageOfEnglish(english);
  return found ? translate(locale, found.key, found.values) : english;
}
