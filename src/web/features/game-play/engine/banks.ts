// The shipped question banks of a language: words for the spelling and word-meaning games, and
// the science quiz. English ships with the engine; another language's banks are a chunk of their
// own, fetched when a round in that language starts (never on a page that plays no game).
import type { Locale } from '#contract/i18n/locales.ts';
import { SCIENCE_BANK, type ScienceItem } from './science-bank.ts';
import { WORDS, type WordEntry } from './word-list.ts';

export interface Banks {
  words: WordEntry[];
  science: ScienceItem[];
  /** The language's believable misspellings: a letter group written as another sounding alike. */
  misspell: readonly (readonly [from: string, to: string])[];
}

export const ENGLISH_BANKS: Banks = {
  words: WORDS,
  science: SCIENCE_BANK,
  misspell: [
    ['ie', 'ei'],
    ['ck', 'k'],
    ['ph', 'f'],
    ['ous', 'us'],
    ['tion', 'shun'],
    ['c', 'k'],
  ],
};

/** The banks of a round in `locale`. */
export async function loadBanks(locale: Locale): Promise<Banks> {
  if (locale === 'es') return (await import('./banks-es.ts')).SPANISH_BANKS;
  return ENGLISH_BANKS;
}
