// The catalogs (docs/architecture.md#languages): every key in every language, none unused, each
// ICU message parsed with the same arguments in every language, drawn by our reader exactly as
// FormatJS's own formatter draws it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatMessage, isIcu } from '../src/contract/i18n/format.ts';
import { intlLocaleOf, LOCALES } from '../src/contract/i18n/locales.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const here = path.join(root, 'src/contract/i18n');
const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(here, `${locale}.json`), 'utf8')) as Record<string, string>,
  ]),
);
const en = catalogs.en ?? {};

/** What our reader draws (src/contract/i18n/format.ts): dates and times come as formatted text. */
const DRAWN_TYPES = new Set<number>([
  TYPE.literal,
  TYPE.argument,
  TYPE.number,
  TYPE.select,
  TYPE.plural,
  TYPE.pound,
]);

/** Each argument of a message with its kind ("count:plural"), sorted. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(`${el.value}:${TYPE[el.type]}`);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

function typesOf(elements: MessageFormatElement[], into = new Set<number>()): Set<number> {
  for (const el of elements) {
    into.add(el.type);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) typesOf(option.value, into);
    }
  }
  return into;
}

/** Values to draw a message with: every plural at 0, 1, 2 and 5 in turn. */
function sampleValues(args: Set<string>, n: number): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const arg of args) {
    const [name = '', kind] = arg.split(':');
    values[name] = kind === 'plural' || kind === 'number' ? n : `‹${name}›`;
  }
  return values;
}

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sourceFiles(file, into);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) into.push(file);
  }
  return into;
}

describe('the message catalogs', () => {
  it('have the same keys in every language', () => {
    for (const locale of LOCALES)
      expect(Object.keys(catalogs[locale] ?? {}).sort(), locale).toEqual(Object.keys(en).sort());
  });

  it('parse every ICU message with the same arguments in every language, of kinds our reader draws', () => {
    for (const [key, english] of Object.entries(en)) {
      const expected = [...argumentsOf(parse(english, { ignoreTag: true }))].sort();
      for (const locale of LOCALES) {
        const text = catalogs[locale]?.[key] ?? '';
        expect(text.trim(), `${locale} ${key} is empty`).not.toBe('');
        const tree = parse(text, { ignoreTag: true });
        expect([...argumentsOf(tree)].sort(), `${locale} ${key}`).toEqual(expected);
        for (const type of typesOf(tree))
          expect(DRAWN_TYPES.has(type), `${locale} ${key}: ${TYPE[type]}`).toBe(true);
      }
    }
  });

  it("draws every message as FormatJS's formatter does, plural forms included", () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(catalogs[locale] ?? {})) {
        const tree = parse(text, { ignoreTag: true });
        const args = argumentsOf(tree);
        for (const n of [0, 1, 2, 5]) {
          const values = sampleValues(args, n);
          const ours = formatMessage(locale, isIcu(text) ? tree : text, values);
          const theirs = String(
            new IntlMessageFormat(text, intlLocaleOf(locale), undefined, { ignoreTag: true }).format(values),
          );
          expect(ours, `${locale} ${key} (${n})`).toBe(theirs);
        }
      }
    }
  });

  it('gives every value of an API message (validation and error words) its own argument, never a plural alone', () => {
    // The API's words are found by their English text (src/server/lib/i18n.ts): each value is
    // read back from an argument, a number or "#", so a plural needs its count drawn somewhere.
    for (const [key, text] of Object.entries(en)) {
      if (!(key.startsWith('validation.') || key.startsWith('errors.')) || !isIcu(text)) continue;
      const args = argumentsOf(parse(text, { ignoreTag: true }));
      for (const arg of args) {
        const [name] = arg.split(':');
        if (arg.endsWith(':plural')) {
          const drawn = args.has(`${name}:argument`) || args.has(`${name}:number`) || text.includes('#');
          expect(drawn, `${key}: ${name}`).toBe(true);
        }
      }
    }
  });

  it('uses every key: by its key in the source, or (an API message) by its English words', () => {
    const source = sourceFiles(path.join(root, 'src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.entries(en)
      .filter(([key, text]) => {
        if (source.includes(`'${key}'`)) return false;
        const byWords = key.startsWith('validation.') || key.startsWith('errors.');
        if (!byWords) return true;
        if (!isIcu(text)) return !(source.includes(`'${text}'`) || source.includes(`"${text}"`));
        // Words with values are written in template literals: each sentence of each stretch
        // between values is there (a sentence may come from a constant of the contract).
        const words = parse(text, { ignoreTag: true }).flatMap((el) =>
          el.type === TYPE.literal ? el.value.split(/(?<=\.) /).filter((w) => w.trim().length > 0) : [],
        );
        return !(words.some((w) => w.length >= 8) && words.every((w) => source.includes(w)));
      })
      .map(([key]) => key);
    expect(unused).toEqual([]);
  });
});
