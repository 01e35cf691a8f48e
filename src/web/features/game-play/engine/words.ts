// Spelling and word-meaning questions from the shipped word list (word-list.ts). A spelling
// word is asked two ways (pick the right spelling; fill in the missing letters), and so is a
// meaning (what a word means; which word has a meaning): each list gives 270 distinct questions.
import type { Banks } from './banks.ts';
import { type GenContext, tierOf } from './context.ts';
import { blocksFor, hiddenPositions } from './letter-slots.ts';
import { choicesOf, pickFresh, type Question } from './question.ts';
import type { Rng } from './random.ts';
import type { WordEntry } from './word-list.ts';

const VOWELS = 'aeiou';

/** Believable misspellings: a dropped, doubled, swapped or changed letter. */
export function misspellingsOf(word: string, alike: Banks['misspell']): string[] {
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
  for (const [from, to] of alike) {
    if (word.includes(from)) out.add(word.replace(from, to));
  }
  out.delete(word);
  return [...out].filter((w) => w.length >= 2);
}

/**
 * A level's words in order of preference: its own tier, then the nearer tier, then the farther.
 * A tier holds only 45 words (90 questions), so a child who has seen them all lately moves on to
 * the next tier's words before seeing one again.
 */
export function wordGroups(ctx: GenContext): WordEntry[][] {
  const t = tierOf(ctx.stage);
  return [0, 1, 2]
    .map((distance) => ctx.banks.words.filter((w) => Math.abs(w.tier - t) === distance))
    .filter((group) => group.length > 0);
}

type SpellingForm = 'pick' | 'fill';
type MeaningForm = 'meaning' | 'word-for';
const spellingKey = (form: SpellingForm, word: string) => `spell-${form}:${word}`;
const meaningKey = (form: MeaningForm, word: string) => `${form}:${word}`;

/** Every way a group's words can be asked, so the freshest can be chosen. */
function asked<F extends string>(groups: WordEntry[][], forms: readonly F[]) {
  return groups.map((group) => group.flatMap((entry) => forms.map((form) => ({ entry, form }))));
}

function pickSpelling(ctx: GenContext, entry: WordEntry, rng: Rng): Question {
  const wrong = rng.shuffle(misspellingsOf(entry.word, ctx.banks.misspell)).slice(0, 3);
  return {
    key: spellingKey('pick', entry.word),
    kind: 'spelling',
    prompt: ctx.t('games.q.spellPick', { meaning: entry.meaning }),
    say: ctx.t('games.q.spellPickSay', { word: entry.word, meaning: entry.meaning }),
    mode: 'choice',
    choices: choicesOf(entry.word, wrong, rng),
    choicesSpelled: true,
    answer: entry.word,
  };
}

/** Hides some letters (never the first): about a third of the word. */
export function withGaps(word: string, rng: Rng): string {
  return gapped(word, hiddenPositions(word, rng));
}

const gapped = (word: string, positions: readonly number[]) =>
  word
    .split('')
    .map((c, i) => (positions.includes(i) ? '_' : c))
    .join(' ');

/** Spelling Bee Blocks: the word is spoken, and the child taps letter blocks into its empty slots. */
function fillSpelling(ctx: GenContext, entry: WordEntry, rng: Rng): Question {
  const hidden = hiddenPositions(entry.word, rng);
  return {
    key: spellingKey('fill', entry.word),
    kind: 'spelling',
    prompt: ctx.t('games.q.spellFill', { meaning: entry.meaning }),
    say: ctx.t('games.q.spellFillSay', { word: entry.word, meaning: entry.meaning }),
    display: gapped(entry.word, hidden),
    mode: 'text',
    answer: entry.word,
    scene: { type: 'letters', word: entry.word, hidden, blocks: blocksFor(entry.word, hidden, rng) },
  };
}

export function spellingQuestion(ctx: GenContext, rng: Rng): Question {
  const groups = asked(wordGroups(ctx), ['pick', 'fill'] as const);
  const { entry, form } = pickFresh(groups, (a) => spellingKey(a.form, a.entry.word), ctx.isFresh, rng);
  return form === 'pick' ? pickSpelling(ctx, entry, rng) : fillSpelling(ctx, entry, rng);
}

export function meaningQuestion(ctx: GenContext, rng: Rng): Question {
  const groups = asked(wordGroups(ctx), ['meaning', 'word-for'] as const);
  const { entry, form } = pickFresh(groups, (a) => meaningKey(a.form, a.entry.word), ctx.isFresh, rng);
  // Wrong answers of the word's own tier, so none stands out as harder or easier.
  const others = ctx.banks.words.filter((w) => w.tier === entry.tier && w.word !== entry.word);
  if (form === 'meaning') {
    return {
      key: meaningKey(form, entry.word),
      kind: 'word-meaning',
      prompt: ctx.t('games.q.meaning', { word: entry.word }),
      mode: 'choice',
      scene: { type: 'magnifier', word: entry.word },
      choices: choicesOf(
        entry.meaning,
        others.map((w) => w.meaning),
        rng,
      ),
      answer: entry.meaning,
    };
  }
  return {
    key: meaningKey(form, entry.word),
    kind: 'word-meaning',
    prompt: ctx.t('games.q.wordFor', { meaning: entry.meaning }),
    mode: 'choice',
    scene: { type: 'magnifier', word: '?' },
    choices: choicesOf(
      entry.word,
      others.map((w) => w.word),
      rng,
    ),
    answer: entry.word,
  };
}
