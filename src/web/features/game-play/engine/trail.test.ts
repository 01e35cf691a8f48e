import { describe, expect, it } from 'vitest';
import { testT } from '#web/test/i18n.ts';
import { hopsOf, trailStones, trailText } from './trail.ts';

const en = testT();

describe('the Number Trail', () => {
  it('lays one stone a question, climbing from left to right', () => {
    const stones = trailStones(10);
    expect(stones).toHaveLength(10);
    for (let i = 1; i < stones.length; i++) {
      expect(stones[i]?.x).toBeGreaterThan(stones[i - 1]?.x ?? 0);
    }
    expect(stones.at(-1)?.y).toBeLessThan(stones[0]?.y ?? 0);
  });

  it('hops one stone per right answer and stops at the flag', () => {
    expect(hopsOf(0, 10)).toBe(0);
    expect(hopsOf(3, 10)).toBe(3);
    expect(hopsOf(12, 10)).toBe(10);
  });

  it('says in words how far the child has come and what reaches the flag', () => {
    expect(trailText(en, 3, 10, 8)).toBe('You hopped 3 of 10 stones. 5 more right answers reach the flag.');
    expect(trailText(en, 7, 10, 8)).toBe('You hopped 7 of 10 stones. 1 more right answer reaches the flag.');
    expect(trailText(en, 8, 10, 8)).toBe('You hopped 8 stones and reached the flag!');
    expect(trailText(en, 1, 10, 1)).toBe('You hopped 1 stone and reached the flag!');
    expect(trailText(en, 0, 1, null)).toBe('You hopped 0 of 1 stone. 1 more right answer reaches the flag.');
  });
});
