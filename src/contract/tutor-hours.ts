// A tutor's hours (docs/rules.md#promises-kept "Tutors' hours"): each availability option is a window of
// wall-clock time in the tutor's own time zone; a session lasts 60 minutes, fits inside one
// window and starts on the hour or the half hour. Pure functions, so the server's check and the
// booking dialog's offered times cannot disagree.
import type { MessageKey } from '#contract/i18n/catalog.ts';
import type { MessageValues } from '#contract/i18n/format.ts';
import { catalogOf, intlLocaleOf, type PageLocale } from '#contract/i18n/locales.ts';
import { optionKey } from '#contract/i18n/option-keys.ts';
import { AVAILABILITY_OPTIONS, type Availability } from './options.ts';
import { SESSION_DURATION_MINUTES } from './sessions.ts';
import {
  availabilityOfWeekly,
  minutesOfTime,
  timeOfMinutes,
  WEEKDAY_NAMES,
  type WeeklyWindow,
  weeklyOfAvailability,
} from './teach-hours.ts';
import { wallTimeIn, zonedWallTimeToInstant } from './time-zone.ts';

/** The zone of a tutor who has not been given one. */
export const DEFAULT_TUTOR_TIME_ZONE = 'America/New_York';

/** Sessions start on the hour or the half hour (of the tutor's clocks). */
export const SLOT_STEP_MINUTES = 30;

interface HoursWindow {
  days: 'weekdays' | 'weekends';
  /** Minutes after midnight, on the tutor's clocks. */
  from: number;
  to: number;
}

export const AVAILABILITY_WINDOWS: Record<Availability, HoursWindow> = {
  'Weekday Mornings': { days: 'weekdays', from: 8 * 60, to: 12 * 60 },
  'Weekday Afternoons': { days: 'weekdays', from: 12 * 60, to: 17 * 60 },
  'Weekday Evenings': { days: 'weekdays', from: 17 * 60, to: 21 * 60 },
  Weekends: { days: 'weekends', from: 9 * 60, to: 18 * 60 },
};

/** A tutor's own hours (docs/tutoring.md#a-tutors-hours), replacing the windows of the options. */
export interface OwnHours {
  weekly: readonly WeeklyWindow[];
  timeOff: readonly { from: string; to: string }[];
  sessionTypes: readonly string[];
}

/** What the hours rules need of a tutor. */
export interface TutorHours {
  availability: readonly string[];
  timeZone: string;
  /** Their own hours; absent or null, the windows of their availability options. */
  hours?: OwnHours | null;
}

const MINUTE = 60_000;

function isAvailability(value: string): value is Availability {
  return (AVAILABILITY_OPTIONS as readonly string[]).includes(value);
}

/** The windows of a tutor's availability (unknown entries carry no hours). */
function windowsOf(availability: readonly string[]): HoursWindow[] {
  return availability.filter(isAvailability).map((a) => AVAILABILITY_WINDOWS[a]);
}

const minutesOf = minutesOfTime;
const timeOf = timeOfMinutes;

/** The weekday (0 Sunday) of a YYYY-MM-DD day (of the calendar, not of any zone). */
function weekdayOf(date: string): number {
  const [y = Number.NaN, m = Number.NaN, d = Number.NaN] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

function addDays(date: string, days: number): string {
  const [y = Number.NaN, m = Number.NaN, d = Number.NaN] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whether a day of the tutor's calendar falls in one of their stretches of time off. */
export function isTimeOff(date: string, hours: Pick<OwnHours, 'timeOff'>): boolean {
  return hours.timeOff.some((r) => r.from <= date && date <= r.to);
}

/** The windows (minutes of the tutor's clocks) of one day of the tutor's calendar. */
function windowsOn(date: string, tutor: TutorHours): { from: number; to: number }[] {
  const weekday = weekdayOf(date);
  const { hours } = tutor;
  if (hours) {
    if (isTimeOff(date, hours)) return [];
    return hours.weekly
      .filter((w) => w.day === weekday)
      .map((w) => ({ from: minutesOf(w.from), to: minutesOf(w.to) }));
  }
  const days = weekday === 0 || weekday === 6 ? 'weekends' : 'weekdays';
  return windowsOf(tutor.availability).filter((w) => w.days === days);
}

/**
 * Whether a session starting at `startsAt` is inside the tutor's hours: it starts on the hour
 * or the half hour of the tutor's clocks and both its start and its end (60 minutes later, on
 * the real clock) fall in one window of the same day. Checking the end's wall time, not start
 * plus an hour, keeps a session across a clock change inside its window.
 */
export function isWithinTutorHours(startsAt: Date, tutor: TutorHours): boolean {
  const start = wallTimeIn(startsAt, tutor.timeZone);
  const end = wallTimeIn(new Date(startsAt.getTime() + SESSION_DURATION_MINUTES * MINUTE), tutor.timeZone);
  const from = minutesOf(start.time);
  if (from % SLOT_STEP_MINUTES !== 0) return false;
  // A window that runs to midnight ends at 24:00, which the clocks show as the next day's 00:00.
  const to =
    end.date === start.date ? minutesOf(end.time) : end.time === '00:00' ? 24 * 60 : Number.POSITIVE_INFINITY;
  return windowsOn(start.date, tutor).some((w) => w.from <= from && to <= w.to);
}

/** A time the booking dialog offers: the booker's wall-clock time and the instant it means. */
export interface OfferedTime {
  /** HH:MM on the booker's clocks. */
  time: string;
  startsAt: Date;
}

/** The starts of a tutor's sessions on one day of the tutor's calendar. */
function startsOnTutorDay(date: string, tutor: TutorHours): Date[] {
  const starts: Date[] = [];
  for (const w of windowsOn(date, tutor)) {
    for (let m = w.from; m + SESSION_DURATION_MINUTES <= w.to; m += SLOT_STEP_MINUTES) {
      const instant = zonedWallTimeToInstant(date, timeOf(m), tutor.timeZone);
      if (instant && isWithinTutorHours(instant, tutor)) starts.push(instant);
    }
  }
  return starts;
}

/**
 * The times a booker in `bookerTimeZone` can pick on their day `date` (YYYY-MM-DD): the tutor's
 * starts that fall on that day of the booker's clocks and after `now`, earliest first. A booker
 * time that names two instants (clocks going back) is offered only if it means the earlier one,
 * as the server reads it so.
 */
export function offeredTimes(
  date: string,
  bookerTimeZone: string,
  tutor: TutorHours,
  now: Date,
): OfferedTime[] {
  const byInstant = new Map<number, OfferedTime>();
  // Zones differ by at most 26 hours, so the booker's day lies within two tutor days either side.
  for (let offset = -2; offset <= 2; offset++) {
    for (const startsAt of startsOnTutorDay(addDays(date, offset), tutor)) {
      if (startsAt <= now) continue;
      const wall = wallTimeIn(startsAt, bookerTimeZone);
      if (wall.date !== date) continue;
      if (zonedWallTimeToInstant(wall.date, wall.time, bookerTimeZone)?.getTime() !== startsAt.getTime()) {
        continue;
      }
      byInstant.set(startsAt.getTime(), { time: wall.time, startsAt });
    }
  }
  return [...byInstant.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** A stretch a tutor is booked (ISO instants), as the tutor's busy times answer it. */
interface BookedStretch {
  startsAt: string;
  endsAt: string;
}

/**
 * The stretch to read a tutor's booked times for, so that every offered start's 60 minutes are
 * covered: from the first start to the end of the last. Undefined when nothing is offered.
 */
export function busyRangeOf(times: readonly OfferedTime[]): { from: string; to: string } | undefined {
  const first = times[0];
  const last = times[times.length - 1];
  if (!first || !last) return undefined;
  return {
    from: first.startsAt.toISOString(),
    to: new Date(last.startsAt.getTime() + SESSION_DURATION_MINUTES * MINUTE).toISOString(),
  };
}

/** The offered times whose 60 minutes overlap none of the tutor's booked stretches. */
export function freeTimes(times: readonly OfferedTime[], booked: readonly BookedStretch[]): OfferedTime[] {
  const stretches = booked.map((b) => ({ start: Date.parse(b.startsAt), end: Date.parse(b.endsAt) }));
  return times.filter(({ startsAt }) => {
    const start = startsAt.getTime();
    const end = start + SESSION_DURATION_MINUTES * MINUTE;
    return stretches.every((b) => end <= b.start || b.end <= start);
  });
}

// ------------------------------------------------------------------ words

/** "5 PM", "12 PM", "8 AM": an hour of a window. */
function hourLabel(minutes: number): { text: string; meridiem: 'AM' | 'PM' } {
  const hour = Math.floor(minutes / 60) % 24;
  const rest = minutes % 60;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return {
    text: rest === 0 ? String(h12) : `${h12}:${String(rest).padStart(2, '0')}`,
    meridiem: hour < 12 ? 'AM' : 'PM',
  };
}

/** "5–9 PM", "8 AM–12 PM". */
function windowLabel(w: HoursWindow): string {
  const from = hourLabel(w.from);
  const to = hourLabel(w.to);
  return from.meridiem === to.meridiem
    ? `${from.text}–${to.text} ${to.meridiem}`
    : `${from.text} ${from.meridiem}–${to.text} ${to.meridiem}`;
}

/**
 * "Eastern Time", "Central European Time": the zone's generic name in `locale` (the IANA name if
 * unknown).
 */
export function timeZoneLabel(timeZone: string, locale = 'en-US'): string {
  const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(0))
    .find((p) => p.type === 'timeZoneName')?.value;
  // A zone with no generic name comes back as an offset ("GMT+05:45"): the IANA name says more.
  return name && !name.startsWith('GMT') ? name : timeZone;
}

/** The days of the week as a reader lists them, Monday first. */
const READING_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** "Mondays and Wednesdays, 4–6 PM; Saturdays, 9 AM–12 PM": own hours, days of one set of windows together. */
function describeOwnWeekly(weekly: readonly WeeklyWindow[]): string[] {
  const groups = new Map<string, number[]>();
  for (const day of READING_ORDER) {
    const windows = weekly
      .filter((w) => w.day === day)
      .sort((a, b) => minutesOf(a.from) - minutesOf(b.from))
      .map((w) => windowLabel({ days: 'weekdays', from: minutesOf(w.from), to: minutesOf(w.to) }));
    if (windows.length === 0) continue;
    const key = windows.join(' and ');
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  return [...groups].map(([windows, days]) => `${daysWords(days)}, ${windows}`);
}

/** "weekdays", "weekends", "Mondays and Thursdays". */
function daysWords(days: readonly number[]): string {
  const key = days.join();
  if (key === '1,2,3,4,5') return 'weekdays';
  if (key === '6,0') return 'weekends';
  return joinWords(days.map((d) => `${WEEKDAY_NAMES[d]}s`));
}

/** Whether own hours are exactly the windows of some availability options (said as those). */
function isOptionsWindows(weekly: readonly WeeklyWindow[]): boolean {
  const same = (w: readonly WeeklyWindow[]) => JSON.stringify(w.map((x) => [x.day, x.from, x.to]).sort());
  return same(weekly) === same(weeklyOfAvailability(availabilityOfWeekly(weekly)));
}

/** "a", "a and b", "a, b and c". */
function joinWords(words: readonly string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "weekday evenings, 5–9 PM Eastern Time"; "" for a tutor with no hours. */
export function describeTutorHours(tutor: TutorHours): string {
  const { hours } = tutor;
  const options = hours && isOptionsWindows(hours.weekly) ? availabilityOfWeekly(hours.weekly) : undefined;
  const parts =
    hours && !options
      ? describeOwnWeekly(hours.weekly)
      : (options ?? tutor.availability)
          .filter(isAvailability)
          .map((a) => `${a.toLowerCase()}, ${windowLabel(AVAILABILITY_WINDOWS[a])}`);
  if (parts.length === 0) return '';
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join('; ')} and ${parts[parts.length - 1]}`;
  return `${list} ${timeZoneLabel(tutor.timeZone)}`;
}

/** How the reader's language says a tutor's hours: the catalog's words and its Intl locale. */
export interface HoursWords {
  /** A message of the catalog in the reader's language (the page's `t`, the server's translate). */
  say: (key: MessageKey, values?: MessageValues) => string;
  locale: PageLocale;
}

/** "5–9 p.m.", "8 a.m. – 12 p.m.": a window on Intl's clock of `intl` (midnight at its end too). */
function intlWindowLabel(from: number, to: number, intl: string): string {
  const at = (minutes: number) => new Date(Date.UTC(2000, 0, 1, 0, minutes));
  const format = new Intl.DateTimeFormat(intl, {
    hour: 'numeric',
    ...(from % 60 !== 0 || to % 60 !== 0 ? { minute: '2-digit' } : {}),
    timeZone: 'UTC',
  });
  // A range over midnight would carry the dates: its ends are written apart.
  const label =
    to < 24 * 60
      ? format.formatRange(at(from), at(to))
      : `${format.format(at(from))} – ${format.format(at(0))}`;
  return label.replace(/[\u202f\u2009]/g, ' ');
}

/**
 * describeTutorHours in the reader's language (docs/architecture.md#languages): English as the
 * spec writes it; another language with Intl's weekdays and times in its locale and the
 * catalog's words ("noches entre semana, 5–9 p.m. (hora oriental)").
 */
export function describeTutorHoursIn(tutor: TutorHours, words: HoursWords): string {
  if (catalogOf(words.locale) === 'en') return describeTutorHours(tutor);
  const { say } = words;
  const intl = intlLocaleOf(words.locale);
  const list = new Intl.ListFormat(intl, { type: 'conjunction' });
  const weekday = new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' });
  const daysIn = (days: readonly number[]) => {
    const key = days.join();
    if (key === '1,2,3,4,5') return say('tutors.hours.weekdays');
    if (key === '6,0') return say('tutors.hours.weekends');
    // 2023-01-01 was a Sunday.
    return list.format(days.map((d) => weekday.format(new Date(Date.UTC(2023, 0, 1 + d)))));
  };
  const optionIn = (a: Availability) => {
    const key = optionKey(a);
    const name = key ? say(key) : a;
    return name.charAt(0).toLocaleLowerCase(intl) + name.slice(1);
  };
  const { hours } = tutor;
  const options = hours && isOptionsWindows(hours.weekly) ? availabilityOfWeekly(hours.weekly) : undefined;
  let parts: string[];
  if (hours && !options) {
    const groups = new Map<string, number[]>();
    for (const day of READING_ORDER) {
      const windows = hours.weekly
        .filter((w) => w.day === day)
        .sort((a, b) => minutesOf(a.from) - minutesOf(b.from))
        .map((w) => intlWindowLabel(minutesOf(w.from), minutesOf(w.to), intl));
      if (windows.length === 0) continue;
      const key = list.format(windows);
      groups.set(key, [...(groups.get(key) ?? []), day]);
    }
    parts = [...groups].map(([windows, days]) => `${daysIn(days)}, ${windows}`);
  } else {
    parts = (options ?? tutor.availability).filter(isAvailability).map((a) => {
      const w = AVAILABILITY_WINDOWS[a];
      return `${optionIn(a)}, ${intlWindowLabel(w.from, w.to, intl)}`;
    });
  }
  const last = parts.pop();
  if (last === undefined) return '';
  const all = parts.length === 0 ? last : say('tutors.hours.andLast', { list: parts.join('; '), last });
  return say('tutors.hours.inZone', { hours: all, zone: timeZoneLabel(tutor.timeZone, intl) });
}

/** The sentence for a time outside a tutor's hours: it names the hours and says what to do. */
export function outsideHoursMessage(tutor: TutorHours & { name: string }): string {
  const hours = describeTutorHours(tutor);
  return hours
    ? `${tutor.name} teaches on ${hours}. Please pick a time then.`
    : `${tutor.name} has no open hours at the moment. Please choose another tutor.`;
}

/** The sentence for a time in a tutor's days off. */
export function timeOffMessage(tutor: { name: string }): string {
  return `${tutor.name} is away that day. Please choose another day.`;
}

/** Whether a start falls on a day off of the tutor's calendar (for the sentence that says so). */
export function isOnTimeOff(startsAt: Date, tutor: TutorHours): boolean {
  return tutor.hours ? isTimeOff(wallTimeIn(startsAt, tutor.timeZone).date, tutor.hours) : false;
}

/** The sentence for a session type the tutor does not offer. */
export function wrongSessionTypeMessage(tutor: { name: string; sessionTypes: readonly string[] }): string {
  const [only] = tutor.sessionTypes;
  return tutor.sessionTypes.length === 1 && only
    ? `${tutor.name} offers ${only} sessions only. Please choose ${only}.`
    : `${tutor.name} offers ${joinWords(tutor.sessionTypes)} sessions. Please choose one of them.`;
}
