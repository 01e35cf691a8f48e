// The server's side of the languages (docs/architecture.md#languages): the catalogs parsed once,
// a message in a reader's language, and the English texts of the API's errors (the contract's
// validation messages and the services' AppError messages) said in the reader's language.
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { type Catalog, compileCatalog, type MessageKey } from '#contract/i18n/catalog.ts';
import enRaw from '#contract/i18n/en.json' with { type: 'json' };
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

/** The keys of the API's words (docs/architecture.md#languages): found by their English text. */
const isApiKey = (key: string) => key.startsWith('errors.') || key.startsWith('validation.');

/** Every English text of the catalog, with its key: how an error's English words find their key. */
const KEY_OF_ENGLISH = new Map(
  Object.entries(enRaw).map(([key, text]) => [text, key as MessageKey] as const),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A regular expression source that matches every text `elements` draws in English, and for each
 * of its groups, the value it captures: an argument's (`name`), or the option of a select or
 * plural that matched (`name=option`, an empty group at the start of the option).
 */
function patternOf(elements: MessageFormatElement[], groups: string[], pluralOf?: string): string {
  let out = '';
  for (const el of elements) {
    if (el.type === 0) out += escapeRegExp(el.value);
    else if (el.type === 1) {
      groups.push(el.value);
      out += '(.+?)';
    } else if (el.type === 2 || el.type === 7) {
      groups.push(el.type === 7 ? (pluralOf ?? '') : el.value);
      out += '(-?[\\d.,]+)';
    } else if (el.type === 5 || el.type === 6) {
      const options = Object.entries(el.options).map(([option, { value }]) => {
        groups.push(`${el.value}=${option}`);
        return `()${patternOf(value, groups, el.type === 6 ? el.value : pluralOf)}`;
      });
      out += `(?:${options.join('|')})`;
    }
  }
  return out;
}

/** A value read back from an English text: a number where the option or the digits say one. */
function readBack(name: string, captured: string, values: MessageValues) {
  const [arg = '', option] = name.split('=');
  if (option === undefined) {
    const number = Number(captured.replaceAll(',', ''));
    values[arg] ??= /^-?[\d.,]+$/.test(captured) && Number.isFinite(number) ? number : captured;
  } else if (option.startsWith('=')) values[arg] ??= Number(option.slice(1));
  else if (!['zero', 'one', 'two', 'few', 'many', 'other'].includes(option)) values[arg] ??= option;
}

/**
 * The API's words with values ("A window lasts at least {minutes} minutes…"), each as a pattern
 * its English texts match: the values are read back from the text and the message drawn again
 * in the reader's language.
 */
const ENGLISH_PATTERNS = Object.entries(CATALOGS.en).flatMap(([key, message]) => {
  if (!isApiKey(key) || typeof message === 'string' || !message) return [];
  const groups: string[] = [];
  const pattern = new RegExp(`^${patternOf(message, groups)}$`, 's');
  return [{ key: key as MessageKey, pattern, groups }];
});

/** The key and values of an English text of the API, when the catalog has its words. */
export function messageOfEnglish(english: string): { key: MessageKey; values?: MessageValues } | undefined {
  const plain = KEY_OF_ENGLISH.get(english);
  if (plain && typeof CATALOGS.en[plain] === 'string') return { key: plain };
  for (const { key, pattern, groups } of ENGLISH_PATTERNS) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values: MessageValues = {};
    groups.forEach((name, i) => {
      const captured = match[i + 1];
      if (captured !== undefined) readBack(name, captured, values);
    });
    // Read back right only when the English drawn from these values is the text itself.
    if (translate('en', key, values) === english) return { key, values };
  }
  return undefined;
}

/** An English text the API answers with, in `locale` when the catalog has it (else as it is). */
export function translateText(locale: PageLocale, english: string): string {
  if (catalogOf(locale) === 'en') return english;
  const found = messageOfEnglish(english);
  return found ? translate(locale, found.key, found.values) : english;
}
