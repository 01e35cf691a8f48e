import { describe, expect, it } from 'vitest';
import { starParts } from './star-rating.tsx';

describe('starParts', () => {
  it.each([
    [0, { full: 0, half: false, empty: 5 }],
    [3.4, { full: 3, half: false, empty: 2 }],
    [3.5, { full: 3, half: true, empty: 1 }],
    [4.9, { full: 4, half: true, empty: 0 }],
    [5, { full: 5, half: false, empty: 0 }],
    [7, { full: 5, half: false, empty: 0 }],
  ])('shows %d as %o (a half star from .5)', (rating, parts) => {
    expect(starParts(rating)).toEqual(parts);
  });
});
