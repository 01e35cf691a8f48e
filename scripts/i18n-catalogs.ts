// The message catalogs (src/contract/i18n/<language>.json) as the browser gets them: each ICU
// message parsed at build time by FormatJS's parser, so the page carries no parser, and the keys
// only the server reads (e-mails) left out. The server's renderer gets every key.
// docs/architecture.md#languages.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { compileCatalog, SERVER_ONLY_PREFIX } from '../src/contract/i18n/catalog.ts';

const CATALOG = /[\\/]src[\\/]contract[\\/]i18n[\\/][a-z]{2}\.json$/;

export function i18nCatalogs(): Plugin {
  return {
    name: 'sprout-i18n-catalogs',
    enforce: 'pre',
    transform(code, id, options) {
      if (!CATALOG.test(id.split('?')[0] ?? '')) return null;
      const raw = JSON.parse(code) as Record<string, unknown>;
      const keep = options?.ssr ? () => true : (key: string) => !key.startsWith(SERVER_ONLY_PREFIX);
      const catalog = compileCatalog(raw, (text) => parse(text, { ignoreTag: true }), keep);
      // Still JSON: Vite's own JSON plugin makes the module of it.
      return { code: JSON.stringify(catalog), map: null };
    },
  };
}
