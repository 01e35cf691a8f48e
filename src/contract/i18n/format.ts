// Formats a message of the catalogs (docs/architecture.md#languages). The ICU syntax is parsed by
// FormatJS's parser (at build time for the browser, at start on the server); what runs here is a
// small reader of its tree: text, arguments, numbers, plural, selectordinal and select, with
// plurals and numbers from Intl. decision 0039 says why not intl-messageformat itself in the page.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { intlLocaleOf, parsePageLocale } from './locales.ts';

/** A message: plain text as written, or the parsed tree of one with arguments. */
export type Message = string | MessageFormatElement[];
export type MessageValues = Record<string, string | number>;

// The parser's element types (its TYPE enum, a runtime value we do not load in the page):
// 0 text, 1 argument, 2 number, 5 select, 6 plural (and selectordinal), 7 "#". The catalog test
// (scripts/i18n-catalogs.test.ts) refuses a message with any other: dates and times come formatted
// (src/web/lib/format.ts draws them in the reader's zone), as arguments.

/** The Intl locales that group a whole number's digits in threes with commas ("1,500"): US Spanish too. */
export const DIGITS_AS_IN_THE_US: ReadonlySet<string> = new Set(['en-US', 'es-US']);

/** A whole number's digits grouped as en-US and es-US write them: "1,234,567", "-1,500". */
export function usDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * A number as the locale writes it. The catalogs' languages write a whole number without Intl:
 * the first Intl.NumberFormat or Intl.PluralRules of a page loads the locale's data, which took
 * 100-400 ms of the first render of the header's cart on a phone, and of the store's hydration
 * for its prices in points (docs/benchmarks.md#page-load).
 */
function numberWords(locale: string, n: number): string {
  // Intl writes a negative zero "-0"; String() would drop its sign.
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) {
    if (n >= 0 && n < 1000) return String(n);
    if (DIGITS_AS_IN_THE_US.has(locale)) return usDigits(n);
  }
  return intl(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(n);
}

/** The plural category of `n`: English and Spanish say "one" for 1 alone up to a million. */
function pluralOf(locale: string, type: 'cardinal' | 'ordinal' | undefined, n: number): string {
  if (type !== 'ordinal' && Number.isInteger(n) && n >= 0 && n < 1_000_000) return n === 1 ? 'one' : 'other';
  const key = `${locale} ${type ?? 'cardinal'}`;
  return intl(pluralRules, key, () => new Intl.PluralRules(locale, { type })).select(n);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
function intl<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let made = cache.get(key);
  if (!made) {
    made = make();
    cache.set(key, made);
  }
  return made;
}

/**
 * Whether a sentence's full stop follows a value that ends in one already ("9:30 a.m."): the
 * abbreviation's stop ends the sentence, as both languages write it, never "a.m..".
 */
function endsAbbreviation(drawn: string, text: string): boolean {
  return drawn.endsWith('.') && text.startsWith('.') && !text.startsWith('..');
}

function draw(elements: MessageFormatElement[], locale: string, values: MessageValues, pound = 0): string {
  let out = '';
  for (const el of elements) {
    if (el.type === 0) out += endsAbbreviation(out, el.value) ? el.value.slice(1) : el.value;
    else if (el.type === 1) out += values[el.value] ?? '';
    else if (el.type === 2 || el.type === 7) {
      out += numberWords(locale, el.type === 7 ? pound : Number(values[el.value] ?? 0));
    } else if (el.type === 5) {
      const option = el.options[String(values[el.value])] ?? el.options.other;
      if (option) out += draw(option.value, locale, values, pound);
    } else if (el.type === 6) {
      const n = Number(values[el.value] ?? 0);
      const rule = pluralOf(locale, el.pluralType, n - el.offset);
      const option = el.options[`=${n}`] ?? el.options[rule] ?? el.options.other;
      if (option) out += draw(option.value, locale, values, n - el.offset);
    }
  }
  return out;
}

/**
 * The message in words: `locale` decides plurals and how numbers are written, a page locale as
 * Intl writes its language (src/contract/i18n/locales.ts: Spanish as in the US, "1,500").
 */
export function formatMessage(locale: string, message: Message, values: MessageValues = {}): string {
  if (typeof message === 'string') return message;
  const page = parsePageLocale(locale);
  return draw(message, page ? intlLocaleOf(page) : locale, values);
}

/** A message that needs parsing: one with an argument or a quoted character. */
export function isIcu(text: string): boolean {
  return /[{}']/.test(text);
}
