// The page's language (docs/architecture.md#languages). A page arrives with the messages its
// render used (in the page, as JSON: #page-messages), so it paints and hydrates in its language
// with no catalog to fetch; the whole catalog of its language (a chunk of its own) is fetched at
// the reader's first tap, key or focus, or at once for a signed-in reader, before anything new is
// drawn. English words (the contract's validation messages) are found by their text.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { Catalog, MessageKey } from '#contract/i18n/catalog.ts';
import { formatMessage, type Message, type MessageValues } from '#contract/i18n/format.ts';
import { catalogOf, DEFAULT_LOCALE, type Locale, type PageLocale } from '#contract/i18n/locales.ts';

export const PAGE_MESSAGES_ID = 'page-messages';

const LOADERS: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('#contract/i18n/en.json'),
  es: () => import('#contract/i18n/es.json'),
};

const loaded = new Map<Locale, Promise<Catalog>>();

/** A language's whole catalog (fetched once). */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then((m) => m.default);
    loaded.set(locale, pending);
  }
  return pending;
}

/** What a page's words are drawn from. */
export interface I18nSetup {
  locale: PageLocale;
  messages: Catalog;
  /** The English catalog, where the contract's English words are looked up (not for English). */
  english?: Catalog;
  /** True when `messages` is the language's whole catalog. */
  complete: boolean;
  /** On the server: the keys the render used, which go into the page. */
  used?: Set<MessageKey>;
}

/** The whole catalog of a page's language, and the English one to look words up in. */
export async function completeSetup(locale: PageLocale): Promise<I18nSetup> {
  const language = catalogOf(locale);
  const [messages, english] = await Promise.all([loadCatalog(language), loadCatalog(DEFAULT_LOCALE)]);
  return { locale, messages, english, complete: true };
}

/** The language the server drew the page in, and the messages it used. */
export function pageSetup(doc: Document): I18nSetup {
  const locale = (doc.documentElement.lang || DEFAULT_LOCALE) as PageLocale;
  const text = doc.getElementById(PAGE_MESSAGES_ID)?.textContent;
  return { locale, messages: text ? (JSON.parse(text) as Catalog) : {}, complete: false };
}

/** The messages a render used, as the page carries them ("<" escaped inside the script element). */
export function usedMessagesJson(setup: I18nSetup): string {
  const used: Record<string, Message> = {};
  for (const key of setup.used ?? []) {
    const message = setup.messages[key];
    if (message !== undefined) used[key] = message;
  }
  return JSON.stringify(used).replace(/</g, '\\u003c');
}

/** The message function of a setup, outside React (a page's title, on the server). */
export function translator(setup: I18nSetup): Translate {
  return (key, values) => {
    setup.used?.add(key);
    const message = setup.messages[key];
    return message === undefined ? '' : formatMessage(setup.locale, message, values);
  };
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export interface I18n {
  locale: PageLocale;
  /** The message `key` in the page's language. */
  t: (key: MessageKey, values?: MessageValues) => string;
  /** English words of the contract (a validation message) in the page's language. */
  text: (english: string | undefined) => string | undefined;
}

const I18nContext = createContext<I18n | null>(null);

let fetchWhole: (() => void) | undefined;
/** Fetches the whole catalog of the page's language now (the first tap, key or focus). */
export function wantWholeCatalog(): void {
  fetchWhole?.();
}

export function I18nProvider({ setup: initial, children }: { setup: I18nSetup; children: ReactNode }) {
  const [setup, setSetup] = useState(initial);
  const whole = useCallback(() => {
    if (setup.complete) return;
    completeSetup(setup.locale).then(setSetup, () => undefined);
  }, [setup]);
  fetchWhole = whole;
  const value = useMemo<I18n>(() => {
    const language = catalogOf(setup.locale);
    const keyOf = new Map<string, MessageKey>();
    for (const [key, message] of Object.entries(setup.english ?? {})) {
      if (typeof message === 'string') keyOf.set(message, key as MessageKey);
    }
    const t = (key: MessageKey, values?: MessageValues) => {
      setup.used?.add(key);
      const message = setup.messages[key];
      if (message === undefined) {
        // Not in the page's messages: drawn when the whole catalog arrives.
        whole();
        return '';
      }
      return formatMessage(setup.locale, message, values);
    };
    const text = (english: string | undefined) => {
      if (english === undefined || language === DEFAULT_LOCALE) return english;
      const key = keyOf.get(english);
      if (!key) {
        whole();
        return english;
      }
      return t(key);
    };
    return { locale: setup.locale, t, text };
  }, [setup, whole]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n is used outside I18nProvider');
  return i18n;
}

/**
 * English words of the contract (a validation message) in the page's language; as they are
 * where no language is set up (a component drawn alone).
 */
export function useReadersWords(english: string | undefined): string | undefined {
  const i18n = useContext(I18nContext);
  return i18n ? i18n.text(english) : english;
}

/** The message function of the page's language. */
export function useT(): I18n['t'] {
  return useI18n().t;
}
