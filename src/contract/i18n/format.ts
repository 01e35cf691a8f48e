// Formats a message of the catalogs (docs/architecture.md#languages). The ICU syntax is parsed by
// FormatJS's parser (at build time for the browser, at start on the server); what runs here is a
// small reader of its tree: text, arguments, numbers, dates, plural, selectordinal and select, with
// plurals and numbers from Intl. decision 0039 says why not intl-messageformat itself in the page.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A message: plain text as written, or the parsed tree of one with arguments. */
export type Message = string | MessageFormatElement[];
export type MessageValues = Record<string, string | number | Date>;

// The parser's element types (its TYPE enum, a runtime value we do not load in the page).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

/** The element types this reader draws; the catalog test refuses a message using any other. */
export const DRAWN_TYPES = new Set([LITERAL, ARGUMENT, NUMBER, DATE, TIME, SELECT, PLURAL, POUND]);

function draw(
  elements: MessageFormatElement[],
  locale: string,
  values: MessageValues,
  pound: number | undefined,
): string {
  let out = '';
  for (const el of elements) {
    switch (el.type) {
      case LITERAL:
        out += el.value;
        break;
      case ARGUMENT:
        out += String(values[el.value] ?? '');
        break;
      case NUMBER:
        out += new Intl.NumberFormat(locale).format(Number(values[el.value] ?? 0));
        break;
      case DATE:
      case TIME: {
        const value = values[el.value];
        const date = value instanceof Date ? value : new Date(value ?? 0);
        out += new Intl.DateTimeFormat(
          locale,
          el.type === DATE ? { dateStyle: 'medium' } : { timeStyle: 'short' },
        ).format(date);
        break;
      }
      case SELECT: {
        const option = el.options[String(values[el.value])] ?? el.options.other;
        if (option) out += draw(option.value, locale, values, pound);
        break;
      }
      case PLURAL: {
        const n = Number(values[el.value] ?? 0);
        const rule = new Intl.PluralRules(locale, { type: el.pluralType }).select(n - el.offset);
        const option = el.options[`=${n}`] ?? el.options[rule] ?? el.options.other;
        if (option) out += draw(option.value, locale, values, n - el.offset);
        break;
      }
      case POUND:
        out += new Intl.NumberFormat(locale).format(pound ?? 0);
        break;
    }
  }
  return out;
}

/** The message in words: `locale` decides plurals and how numbers and dates are written. */
export function formatMessage(locale: string, message: Message, values: MessageValues = {}): string {
  return typeof message === 'string' ? message : draw(message, locale, values, undefined);
}

/** A message that needs parsing: one with an argument or a quoted character. */
export function isIcu(text: string): boolean {
  return /[{}']/.test(text);
}
