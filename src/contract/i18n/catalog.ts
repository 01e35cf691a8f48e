// The shape of a catalog (docs/architecture.md#languages): one JSON file per language beside this
// file, English the source. Keys name where a text is read ("home.title"); the API's error and
// validation texts are found by their English words, so the contract and the services keep
// writing English and the edge says it in the reader's language.
import type en from './en.json';
import { isIcu, type Message } from './format.ts';

export type MessageKey = keyof typeof en;
/** A catalog as a page or the server reads it: a message per key, ICU ones parsed. */
export type Catalog = Partial<Record<MessageKey, Message>>;

/** Keys only the server reads (e-mails): left out of the browser's copy of a catalog. */
export const SERVER_ONLY_PREFIX = 'mail.';

/**
 * A catalog as written, with each ICU message parsed by `parse` (FormatJS's parser): the build
 * does it for the browser, the server at start.
 */
export function compileCatalog(
  raw: Record<string, unknown>,
  parse: (text: string) => Exclude<Message, string>,
  keep: (key: string) => boolean = () => true,
): Catalog {
  const out: Record<string, Message> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!keep(key)) continue;
    out[key] = typeof value === 'string' && isIcu(value) ? parse(value) : (value as Message);
  }
  return out as Catalog;
}
