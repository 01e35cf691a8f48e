import { describe, expect, it } from 'vitest';
import { MAX_UNPAGED_ROWS } from '#contract/common.ts';
import { type RowsPage, readList } from './lists.ts';

/** A list of 7 rows, read as a repository reads it: the page's rows, and how many were counted. */
function sevenRows() {
  const all = [1, 2, 3, 4, 5, 6, 7];
  const asked: RowsPage[] = [];
  let counts = 0;
  return {
    asked,
    counts: () => counts,
    read: {
      rows: async (page: RowsPage) => {
        asked.push(page);
        return all.slice(page.offset, page.offset + page.limit);
      },
      count: async () => {
        counts++;
        return all.length;
      },
    },
  };
}

describe('readList', () => {
  it('answers the whole list, up to the unpaged limit, without counting it or a total', async () => {
    const rows = sevenRows();
    const list = await readList({}, rows.read, (n) => `#${n}`);
    expect(list).toEqual({ items: ['#1', '#2', '#3', '#4', '#5', '#6', '#7'] });
    expect('total' in list).toBe(false);
    expect(rows.asked).toEqual([{ limit: MAX_UNPAGED_ROWS, offset: 0 }]);
    expect(rows.counts()).toBe(0);
  });

  it('answers the page asked for with the total of the whole list', async () => {
    const rows = sevenRows();
    expect(await readList({ limit: 3, offset: 3 }, rows.read, (n) => n * 10)).toEqual({
      items: [40, 50, 60],
      total: 7,
    });
    expect(await readList({ limit: 2 }, rows.read, (n) => n)).toEqual({ items: [1, 2], total: 7 });
    expect(rows.asked).toEqual([
      { limit: 3, offset: 3 },
      { limit: 2, offset: 0 },
    ]);
    expect(rows.counts()).toBe(2);
  });
});
