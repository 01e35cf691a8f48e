// What every list call shares (docs/rules.md#api-rules "Lists"): without `limit` the whole list as a
// bare array (at most 500 rows); with `limit` and `offset` a page, and the total in the
// X-Total-Count header. Catalog lists are cached under a key made from the parsed query.
import { MAX_UNPAGED_ROWS, type PaginationQuery } from '#contract/common.ts';

/** A list's rows; `total` only when the caller asked for a page (`limit`). */
export interface ListPage<T> {
  items: T[];
  total?: number;
}

/** The rows a repository reads for a list: a page, or the first MAX_UNPAGED_ROWS. */
export interface RowsPage {
  limit: number;
  offset: number;
}

function pageOf(query: Partial<PaginationQuery>): RowsPage {
  return { limit: query.limit ?? MAX_UNPAGED_ROWS, offset: query.offset ?? 0 };
}

/**
 * A list call's answer: the rows of the page asked for (the whole list without `limit`), each made
 * an item, and the total only for a page, so a whole list costs no count.
 */
export async function readList<Row, Item>(
  query: Partial<PaginationQuery>,
  read: { rows: (page: RowsPage) => Promise<Row[]>; count: () => Promise<number> },
  toItem: (row: Row) => Item,
): Promise<ListPage<Item>> {
  const [rows, total] = await Promise.all([
    read.rows(pageOf(query)),
    query.limit === undefined ? undefined : read.count(),
  ]);
  const items = rows.map(toItem);
  return total === undefined ? { items } : { items, total };
}

const TOTAL_COUNT_HEADER = 'x-total-count';

/** The X-Total-Count header of a paged answer; nothing for a whole list. */
export function totalCountHeader(total: number | undefined): Record<string, string> | undefined {
  return total === undefined ? undefined : { [TOTAL_COUNT_HEADER]: String(total) };
}

/**
 * Sets a paged answer's X-Total-Count on `reply` and answers the page's rows for the handler to
 * return, so a route cannot send the rows and forget the total.
 */
export function sendPage<T>(reply: { header(name: string, value: string): unknown }, page: ListPage<T>): T[] {
  if (page.total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}

/**
 * The catalog cache's key for an answer: the path and the query as parsed by the contract
 * (defaults applied, values canonical), keys sorted and absent values left out, so the same
 * question asked in different spellings is one entry.
 */
export function catalogKey(path: string, query: Record<string, unknown> = {}): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}
