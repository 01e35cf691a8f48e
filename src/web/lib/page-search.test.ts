import { describe, expect, it } from 'vitest';
import { pageQueryEntries } from '#contract/pages.ts';
import { RecordingSearch } from './page-search';

describe('the query of a page rendered on the server', () => {
  it('notes each parameter read by name, present or not, and nothing else', () => {
    const search = new RecordingSearch('?subject=Math&utm_source=mail');
    expect(search.get('subject')).toBe('Math');
    expect(search.has('tutor')).toBe(false);
    expect(search.getAll('grade')).toEqual([]);
    expect(search.read()).toEqual({ names: ['grade', 'subject', 'tutor'] });
  });

  it('counts a walk over it or writing it out as reading all of it', () => {
    for (const readAll of [
      (s: URLSearchParams) => s.toString(),
      (s: URLSearchParams) => [...s],
      (s: URLSearchParams) => new URLSearchParams(s),
      (s: URLSearchParams) => {
        s.forEach(() => {});
      },
      (s: URLSearchParams) => [...s.keys()],
    ]) {
      const search = new RecordingSearch('?a=1');
      readAll(search);
      expect(search.read()).toBe('whole');
    }
  });

  it('refuses to be changed: a link made from it copies it first', () => {
    const search = new RecordingSearch('?a=1');
    expect(() => search.set('a', '2')).toThrow(/read-only/);
    expect(() => search.delete('a')).toThrow(/read-only/);
    expect(search.get('a')).toBe('1');
  });
});

describe('pageQueryEntries', () => {
  it('reads a parameter with an empty value as not set, as the server keys the page', () => {
    const query = new URLSearchParams(pageQueryEntries(new URLSearchParams('?subject=&grade=3&q=')));
    expect(query.get('subject')).toBeNull();
    expect(query.has('q')).toBe(false);
    expect(query.toString()).toBe('grade=3');
  });
});
