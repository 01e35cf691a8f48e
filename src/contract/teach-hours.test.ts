import { describe, expect, it } from 'vitest';
import { demoTutors } from './demo-content.ts';
import { demoTutorHoursOf } from './demo-tutor-hours.ts';
import { availabilityOfWeekly, TutorHoursInputSchema, weeklyOfAvailability } from './teach-hours.ts';
import { describeTutorHours, isWithinTutorHours } from './tutor-hours.ts';

describe('availabilityOfWeekly', () => {
  it('lists the options a window overlaps by any stretch, and not one it only touches', () => {
    expect(availabilityOfWeekly([{ day: 2, from: '11:30', to: '12:30' }])).toEqual([
      'Weekday Mornings',
      'Weekday Afternoons',
    ]);
    expect(availabilityOfWeekly([{ day: 2, from: '21:00', to: '23:00' }])).toEqual([]);
    expect(availabilityOfWeekly([{ day: 0, from: '17:30', to: '19:00' }])).toEqual(['Weekends']);
  });

  it('gives back the options whose windows a tutor without hours keeps', () => {
    const all = ['Weekday Mornings', 'Weekday Afternoons', 'Weekday Evenings', 'Weekends'];
    expect(availabilityOfWeekly(weeklyOfAvailability(all))).toEqual(all);
    expect(availabilityOfWeekly(weeklyOfAvailability(['Weekends']))).toEqual(['Weekends']);
  });
});

describe('the demo tutors’ hours', () => {
  it.each(demoTutors.map((t) => [t.name, t] as const))(
    '%s: valid, and the catalog shows the same',
    (_, t) => {
      const hours = demoTutorHoursOf(t);
      const parsed = TutorHoursInputSchema.parse({ timeZone: t.timeZone, timeOff: [], ...hours });
      expect(availabilityOfWeekly(parsed.weekly)).toEqual(t.availability);
      expect(parsed.sessionTypes[0]).toBe(t.sessionType);
    },
  );
});

describe('describeTutorHours of own hours', () => {
  const ny = (weekly: { day: number; from: string; to: string }[]) => ({
    availability: [],
    timeZone: 'America/New_York',
    hours: { weekly, timeOff: [], sessionTypes: ['Homework Help'] },
  });

  it('says the options when the hours are exactly their windows', () => {
    expect(describeTutorHours(ny(weeklyOfAvailability(['Weekday Evenings'])))).toBe(
      'weekday evenings, 5–9 PM Eastern Time',
    );
  });

  it('groups the days of the same windows, weekdays and weekends by that name', () => {
    expect(
      describeTutorHours(
        ny([
          ...[1, 2, 3, 4, 5].map((day) => ({ day, from: '15:30', to: '18:30' })),
          { day: 2, from: '09:00', to: '10:00' },
          { day: 6, from: '09:00', to: '12:00' },
          { day: 0, from: '09:00', to: '12:00' },
        ]),
      ),
    ).toBe(
      'Mondays, Wednesdays, Thursdays and Fridays, 3:30–6:30 PM; Tuesdays, 9–10 AM and 3:30–6:30 PM and weekends, 9 AM–12 PM Eastern Time',
    );
  });
});

describe('isWithinTutorHours of own hours', () => {
  const friday = {
    availability: ['Weekends'],
    timeZone: 'UTC',
    hours: {
      weekly: [{ day: 5, from: '22:00', to: '24:00' }],
      timeOff: [{ from: '2026-06-19', to: '2026-06-19' }],
      sessionTypes: ['Homework Help'],
    },
  };

  it('reads a window that runs to midnight, and nothing of the options it replaces', () => {
    expect(isWithinTutorHours(new Date('2026-06-12T23:00:00Z'), friday)).toBe(true);
    expect(isWithinTutorHours(new Date('2026-06-12T23:30:00Z'), friday)).toBe(false);
    expect(isWithinTutorHours(new Date('2026-06-13T10:00:00Z'), friday)).toBe(false);
  });

  it('offers nothing on a day off', () => {
    expect(isWithinTutorHours(new Date('2026-06-19T22:00:00Z'), friday)).toBe(false);
    expect(isWithinTutorHours(new Date('2026-06-26T22:00:00Z'), friday)).toBe(true);
  });
});
