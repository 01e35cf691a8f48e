import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, wallTimeIn, zonedWallTimeToInstant } from './time-zone.ts';

describe('zonedWallTimeToInstant', () => {
  it.each([
    ['2026-06-02', '09:00', 'America/New_York', '2026-06-02T13:00:00.000Z'],
    ['2026-01-15', '09:00', 'America/New_York', '2026-01-15T14:00:00.000Z'],
    ['2026-06-02', '09:00', 'UTC', '2026-06-02T09:00:00.000Z'],
    ['2026-06-02', '09:00', 'Asia/Kolkata', '2026-06-02T03:30:00.000Z'],
    ['2026-06-02', '00:00', 'Pacific/Kiritimati', '2026-06-01T10:00:00.000Z'],
    ['2026-12-31', '23:59', 'Australia/Lord_Howe', '2026-12-31T12:59:00.000Z'],
    // Clocks going back show 01:30 twice: the earlier one.
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-10-25', '02:30', 'Europe/Berlin', '2026-10-25T00:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(zonedWallTimeToInstant(date, time, zone)?.toISOString()).toBe(expected);
  });

  it.each([
    ['2026-03-08', '02:30', 'America/New_York'],
    ['2026-03-29', '02:30', 'Europe/Berlin'],
  ])('answers null for %s %s in %s, which the clocks skip', (date, time, zone) => {
    expect(zonedWallTimeToInstant(date, time, zone)).toBeNull();
  });
});

describe('wallTimeIn and canonicalTimeZone', () => {
  it('reads an instant on the clocks of a zone', () => {
    expect(wallTimeIn(new Date('2026-06-02T13:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-06-02',
      time: '09:00',
    });
  });

  it('fixes the letter case of a zone name and keeps a valid alias as sent', () => {
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
  });
});
