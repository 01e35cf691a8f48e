// The address's query as the app reads it. Every reader goes through `usePageSearch` (the lint
// keeps wouter's `useSearch` here), so that the server's render can tell which parameters a
// page's HTML depends on: it keys the rendered page by the path and those parameters alone, and a
// query the page never reads (?utm_source=, ?x=1) is served the same HTML from the same entry
// (src/server/plugins/page-render.ts).
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { useSearch } from 'wouter';
import { pageQueryEntries } from '#contract/pages.ts';

/** What a render read of the query: the names it asked for, or all of it (in its order). */
export type QueryRead = { names: string[] } | 'whole';

/**
 * The query of the page being rendered on the server, noting what is read: a name read with
 * `get`, `getAll` or `has`; the whole query when it is walked or written out (a link that keeps
 * the other parameters). Read-only: it is the page's one copy.
 */
export class RecordingSearch extends URLSearchParams {
  readonly #names = new Set<string>();
  #whole = false;

  /** What the render read so far. */
  read(): QueryRead {
    return this.#whole ? 'whole' : { names: [...this.#names].sort() };
  }

  override get(name: string): string | null {
    this.#names.add(name);
    return super.get(name);
  }
  override getAll(name: string): string[] {
    this.#names.add(name);
    return super.getAll(name);
  }
  override has(name: string, value?: string): boolean {
    this.#names.add(name);
    return value === undefined ? super.has(name) : super.has(name, value);
  }
  override toString(): string {
    this.#whole = true;
    return super.toString();
  }
  override forEach(callback: (value: string, key: string, parent: URLSearchParams) => void): void {
    this.#whole = true;
    super.forEach(callback);
  }
  override entries(): URLSearchParamsIterator<[string, string]> {
    this.#whole = true;
    return super.entries();
  }
  override keys(): URLSearchParamsIterator<string> {
    this.#whole = true;
    return super.keys();
  }
  override values(): URLSearchParamsIterator<string> {
    this.#whole = true;
    return super.values();
  }
  override [Symbol.iterator](): URLSearchParamsIterator<[string, string]> {
    this.#whole = true;
    return super[Symbol.iterator]();
  }
  override append(_name: string, _value: string): never {
    throw readOnly();
  }
  override set(_name: string, _value: string): never {
    throw readOnly();
  }
  override delete(_name: string, _value?: string): never {
    throw readOnly();
  }
  override sort(): never {
    throw readOnly();
  }
}

const readOnly = () => new Error("The page's query is read-only: copy it to change it");

const ServerSearch = createContext<URLSearchParams | null>(null);

/** Gives the server's render its recording query (server-entry.tsx). */
export function ServerSearchProvider({ search, children }: { search: URLSearchParams; children: ReactNode }) {
  return createElement(ServerSearch.Provider, { value: search }, children);
}

/**
 * The address's query, without empty values (`pageQueryEntries` in the contract). Treat it as
 * read-only; to make a link or a navigation from it, copy it (`new URLSearchParams(search)`),
 * which on the server counts as reading all of it.
 */
export function usePageSearch(): URLSearchParams {
  const onServer = useContext(ServerSearch);
  const search = useSearch();
  return useMemo(
    () => onServer ?? new URLSearchParams(pageQueryEntries(new URLSearchParams(search))),
    [onServer, search],
  );
}
