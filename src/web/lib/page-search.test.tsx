import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { pageQueryEntries } from '#contract/pages.ts';
import { RecordingSearch, usePageSearch } from './page-search.ts';

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

/** What usePageSearch gave each time `QueryReader` was drawn. */
const readQueries: URLSearchParams[] = [];
function QueryReader() {
  readQueries.push(usePageSearch());
  return null;
}

describe('usePageSearch in the browser', () => {
  it('reads a parameter with an empty value as not set, as the server renders and keys the page', () => {
    // The browser's side of the hook (no server query given), drawn once to read what it gives.
    const address = {
      hook: () => ['/tutors', () => {}] as [string, () => void],
      searchHook: () => 'subject=&grade=3&q=',
    };
    renderToString(
      <Router {...address}>
        <QueryReader />
      </Router>,
    );
    const read = readQueries.at(-1);
    expect(read).toBeInstanceOf(URLSearchParams);
    expect(read).not.toBeInstanceOf(RecordingSearch);
    expect(read?.get('grade')).toBe('3');
    expect(read?.get('subject')).toBeNull();
    expect(read?.has('q')).toBe(false);
    expect(read?.toString()).toBe('grade=3');
  });
});
