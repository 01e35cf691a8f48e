import { describe, expect, it } from 'vitest';
import {
  blocksFor,
  hiddenPositions,
  isFull,
  placeLetter,
  removeLetter,
  slotsFor,
  spelled,
} from './letter-slots.ts';
import { createRng } from './random.ts';

describe('Spelling Bee Blocks', () => {
  it('hides about a third of the letters, never the first', () => {
    const rng = createRng(3);
    for (const word of ['cat', 'happy', 'elephant']) {
      const hidden = hiddenPositions(word, rng);
      expect(hidden.length).toBe(Math.max(1, Math.round(word.length / 3)));
      expect(hidden).not.toContain(0);
    }
  });

  it('offers the missing letters among the blocks', () => {
    const blocks = blocksFor('happy', [1, 4], createRng(1));
    expect(blocks).toEqual(expect.arrayContaining(['a', 'y']));
    expect(blocks).toHaveLength(4);
  });

  it('fills the empty slots in order and takes the last letter back', () => {
    let slots = slotsFor('happy', [1, 4]);
    expect(spelled(slots)).toBe('h_pp_');
    slots = placeLetter(slots, 'a', 0);
    expect(spelled(slots)).toBe('happ_');
    slots = placeLetter(slots, 'a', 0);
    expect(spelled(slots)).toBe('happ_');
    slots = placeLetter(slots, 'i', 2);
    expect(spelled(slots)).toBe('happi');
    expect(isFull(slots)).toBe(true);
    expect(placeLetter(slots, 'y', 3)).toBe(slots);
    slots = removeLetter(slots);
    expect(spelled(slots)).toBe('happ_');
    expect(placeLetter(slots, 'y', 3).placed.map((p) => p.letter)).toEqual(['a', 'y']);
  });
});
