// The page's language in component tests: a language's whole catalog, as the app has it once it
// is fetched (lib/i18n.tsx), read at once.

import type { Catalog } from '#contract/i18n/catalog.ts';
import en from '#contract/i18n/en.json';
import { englishReader } from '#contract/i18n/english-words.ts';
import es from '#contract/i18n/es.json';
import type { PageLocale } from '#contract/i18n/locales.ts';
import { type I18nSetup, type Translate, translator } from '#web/lib/i18n.tsx';

const CATALOGS = { en: en as Catalog, es: es as Catalog };

export function testI18n(locale: PageLocale = 'en'): I18nSetup {
  return {
    locale,
    messages: locale === 'es' ? CATALOGS.es : CATALOGS.en,
    readEnglish: englishReader(CATALOGS.en),
    complete: true,
  };
}

/** The words of a language outside React (the game engine's `t`). */
export function testT(locale: PageLocale = 'en'): Translate {
  return translator(testI18n(locale));
}
