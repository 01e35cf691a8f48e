import { describe, expect, it } from 'vitest';
import { hasTutorFilters, readTutorFilters, withTutorFilters } from './tutor-filter-params.ts';

describe('tutor filters in the address', () => {
  it('reads the filters that are set and ignores the rest', () => {
    expect(
      readTutorFilters(new URLSearchParams('?q=%20priya%20&subject=Science&grade=&tutor=3&other=x')),
    ).toEqual({
      q: 'priya',
      subject: 'Science',
    });
    expect(hasTutorFilters(readTutorFilters(new URLSearchParams()))).toBe(false);
  });

  it('writes the filters in a stable order and keeps other parameters', () => {
    expect(withTutorFilters('?tutor=3&subject=Reading', { sessionType: 'Homework Help', q: 'math' })).toBe(
      '?q=math&sessionType=Homework+Help&tutor=3',
    );
    expect(withTutorFilters('?subject=Reading', {})).toBe('');
  });
});
