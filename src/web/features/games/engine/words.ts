// Spelling and word-meaning questions from the shipped word list (word-list.ts). A spelling
// word is asked two ways (pick the right spelling; fill in the missing letters), and so is a
// meaning (what a word means; which word has a meaning): each list gives 270 distinct questions.
import { type GenContext, tierOf } from './context';
import { choicesOf, type Question } from './question';
import type { Rng } from './random';
import { WORDS, type WordEntry } from './word-list';

const VOWELS = 'aeiou';

/** Believable misspellings: a dropped, doubled, swapped or changed letter. */
export function misspellingsOf(word: string): string[] {
  const out = new Set<string>();
  for (let i = 1; i < word.length; i++) {
    out.add(word.slice(0, i) + word.slice(i + 1));
    const c = word[i] as string;
    if (!VOWELS.includes(c) && word[i + 1] !== c && word[i - 1] !== c)
      out.add(word.slice(0, i) + c + word.slice(i));
    if (i < word.length - 1) out.add(word.slice(0, i) + word[i + 1] + c + word.slice(i + 2));
    if (VOWELS.includes(c))
      for (const v of VOWELS) if (v !== c) out.add(word.slice(0, i) + v + word.slice(i + 1));
  }
  for (const [from, to] of [
    ['ie', 'ei'],
    ['ck', 'k'],
    ['ph', 'f'],
    ['ous', 'us'],
    ['tion', 'shun'],
    ['c', 'k'],
  ] as const) {
    if (word.includes(from)) out.add(word.replace(from, to));
  }
  out.delete(word);
  return [...out].filter((w) => w.length >= 2);
}

function wordsFor(ctx: GenContext): WordEntry[] {
  const t = tierOf(ctx.stage);
  const near = WORDS.filter((w) => w.tier === t);
  return near.length > 0 ? near : WORDS;
}

function pickSpelling(entry: WordEntry, rng: Rng): Question {
  const wrong = rng.shuffle(misspellingsOf(entry.word)).slice(0, 3);
  return {
    key: `spell-pick:${entry.word}`,
    kind: 'spelling',
    prompt: `Which word is spelled right? It means "${entry.meaning}".`,
    mode: 'choice',
    choices: choicesOf(entry.word, wrong, rng),
    answer: entry.word,
  };
}

/** Hides some letters (never the first): about a third of the word. */
export function withGaps(word: string, rng: Rng): string {
  const hide = Math.max(1, Math.round(word.length / 3));
  const positions = rng.shuffle(Array.from({ length: word.length - 1 }, (_, i) => i + 1)).slice(0, hide);
  return word
    .split('')
    .map((c, i) => (positions.includes(i) ? '_' : c))
    .join(' ');
}

function fillSpelling(entry: WordEntry, rng: Rng): Question {
  return {
    key: `spell-fill:${entry.word}`,
    kind: 'spelling',
    prompt: `Fill in the missing letters and type the whole word. It means "${entry.meaning}".`,
    display: withGaps(entry.word, rng),
    mode: 'text',
    answer: entry.word,
  };
}

export function spellingQuestion(ctx: GenContext, rng: Rng): Question {
  const entry = rng.pick(wordsFor(ctx));
  return rng.next() < 0.5 ? pickSpelling(entry, rng) : fillSpelling(entry, rng);
}

export function meaningQuestion(ctx: GenContext, rng: Rng): Question {
  const pool = wordsFor(ctx);
  const entry = rng.pick(pool);
  const others = pool.filter((w) => w.word !== entry.word);
  if (rng.next() < 0.5) {
    return {
      key: `meaning:${entry.word}`,
      kind: 'word-meaning',
      prompt: `What does "${entry.word}" mean?`,
      mode: 'choice',
      choices: choicesOf(
        entry.meaning,
        others.map((w) => w.meaning),
        rng,
      ),
      answer: entry.meaning,
    };
  }
  return {
    key: `word-for:${entry.word}`,
    kind: 'word-meaning',
    prompt: `Which word means "${entry.meaning}"?`,
    mode: 'choice',
    choices: choicesOf(
      entry.word,
      others.map((w) => w.word),
      rng,
    ),
    answer: entry.word,
  };
}
