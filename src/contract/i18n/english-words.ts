// The contract and the services write English (docs/architecture.md#languages); these are the
// English words found again in the catalog, so the reader sees them in their language: a plain
// text by its words, and the API's words with values ("A message can be at most 1000
// characters") by a pattern its English texts match, the values read back from the text. One
// copy for the server's error handler (src/server/lib/i18n.ts) and the pages' forms
// (src/web/lib/i18n.tsx, which loads it with the whole catalogs, off the first load).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Catalog, MessageKey } from './catalog.ts';
import { formatMessage, type MessageValues } from './format.ts';

/** The key of English words, and the values read back from them. */
export interface EnglishWords {
  key: MessageKey;
  values?: MessageValues;
}

/** The keys of the API's words: found by their English text, values and all. */
const isApiKey = (key: string) => key.startsWith('errors.') || key.startsWith('validation.');

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
 * What finds English words in the English catalog: a plain text by its words, the API's words
 * with values by their patterns, read right only when the English drawn from the values read
 * back is the text itself.
 */
export function englishReader(english: Catalog): (text: string) => EnglishWords | undefined {
  const plain = new Map<unknown, MessageKey>();
  const patterns: { key: MessageKey; pattern: RegExp; groups: string[] }[] = [];
  for (const [name, message] of Object.entries(english)) {
    const key = name as MessageKey;
    if (typeof message === 'string') plain.set(message, key);
    else if (message && isApiKey(key)) {
      const groups: string[] = [];
      patterns.push({ key, pattern: new RegExp(`^${patternOf(message, groups)}$`, 's'), groups });
    }
  }
  return (text) => {
    const key = plain.get(text);
    if (key) return { key };
    for (const { key, pattern, groups } of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values: MessageValues = {};
      groups.forEach((name, i) => {
        const captured = match[i + 1];
        if (captured !== undefined) readBack(name, captured, values);
      });
      const message = english[key];
      if (message !== undefined && formatMessage('en', message, values) === text) return { key, values };
    }
    return undefined;
  };
}
