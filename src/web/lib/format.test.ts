import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, type Locale } from '#contract/i18n/locales.ts';
import {
  browserTimeZone,
  countOf,
  formatDate,
  formatDateTime,
  formatDuration,
  formatPrice,
  sessionLengthText,
} from './format.ts';

describe('format', () => {
  it('writes a count with its noun in the right number', () => {
    expect(countOf(1, 'play')).toBe('1 play');
    expect(countOf(0, 'play')).toBe('0 plays');
    expect(countOf(2, 'point')).toBe('2 points');
    expect(countOf(1, 'more point', 'more points')).toBe('1 more point');
    expect(countOf(5, 'child', 'children')).toBe('5 children');
  });
  it('writes dates as "MMM d, yyyy" and N/A when missing', () => {
    expect(formatDate('2026-11-05T12:00:00Z', 'UTC')).toBe('Nov 5, 2026');
    expect(formatDate(null, 'UTC')).toBe('N/A');
    expect(formatDate('nonsense', 'UTC')).toBe('N/A');
  });
  it('writes the date of the given zone', () => {
    const lateEvening = '2026-11-29T02:00:00Z';
    expect(formatDate(lateEvening, 'UTC')).toBe('Nov 29, 2026');
    expect(formatDate(lateEvening, 'America/New_York')).toBe('Nov 28, 2026');
    expect(formatDate(lateEvening, 'Asia/Tokyo')).toBe('Nov 29, 2026');
  });
  it('writes every month as Intl does in en-US', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 9);
      const intl = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
      expect(formatDate(date, browserTimeZone())).toBe(intl);
    }
  });
  it('shows a time with its time zone', () => {
    expect(formatDateTime('2026-11-24T15:00:00Z', 'UTC')).toBe('Tue, Nov 24, 2026 at 3:00 PM UTC');
    expect(formatDateTime('2026-11-24T15:00:00Z', 'America/New_York')).toMatch(/10:00 AM EST$/);
  });
  it('shows durations under 60 as minutes, else hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(135)).toBe('2 h 15 min');
  });
  it('writes prices with a $ and 2 decimals, in English and in US Spanish', () => {
    expect(formatPrice('9.9', 'en')).toBe('$9.90');
    expect(formatPrice('1234.5', 'en')).toBe('$1,234.50');
    expect(formatPrice('9.9', 'es')).toBe('$9.90');
    expect(formatPrice('1234.5', 'es')).toBe('$1,234.50');
  });
  it('writes every price as Intl writes US dollars in the page languages, without asking Intl', () => {
    const prices = [
      '0',
      '0.01',
      '0.1',
      '0.5',
      '1',
      '9.99',
      '10',
      '99.95',
      '100',
      '999.99',
      '1000',
      '12345.67',
      '1234567.89',
    ];
    // Every page language, so a language added later is held to Intl here too.
    for (const [locale, intl] of Object.entries(INTL_LOCALES) as [Locale, string][]) {
      const dollars = new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD' });
      for (const price of prices) expect(formatPrice(price, locale)).toBe(dollars.format(Number(price)));
      expect(formatPrice(-0.5, locale)).toBe(dollars.format(-0.5));
      expect(formatPrice(19.99, locale)).toBe(dollars.format(19.99));
    }
  });
  it('writes Spanish times on the 12-hour clock a US Spanish speaker reads', () => {
    expect(formatDateTime('2026-11-24T21:30:00Z', 'America/New_York', 'es')).toMatch(/4:30\sp\.\s?m\./);
    expect(formatDate('2026-11-24T21:30:00Z', 'UTC', 'es')).toBe('24 nov 2026');
  });
});

describe('sessionLengthText', () => {
  it('says a study session kept as 0 minutes was less than a minute, and others as durations', () => {
    expect(sessionLengthText(0)).toBe('less than a minute');
    expect(sessionLengthText(1)).toBe('1 min');
    expect(sessionLengthText(65)).toBe('1 h 5 min');
    expect(sessionLengthText(null)).toBe('—');
  });
});
