// The languages Sprout speaks (docs/architecture.md#languages): the reader's language is the
// account's, else the guest's cookie, else the best match of Accept-Language; `?lang=` on any page
// sets the cookie. The pseudo-locale draws the English texts right to left, for tests of the layout.
// No zod here: the page's entry imports this module, and zod loads only with the pages that
// need schemas (LocaleSchema is in src/contract/accounts.ts).
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Each language named in itself (a reader finds theirs whatever the page's language). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** English texts laid out right to left: never offered, reachable with ?lang=en-XA. */
export const PSEUDO_RTL = 'en-XA';
/** What a page can be drawn in: a language, or the pseudo-locale. */
export type PageLocale = Locale | typeof PSEUDO_RTL;

/** The guest's choice (readable by the page: it holds no secret). */
export const LOCALE_COOKIE = 'sprout_lang';
/** The query parameter that chooses the language of any page, and sets the cookie. */
export const LOCALE_PARAM = 'lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es';
}

/** A page's locale from a parameter or cookie value, or undefined for anything else. */
export function parsePageLocale(value: string | null | undefined): PageLocale | undefined {
  if (value === PSEUDO_RTL) return PSEUDO_RTL;
  return isLocale(value) ? value : undefined;
}

/** The catalog a page locale reads. */
export function catalogOf(locale: PageLocale): Locale {
  return locale === PSEUDO_RTL ? 'en' : locale;
}

/**
 * The locale Intl writes each language in (dates, times, amounts, lists, zone names): US English,
 * and Spanish as a US Spanish speaker reads it, on a 12-hour clock ("4:00 p.m.") and with dollars
 * as "$9.99". The one place the pages and the mails take it from.
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The Intl locale of a page locale (the pseudo-locale writes as English does). */
export function intlLocaleOf(locale: PageLocale): string {
  return INTL_LOCALES[catalogOf(locale)];
}

export function dirOf(locale: PageLocale): 'ltr' | 'rtl' {
  return locale === PSEUDO_RTL ? 'rtl' : 'ltr';
}

/**
 * The best of our languages for an Accept-Language header ("es-MX,es;q=0.9,en;q=0.8"): the
 * highest weighted range whose primary language we speak; English when none is.
 */
export function bestLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!isLocale(primary) || !(q > 0)) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
