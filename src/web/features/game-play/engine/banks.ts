// The shipped question banks of a language: words for the spelling and word-meaning games, and
// the science quiz. English ships with the engine; another language's banks are a chunk of their
// own, fetched when a round in that language starts (never on a page that plays no game).
import type { Locale } from '#contract/i18n/locales.ts';
import { type ScienceItem, scienceBank } from './science-bank.ts';
import { englishWords, type WordEntry } from './word-list.ts';

export interface Banks {
  words: WordEntry[];
  science: ScienceItem[];
  /** The language's believable misspellings: a letter group written as another sounding alike. */
  misspell: readonly (readonly [from: string, to: string])[];
}

/** English's banks: its words and questions are built when a round first reads them. */
export const ENGLISH_BANKS: Banks = {
  get words() {
    return englishWords();
  },
  get science() {
    return scienceBank();
  },
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
