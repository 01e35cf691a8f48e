// An authored text in the reader's language (docs/architecture.md#languages): the Spanish version
// for a reader of Spanish where the admin wrote one, else the English, with the language it is in.
import type { Locale } from '#contract/i18n/locales.ts';

export interface AuthoredText {
  text: string;
  lang: Locale;
}

export function inReaderLanguage(locale: Locale, english: string, spanish: string | null): AuthoredText {
  return locale === 'es' && spanish ? { text: spanish, lang: 'es' } : { text: english, lang: 'en' };
}
