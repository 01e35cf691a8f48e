import { describe, expect, it } from 'vitest';
import { totalOf } from './api-client.ts';

const answer = (rows: number, header?: string) => ({
  data: Array.from({ length: rows }, (_, i) => i),
  headers: new Headers(header === undefined ? {} : { 'x-total-count': header }),
});

describe('totalOf', () => {
  it('reads the total of a page from X-Total-Count', () => {
    expect(totalOf(answer(10, '42'))).toBe(42);
    expect(totalOf(answer(0, '0'))).toBe(0);
  });

  it('counts the rows when the answer is the whole list or the header is no count', () => {
    expect(totalOf(answer(3))).toBe(3);
    for (const bad of ['', 'many', '-1', '2.5']) expect(totalOf(answer(3, bad))).toBe(3);
  });
});
