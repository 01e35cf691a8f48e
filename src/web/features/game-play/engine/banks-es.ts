// The Spanish banks (banks.ts): loaded only for a round in Spanish.
import type { Banks } from './banks.ts';
import { SCIENCE_BANK_ES } from './science-bank-es.ts';
import { WORDS_ES } from './word-list-es.ts';

export const SPANISH_BANKS: Banks = {
  words: WORDS_ES,
  science: SCIENCE_BANK_ES,
  // The mistakes a Spanish speller makes: letters that sound alike, a silent h, a lost accent or tilde.
  misspell: [
    ['v', 'b'],
    ['b', 'v'],
    ['ll', 'y'],
    ['y', 'll'],
    ['z', 's'],
    ['ce', 'se'],
    ['ci', 'si'],
    ['h', ''],
    ['g', 'j'],
    ['qu', 'k'],
    ['á', 'a'],
    ['é', 'e'],
    ['í', 'i'],
    ['ó', 'o'],
    ['ú', 'u'],
    ['ñ', 'n'],
    ['ü', 'u'],
  ],
};
