import { describe, expect, it } from 'vitest';
import {
  busyRangeOf,
  describeTutorHours,
  freeTimes,
  isWithinTutorHours,
  offeredTimes,
  outsideHoursMessage,
  wrongSessionTypeMessage,
} from './tutor-hours.ts';

const EVENINGS_NY = { availability: ['Weekday Evenings'], timeZone: 'America/New_York' };
const WEEKENDS_NY = { availability: ['Weekends'], timeZone: 'America/New_York' };
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

const times = (list: { time: string }[]) => list.map((t) => t.time);
const at = (iso: string) => new Date(iso);

describe('isWithinTutorHours', () => {
  it.each([
    // Wednesday 2026-06-10, New York on summer time (UTC-4): evenings are 21:00Z-01:00Z.
    ['2026-06-10T21:00:00Z', true],
    ['2026-06-10T21:30:00Z', true],
    ['2026-06-11T00:00:00Z', true], // 20:00-21:00, the last start
    ['2026-06-11T00:30:00Z', false], // would end at 21:30
    ['2026-06-10T20:30:00Z', false], // 16:30, before the window
    ['2026-06-10T21:15:00Z', false], // not on the hour or half hour
    ['2026-06-13T22:00:00Z', false], // Saturday 18:00: no weekend hours
  ])('a session at %s is inside weekday evenings in New York: %s', (iso, expected) => {
    expect(isWithinTutorHours(at(iso), EVENINGS_NY)).toBe(expected);
  });

  it('follows the tutor through the change to summer time', () => {
    // Friday 2026-03-06 is on winter time (UTC-5), Monday 2026-03-09 on summer time (UTC-4).
    expect(isWithinTutorHours(at('2026-03-06T22:00:00Z'), EVENINGS_NY)).toBe(true);
    expect(isWithinTutorHours(at('2026-03-06T21:00:00Z'), EVENINGS_NY)).toBe(false);
    expect(isWithinTutorHours(at('2026-03-09T21:00:00Z'), EVENINGS_NY)).toBe(true);
    expect(isWithinTutorHours(at('2026-03-10T01:00:00Z'), EVENINGS_NY)).toBe(false);
  });

  it('uses the window of the tutor’s own weekday, not the UTC one', () => {
    // Friday 20:00 in New York is Saturday 00:00 UTC.
    expect(isWithinTutorHours(at('2026-06-13T00:00:00Z'), EVENINGS_NY)).toBe(true);
    expect(isWithinTutorHours(at('2026-06-13T00:00:00Z'), WEEKENDS_NY)).toBe(false);
  });

  it('gives a tutor without availability no hours', () => {
    expect(isWithinTutorHours(at('2026-06-10T21:00:00Z'), { availability: [], timeZone: 'UTC' })).toBe(false);
  });
});

describe('offeredTimes', () => {
  it('offers the half-hour starts of a window on the booker’s clocks', () => {
    expect(times(offeredTimes('2026-06-10', 'America/New_York', EVENINGS_NY, LONG_AGO))).toEqual([
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
    ]);
    expect(offeredTimes('2026-06-13', 'America/New_York', EVENINGS_NY, LONG_AGO)).toEqual([]);
  });

  it('shows a booker in another zone the same instants on their clocks, across two of their days', () => {
    // Berlin is 6 hours ahead of New York in June: Tuesday's evening there ends on Wednesday
    // at 03:00, and Wednesday's begins at 23:00.
    const wednesday = offeredTimes('2026-06-10', 'Europe/Berlin', EVENINGS_NY, LONG_AGO);
    expect(times(wednesday)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '23:00', '23:30']);
    expect(wednesday[0]?.startsAt.toISOString()).toBe('2026-06-09T22:00:00.000Z');
  });

  it('keeps the tutor’s hours when only one side has changed its clocks', () => {
    // From 8 to 29 March 2026 New York is on summer time and Berlin not: 5 hours apart.
    expect(times(offeredTimes('2026-03-10', 'Europe/Berlin', EVENINGS_NY, LONG_AGO))).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ]);
    // A week earlier both are on winter time: 6 hours apart.
    expect(times(offeredTimes('2026-03-03', 'Europe/Berlin', EVENINGS_NY, LONG_AGO))).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '23:00',
      '23:30',
    ]);
  });

  it('offers the whole window on the day the tutor’s clocks go forward', () => {
    const sunday = offeredTimes('2026-03-08', 'America/New_York', WEEKENDS_NY, LONG_AGO);
    expect(sunday).toHaveLength(17);
    expect(sunday[0]?.startsAt.toISOString()).toBe('2026-03-08T13:00:00.000Z');
    const saturday = offeredTimes('2026-03-07', 'America/New_York', WEEKENDS_NY, LONG_AGO);
    expect(saturday[0]?.startsAt.toISOString()).toBe('2026-03-07T14:00:00.000Z');
  });

  it('leaves out a booker time their clocks show twice when it means the later instant', () => {
    // Tokyo's Sunday 9:00-18:00 is 00:00-09:00 UTC; on 1 November 2026 New York shows
    // 01:00-02:00 twice, and a booked "01:00" means the first of them.
    const tokyo = { availability: ['Weekends'], timeZone: 'Asia/Tokyo' };
    const offered = offeredTimes('2026-11-01', 'America/New_York', tokyo, LONG_AGO);
    expect(times(offered)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00']);
    expect(offered.map((o) => o.startsAt.toISOString().slice(11, 16))).toEqual([
      '04:00',
      '04:30',
      '05:00',
      '05:30',
      '07:00',
      '07:30',
      '08:00',
    ]);
  });

  it('offers nothing that has started', () => {
    const now = at('2026-06-10T22:10:00Z'); // 18:10 in New York
    expect(times(offeredTimes('2026-06-10', 'America/New_York', EVENINGS_NY, now))).toEqual([
      '18:30',
      '19:00',
      '19:30',
      '20:00',
    ]);
  });

  it('agrees with isWithinTutorHours for every time it offers', () => {
    const tutor = { availability: ['Weekday Mornings', 'Weekends'], timeZone: 'Australia/Lord_Howe' };
    for (const date of ['2026-04-04', '2026-04-05', '2026-10-03', '2026-10-04', '2026-10-05']) {
      for (const offer of offeredTimes(date, 'America/Los_Angeles', tutor, LONG_AGO)) {
        expect(isWithinTutorHours(offer.startsAt, tutor)).toBe(true);
      }
    }
  });
});

describe('freeTimes and busyRangeOf', () => {
  // Wednesday 2026-06-10 in New York: evening starts at 17:00, 17:30 ... 20:00 (21:00Z-00:00Z).
  const evening = offeredTimes('2026-06-10', 'America/New_York', EVENINGS_NY, LONG_AGO);

  it('asks for the stretch from the first start to the end of the last, and nothing for no times', () => {
    expect(busyRangeOf(evening)).toEqual({
      from: '2026-06-10T21:00:00.000Z',
      to: '2026-06-11T01:00:00.000Z',
    });
    expect(busyRangeOf([])).toBeUndefined();
  });

  it('drops every start whose hour overlaps a booking, and keeps those that only touch one', () => {
    const booked = [{ startsAt: '2026-06-10T22:00:00.000Z', endsAt: '2026-06-10T23:00:00.000Z' }];
    // 18:00-19:00 is taken: 17:30 and 18:30 overlap it; 17:00 ends and 19:00 starts as it does.
    expect(times(freeTimes(evening, booked))).toEqual(['17:00', '19:00', '19:30', '20:00']);
    expect(times(freeTimes(evening, []))).toEqual(times(evening));
  });
});

describe('the sentences', () => {
  it('names the tutor’s hours in the tutor’s zone', () => {
    expect(outsideHoursMessage({ name: 'Daniel Kim', ...EVENINGS_NY })).toBe(
      'Daniel Kim teaches on weekday evenings, 5–9 PM Eastern Time. Please pick a time then.',
    );
    expect(
      describeTutorHours({ availability: ['Weekday Mornings', 'Weekends'], timeZone: 'America/Los_Angeles' }),
    ).toBe('weekday mornings, 8 AM–12 PM and weekends, 9 AM–6 PM Pacific Time');
    expect(outsideHoursMessage({ name: 'Ana', availability: [], timeZone: 'UTC' })).toBe(
      'Ana has no open hours at the moment. Please choose another tutor.',
    );
  });

  it('names the tutor’s session type', () => {
    expect(wrongSessionTypeMessage({ name: 'Daniel Kim', sessionTypes: ['Homework Help'] })).toBe(
      'Daniel Kim offers Homework Help sessions only. Please choose Homework Help.',
    );
  });
});
