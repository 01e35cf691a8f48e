import { describe, expect, it } from 'vitest';
import { spokenText } from './speech';

describe('spokenText', () => {
  it('says sums in words and leaves out the drawn shape symbols', () => {
    expect(spokenText('7 × 3 = ?')).toBe('7 times 3 equals what?');
    expect(spokenText('12 − 5 = ?')).toBe('12 minus 5 equals what?');
    expect(spokenText('4 + 4 = ?')).toBe('4 plus 4 equals what?');
    expect(spokenText('★ star')).toBe('star');
  });
});
