// Spelling Bee Blocks: a word's slots, some letters given and some empty, and letter blocks the
// child taps into the empty slots in order. Pure: the play view draws the blocks.
import type { Rng } from './random.ts';

export interface LetterSlots {
  /** The word's letters: a given letter, or null for a slot to fill. */
  given: (string | null)[];
  /** The letters placed so far into the empty slots, in order. */
  placed: { letter: string; block: number }[];
}

/** The empty slots to fill: about a third of the word, never the first letter. */
export function hiddenPositions(word: string, rng: Rng): number[] {
  const hide = Math.max(1, Math.round(word.length / 3));
  return rng
    .shuffle(Array.from({ length: word.length - 1 }, (_, i) => i + 1))
    .slice(0, hide)
    .sort((a, b) => a - b);
}

export function slotsFor(word: string, hidden: readonly number[]): LetterSlots {
  return { given: [...word].map((c, i) => (hidden.includes(i) ? null : c)), placed: [] };
}

/** The blocks to choose from: the missing letters and two decoys, shuffled. */
export function blocksFor(word: string, hidden: readonly number[], rng: Rng): string[] {
  const missing = hidden.map((i) => word[i] as string);
  const decoys = rng.shuffle([...'aeioustrnlm'].filter((c) => !missing.includes(c))).slice(0, 2);
  return rng.shuffle([...missing, ...decoys]);
}

export const emptyCount = (slots: LetterSlots) => slots.given.filter((c) => c === null).length;
export const isFull = (slots: LetterSlots) => slots.placed.length >= emptyCount(slots);

/** Puts a block's letter into the next empty slot (nothing happens when all are full or it is used). */
export function placeLetter(slots: LetterSlots, letter: string, block: number): LetterSlots {
  if (isFull(slots) || slots.placed.some((p) => p.block === block)) return slots;
  return { ...slots, placed: [...slots.placed, { letter, block }] };
}

/** Takes the last placed letter back out. */
export const removeLetter = (slots: LetterSlots): LetterSlots => ({
  ...slots,
  placed: slots.placed.slice(0, -1),
});

/** The word as the slots spell it now, with "_" for a slot still empty. */
export function spelled(slots: LetterSlots): string {
  let next = 0;
  return slots.given
    .map((c) => {
      if (c !== null) return c;
      const placed = slots.placed[next];
      next += 1;
      return placed ? placed.letter : '_';
    })
    .join('');
}
