// Times as people write them in en-US: a 12-hour clock with AM and PM, never "19:30" or an ISO date.
import { describe, expect, it } from 'vitest';
import { clockTime, dayAndTime } from './date-words.ts';

describe('clockTime', () => {
  it('says a wall-clock time on a 12-hour clock', () => {
    expect(clockTime('19:30')).toBe('7:30 PM');
    expect(clockTime('07:00')).toBe('7:00 AM');
    expect(clockTime('00:15')).toBe('12:15 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
  });
});

describe('dayAndTime', () => {
  it('says the day and time on the clocks of a zone', () => {
    const instant = new Date('2026-12-02T17:30:00.000Z');
    expect(dayAndTime(instant, 'America/New_York')).toBe('Wed, Dec 2 at 12:30 PM');
    expect(dayAndTime(instant, 'Asia/Tokyo')).toBe('Thu, Dec 3 at 2:30 AM');
  });
});
