import { parse } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from './format.ts';
import { intlLocaleOf, LOCALES } from './locales.ts';

const items = parse('{count, plural, one {# item} other {# items}}');

describe('formatMessage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes numbers and picks plurals as Intl does, in every locale (Spanish as in the US)', () => {
    const counts = [
      ...Array.from({ length: 2100 }, (_, i) => i),
      12_345,
      999_999,
      1_000_000,
      2_000_000,
      1_234_567_890,
      1.5,
      -1,
      -1500,
    ];
    for (const locale of LOCALES) {
      const numbers = new Intl.NumberFormat(intlLocaleOf(locale));
      const plurals = new Intl.PluralRules(intlLocaleOf(locale));
      for (const count of counts) {
        const word = plurals.select(count) === 'one' ? 'item' : 'items';
        expect(formatMessage(locale, items, { count })).toBe(`${numbers.format(count)} ${word}`);
      }
    }
  });

  // The first Intl object of a page loads the locale's data: a render that counts the cart, or
  // the store's prices in points, must not pay for it.
  it('makes no Intl object for a whole number in the page languages', () => {
    const plurals = vi.spyOn(Intl, 'PluralRules');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    expect(formatMessage('es', items, { count: 3 })).toBe('3 items');
    expect(formatMessage('en', items, { count: 1500 })).toBe('1,500 items');
    expect(formatMessage('es', items, { count: 250_000 })).toBe('250,000 items');
    expect(plurals).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
  });

  it('writes Spanish numbers as a US Spanish reader does', () => {
    expect(formatMessage('es', items, { count: 12_345 })).toBe('12,345 items');
  });

  it('ends a sentence once after a value that ends in a full stop ("9:30 a.m.")', () => {
    const at = parse('Nos vemos el {when}.');
    expect(formatMessage('es', at, { when: 'mié, 17 de jun, 9:30 a.m.' })).toBe(
      'Nos vemos el mié, 17 de jun, 9:30 a.m.',
    );
    expect(formatMessage('es', at, { when: 'mié, 17 de jun, 16:00' })).toBe(
      'Nos vemos el mié, 17 de jun, 16:00.',
    );
  });
});
