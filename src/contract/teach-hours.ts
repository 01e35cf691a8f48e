// A tutor's own hours (docs/tutoring.md#a-tutors-hours): weekly windows on the half hour in the
// tutor's time zone, days off, and the session types offered. The same schema checks the tutor's
// form, the admin's form and the server, so the three say the same sentences.
import { z } from 'zod';
import { DateTimeSchema } from './common.ts';
import { AVAILABILITY_OPTIONS, type Availability, SESSION_TYPES, type SessionType } from './options.ts';
import { isValidTimeZone } from './sessions.ts';
import { canonicalTimeZone } from './time-zone.ts';

export const MAX_WINDOWS_PER_DAY = 3;
export const MIN_WINDOW_MINUTES = 60;
export const MAX_TIME_OFF_RANGES = 20;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const HALF_HOUR_MESSAGE = 'Please choose a time on the hour or the half hour';
/** "09:00", "16:30", and "24:00" for a window that runs to midnight. */
const HalfHourSchema = z
  .string({ error: HALF_HOUR_MESSAGE })
  .regex(/^(?:(?:[01]\d|2[0-3]):[03]0|24:00)$/, HALF_HOUR_MESSAGE);

/** Minutes after midnight of an "HH:MM". */
export function minutesOfTime(time: string): number {
  const [h = Number.NaN, m = Number.NaN] = time.split(':').map(Number);
  return h * 60 + m;
}

/** "HH:MM" of minutes after midnight. */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const WeeklyWindowSchema = z.object({
  /** 0 Sunday to 6 Saturday. */
  day: z.number({ error: 'Please choose a day' }).int().min(0).max(6),
  from: HalfHourSchema,
  to: HalfHourSchema,
});
export type WeeklyWindow = z.infer<typeof WeeklyWindowSchema>;

const DateOnlySchema = z
  .string({ error: 'Please choose a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date');

export const TimeOffSchema = z
  .object({ from: DateOnlySchema, to: DateOnlySchema })
  .refine((r) => r.from <= r.to, { message: 'The last day off must not be before the first', path: ['to'] });
export type TimeOff = z.infer<typeof TimeOffSchema>;

const TIME_ZONE_MESSAGE = 'Please choose a time zone like America/New_York or Europe/London';

/** Each window's own rules, then each day's: at most three windows, none overlapping. */
function checkWeekly(weekly: WeeklyWindow[], ctx: z.RefinementCtx): void {
  weekly.forEach((w, i) => {
    const length = minutesOfTime(w.to) - minutesOfTime(w.from);
    if (length < MIN_WINDOW_MINUTES) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'to'],
        message: `A window lasts at least ${MIN_WINDOW_MINUTES} minutes: please end it an hour or more after it starts`,
      });
    }
  });
  for (let day = 0; day < 7; day++) {
    const ofDay = weekly
      .map((w, index) => ({ ...w, index }))
      .filter((w) => w.day === day)
      .sort((a, b) => minutesOfTime(a.from) - minutesOfTime(b.from));
    const last = ofDay[MAX_WINDOWS_PER_DAY];
    if (last) {
      ctx.addIssue({
        code: 'custom',
        path: [last.index, 'day'],
        message: `At most ${MAX_WINDOWS_PER_DAY} windows a day: please join or remove one on ${WEEKDAY_NAMES[day]}`,
      });
    }
    for (let k = 1; k < ofDay.length; k++) {
      const before = ofDay[k - 1];
      const current = ofDay[k];
      if (before && current && minutesOfTime(current.from) < minutesOfTime(before.to)) {
        ctx.addIssue({
          code: 'custom',
          path: [current.index, 'from'],
          message: `Windows on ${WEEKDAY_NAMES[day]} overlap: please start this one after the one before ends`,
        });
      }
    }
  }
}

/** PUT /api/teach/hours and PUT /api/admin/tutors/{id}/hours. */
export const TutorHoursInputSchema = z.object({
  timeZone: z
    .string({ error: TIME_ZONE_MESSAGE })
    .trim()
    .max(64, TIME_ZONE_MESSAGE)
    .refine(isValidTimeZone, TIME_ZONE_MESSAGE)
    .transform(canonicalTimeZone),
  weekly: z
    .array(WeeklyWindowSchema)
    .max(7 * MAX_WINDOWS_PER_DAY)
    .superRefine(checkWeekly)
    // Stored in the order the week reads: by day, then by start.
    .transform((list) =>
      [...list].sort((a, b) => a.day - b.day || minutesOfTime(a.from) - minutesOfTime(b.from)),
    ),
  timeOff: z
    .array(TimeOffSchema)
    .max(MAX_TIME_OFF_RANGES, `At most ${MAX_TIME_OFF_RANGES} stretches of time off: please join some`)
    .default([]),
  sessionTypes: z
    .array(z.enum(SESSION_TYPES, { error: 'Please choose session types from the list' }), {
      error: 'Please choose at least one session type',
    })
    .min(1, 'Please choose at least one session type')
    // In the order of the list, once each: the first is the one the catalog shows.
    .transform((list) => SESSION_TYPES.filter((t) => list.includes(t))),
});
export type TutorHoursInput = z.input<typeof TutorHoursInputSchema>;
export type TutorHoursValues = z.output<typeof TutorHoursInputSchema>;

/** A tutor's own hours as the public sees them (the booking dialog offers times from them). */
export const TutorOwnHoursSchema = z.object({
  weekly: z.array(WeeklyWindowSchema),
  timeOff: z.array(z.object({ from: z.string(), to: z.string() })),
  sessionTypes: z.array(z.string()),
});
export type TutorOwnHours = z.infer<typeof TutorOwnHoursSchema>;

/** GET of a tutor's hours: `custom` is false while the tutor keeps the windows of their options. */
export const TutorHoursSchema = z.object({
  timeZone: z.string(),
  weekly: z.array(WeeklyWindowSchema),
  timeOff: z.array(z.object({ from: z.string(), to: z.string() })),
  sessionTypes: z.array(z.string()),
  custom: z.boolean(),
});
export type TutorHoursAnswer = z.infer<typeof TutorHoursSchema>;

/** An upcoming booking that new hours leave outside (GET /api/teach/hours/outside). */
export const OutsideHoursBookingSchema = z.object({
  id: z.number().int(),
  startsAt: DateTimeSchema,
  subject: z.string(),
  sessionType: z.string(),
  learner: z.object({ username: z.string(), firstName: z.string() }),
});
export type OutsideHoursBooking = z.infer<typeof OutsideHoursBookingSchema>;

// ------------------------------------------------------------------ the catalog's options

interface OptionWindow {
  days: readonly number[];
  from: number;
  to: number;
}

const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const WEEKEND = [0, 6] as const;

/** The availability options as windows of the week (the catalog's filter reads them). */
export const OPTION_WINDOWS: Record<Availability, OptionWindow> = {
  'Weekday Mornings': { days: WEEKDAYS, from: 8 * 60, to: 12 * 60 },
  'Weekday Afternoons': { days: WEEKDAYS, from: 12 * 60, to: 17 * 60 },
  'Weekday Evenings': { days: WEEKDAYS, from: 17 * 60, to: 21 * 60 },
  Weekends: { days: WEEKEND, from: 9 * 60, to: 18 * 60 },
};

/** The options a week of windows overlaps (by any stretch of time), in the options' order. */
export function availabilityOfWeekly(weekly: readonly WeeklyWindow[]): Availability[] {
  return AVAILABILITY_OPTIONS.filter((option) => {
    const o = OPTION_WINDOWS[option];
    return weekly.some(
      (w) => o.days.includes(w.day) && minutesOfTime(w.from) < o.to && o.from < minutesOfTime(w.to),
    );
  });
}

/** The weekly windows of availability options: what a tutor without hours of their own keeps. */
export function weeklyOfAvailability(availability: readonly string[]): WeeklyWindow[] {
  const windows: WeeklyWindow[] = [];
  for (const option of AVAILABILITY_OPTIONS) {
    if (!availability.includes(option)) continue;
    const o = OPTION_WINDOWS[option];
    for (const day of o.days) windows.push({ day, from: timeOfMinutes(o.from), to: timeOfMinutes(o.to) });
  }
  return windows.sort((a, b) => a.day - b.day || minutesOfTime(a.from) - minutesOfTime(b.from));
}

/** The session types a tutor offers: their own list, or their one type. */
export function sessionTypesOf(tutor: {
  sessionType: string;
  hours?: { sessionTypes: readonly string[] } | null;
}): string[] {
  return tutor.hours ? [...tutor.hours.sessionTypes] : [tutor.sessionType];
}

export function isSessionType(value: string): value is SessionType {
  return (SESSION_TYPES as readonly string[]).includes(value);
}
