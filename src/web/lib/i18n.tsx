// The page's language (docs/architecture.md#languages). A page arrives with the messages its
// render used (in the page, as JSON: #page-messages), so it paints and hydrates in its language
// with no catalog to fetch; the whole catalog of its language (a chunk of its own) is fetched at
// the reader's first tap or key, or at once for a signed-in reader, before anything new is
// drawn. English words (the contract's validation messages) are found by their text.
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Catalog, MessageKey } from '#contract/i18n/catalog.ts';
import type { EnglishWords } from '#contract/i18n/english-words.ts';
import { formatMessage, type Message, type MessageValues } from '#contract/i18n/format.ts';
import { catalogOf, DEFAULT_LOCALE, type Locale, type PageLocale } from '#contract/i18n/locales.ts';

export const PAGE_MESSAGES_ID = 'page-messages';

const LOADERS: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('#contract/i18n/en.json'),
  es: () => import('#contract/i18n/es.json'),
};

/** A language's whole catalog (fetched once: the module is kept). */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  return LOADERS[locale]().then((m) => m.default);
}

/** What a page's words are drawn from. */
export interface I18nSetup {
  locale: PageLocale;
  messages: Catalog;
  /**
   * Finds the contract's English words (a validation message, values and all) in the English
   * catalog (src/contract/i18n/english-words.ts): there once the whole catalogs are.
   */
  readEnglish?: (english: string) => EnglishWords | undefined;
  /** True when `messages` is the language's whole catalog. */
  complete: boolean;
  /** On the server: the keys the render used, which go into the page (see recordingSetup). */
  used?: Set<MessageKey>;
}

/** The whole catalog of a page's language, and the English one to look words up in. */
export async function completeSetup(locale: PageLocale): Promise<I18nSetup> {
  const language = catalogOf(locale);
  const [messages, english, words] = await Promise.all([
    loadCatalog(language),
    loadCatalog(DEFAULT_LOCALE),
    import('#contract/i18n/english-words.ts'),
  ]);
  return { locale, messages, readEnglish: words.englishReader(english), complete: true };
}

/** The language the server drew the page in, and the messages it used. */
export function pageSetup(doc: Document): I18nSetup {
  const locale = doc.documentElement.lang as PageLocale;
  const text = doc.getElementById(PAGE_MESSAGES_ID)?.textContent;
  return { locale, messages: text ? (JSON.parse(text) as Catalog) : {}, complete: false };
}

/** A setup that notes each key read of it (the server's render: those go into the page). */
export function recordingSetup(setup: I18nSetup): I18nSetup {
  const used = new Set<MessageKey>();
  const messages = new Proxy(setup.messages, {
    get(target, key) {
      used.add(key as MessageKey);
      return target[key as MessageKey];
    },
  });
  return { ...setup, messages, used };
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
  text: (english: string) => string;
  /** Makes sure the page carries these messages (see useMessagesAhead). */
  ahead: (keys: readonly MessageKey[]) => void;
  /**
   * The message function of the whole catalog, for words kept outside React (a game round's
   * questions and feedback): at once when the page has it, else once the page is drawn from it,
   * so what is drawn with these words has its own words too (not one frame of blank text).
   */
  wholeWords: () => Promise<Translate>;
}

const I18nContext = createContext<I18n | null>(null);

let fetchWhole: (() => void) | undefined;
/** Fetches the whole catalog of the page's language now (the first tap or key). */
export function wantWholeCatalog(): void {
  fetchWhole?.();
}

interface Waiting {
  resolve: (t: Translate) => void;
  reject: (error: unknown) => void;
}

export function I18nProvider({ setup: initial, children }: { setup: I18nSetup; children: ReactNode }) {
  const [setup, setSetup] = useState(initial);
  // Those waiting for the whole words (wholeWords): answered once the page is drawn from them.
  const waiting = useRef<Waiting[]>([]);
  useEffect(() => {
    if (!setup.complete) return;
    const words = translator(setup);
    for (const { resolve } of waiting.current.splice(0)) resolve(words);
  }, [setup]);
  const value = useMemo<I18n>(() => {
    // Every part that says something draws again with the whole catalog: in a transition, in
    // slices a tap can interrupt, not in one long task.
    // Fetched once however many parts ask (each word missing from the page asks), and asked
    // again only after a failure.
    let arriving: Promise<void> | undefined;
    const arrive = () => {
      if (arriving) return;
      arriving = completeSetup(setup.locale).then(
        (complete) => startTransition(() => setSetup(complete)),
        (error: unknown) => {
          arriving = undefined;
          for (const { reject } of waiting.current.splice(0)) reject(error);
        },
      );
    };
    const whole = () => {
      if (!setup.complete) arrive();
    };
    fetchWhole = whole;
    // English pages keep the English words as they are: no lookup.
    const readEnglish = catalogOf(setup.locale) === DEFAULT_LOCALE ? undefined : setup.readEnglish;
    const t: Translate = (key, values) => {
      const message = setup.messages[key];
      if (message !== undefined) return formatMessage(setup.locale, message, values);
      // Not in the page's messages: drawn when the whole catalog arrives.
      whole();
      return '';
    };
    // English words are said in the page's language once the whole catalogs are there, the
    // values of a message that has them read back from the English.
    const text = (english: string) => {
      const found = readEnglish?.(english);
      if (found) return t(found.key, found.values);
      whole();
      return english;
    };
    const ahead = (keys: readonly MessageKey[]) => {
      // Read on the server's render, so they go into the page (recordingSetup).
      if (keys.some((key) => setup.messages[key] === undefined)) whole();
    };
    const wholeWords = () =>
      setup.complete
        ? Promise.resolve(t)
        : new Promise<Translate>((resolve, reject) => {
            waiting.current.push({ resolve, reject });
            arrive();
          });
    return { locale: setup.locale, t, text, ahead, wholeWords };
  }, [setup]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The page's language (under I18nProvider, which App and the test harnesses put around all). */
export function useI18n(): I18n {
  return useContext(I18nContext) as I18n;
}

/**
 * English words of the contract (a validation message) in the page's language; as they are
 * where no language is set up (a component drawn alone).
 */
export function useReadersWords(english: string | undefined): string | undefined {
  const i18n = useContext(I18nContext);
  return i18n && english ? i18n.text(english) : english;
}

/**
 * Messages a part shows once the session is known (a guest's "Log in" prompt) where the server
 * drew it while the session was loading: read while it loads, they go into the page, so a
 * guest's page shows them after hydration without fetching the whole catalog (its chunk is tens
 * of kilobytes to evaluate, and every part that says something draws again when it arrives).
 */
export function useMessagesAhead(...keys: MessageKey[]): void {
  useI18n().ahead(keys);
}

/** The message function of the page's language. */
export function useT(): I18n['t'] {
  return useI18n().t;
}

/**
 * The `lang` attribute of an authored text (docs/architecture.md#languages): the language a
 * public read says the field is in (absent: English), when that is not the page's language (an
 * English fallback on a Spanish page, so it is read aloud in English), else none.
 */
export function useTextLang(): (fieldLang: Locale | undefined) => Locale | undefined {
  const i18n = useContext(I18nContext);
  const page = i18n ? catalogOf(i18n.locale) : DEFAULT_LOCALE;
  return (fieldLang) => {
    const lang = fieldLang ?? DEFAULT_LOCALE;
    return lang === page ? undefined : lang;
  };
}
