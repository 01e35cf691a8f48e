// Weekly sessions (docs/tutoring.md#weekly-sessions-and-mail): one booking that repeats on the
// same weekday at the same time for 2-12 weeks. "The same time" is read on the tutor's clocks, so
// a series keeps its place in the tutor's week across a daylight-saving change (the booker's
// clocks may then show it an hour earlier or later). The server books with these instants and the
// booking dialog lists them, so both name the same dates.
import { addCalendarDays } from './sessions.ts';
import { wallTimeIn, zonedWallTimeToInstant } from './time-zone.ts';

/**
 * The starts of `weeks` weekly occurrences, the first at `first`: each on the same weekday and
 * wall-clock time as the first in `timeZone`. null for a week whose time the zone skips (clocks
 * going forward through it).
 */
export function weeklyStarts(first: Date, weeks: number, timeZone: string): (Date | null)[] {
  const { date, time } = wallTimeIn(first, timeZone);
  const starts: (Date | null)[] = [first];
  for (let week = 1; week < weeks; week++) {
    starts.push(zonedWallTimeToInstant(addCalendarDays(date, 7 * week), time, timeZone));
  }
  return starts;
}

/** The dates a week-by-week series lands on, in the zone's calendar: for the "skipped" message. */
export function weeklyDates(first: Date, weeks: number, timeZone: string): string[] {
  const { date } = wallTimeIn(first, timeZone);
  return Array.from({ length: weeks }, (_, week) => addCalendarDays(date, 7 * week));
}
