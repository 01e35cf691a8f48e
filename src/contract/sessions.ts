// Tutor sessions (bookings): the booking call, the booker's list, cancelling and the calendar
// file (docs/rules.md#rules-the-product-leaves-open "Bookings").
import { z } from 'zod';
import { DateTimeSchema, IdSchema, PaginationQuerySchema } from './common.ts';
import { SESSION_TYPES } from './options.ts';
import { wallTimeIn } from './time-zone.ts';

/** How long a session lasts (the calendar file's end, and when a session counts as over). */
export const SESSION_DURATION_MINUTES = 60;
/** The furthest ahead a session can be booked. */
export const BOOKING_MAX_DAYS_AHEAD = 90;
export const BOOKING_TOO_FAR_MESSAGE = `Sessions can be booked up to ${BOOKING_MAX_DAYS_AHEAD} days ahead. Please choose an earlier date.`;
/** The most upcoming (scheduled, not yet started) sessions one user may hold. */
export const MAX_UPCOMING_SESSIONS = 10;
/** A weekly series books this many weeks at least, and at most the next. */
export const REPEAT_WEEKLY_MIN = 2;
export const REPEAT_WEEKLY_MAX = 12;
/** A session can be cancelled until this many hours before it starts. */
export const CANCEL_HOURS_BEFORE = 12;
/** The cancellation rule in words, one sentence for every page, message and e-mail that states it. */
export const CANCELLATION_RULE = `Sessions can be cancelled until ${CANCEL_HOURS_BEFORE} hours before they start.`;

export const SESSION_STATUSES = ['scheduled', 'cancelled', 'completed', 'no-show'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** What an admin records about a session (docs/rules.md#promises-kept "What happened at a session"). */
export const SESSION_OUTCOMES = ['completed', 'no-show'] as const;
export type SessionOutcome = (typeof SESSION_OUTCOMES)[number];

/** The calendar day `days` after a YYYY-MM-DD day (before it when negative). */
export function addCalendarDays(day: string, days: number): string {
  const [y = Number.NaN, m = Number.NaN, d = Number.NaN] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The days a session can be booked on: today through the 90th calendar day after it, on the
 * clocks of the booker's zone. Days, not now + 90 × 24 hours, so that every time the date picker
 * offers on its last day is accepted: the server and the dialog both use this.
 */
export function bookableDays(now: Date, timeZone: string): { first: string; last: string } {
  const today = wallTimeIn(now, timeZone).date;
  return { first: today, last: addCalendarDays(today, BOOKING_MAX_DAYS_AHEAD) };
}

/** Whether the runtime knows an IANA time zone name ("Europe/Paris", "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name the runtime knows, as a request field. */
export const TimeZoneNameSchema = z
  .string({ error: 'Unknown time zone' })
  .trim()
  .max(64, 'Unknown time zone')
  .refine(isValidTimeZone, 'Unknown time zone');

/** A real day written YYYY-MM-DD (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * POST /api/sessions. `date` and `time` are the booker's wall-clock time in `timeZone` (an IANA
 * name, default UTC; the browser's is `Intl.DateTimeFormat().resolvedOptions().timeZone`).
 * The server refuses a time in the past, more than 90 days ahead, or already booked (409).
 */
export const BookSessionInputSchema = z.object({
  tutorId: IdSchema,
  date: z.string({ error: 'Please choose a date' }).refine(isCalendarDate, 'Please choose a date'),
  time: z
    .string({ error: 'Please choose a time' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time'),
  subject: z
    .string({ error: 'Please choose a subject' })
    .trim()
    .min(2, 'Subject must be at least 2 characters')
    .max(100, 'Subject must be at most 100 characters'),
  sessionType: z.enum(SESSION_TYPES, { error: 'Please choose a session type' }),
  timeZone: TimeZoneNameSchema.optional(),
  notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional(),
  /**
   * Book the same weekday and time for this many weeks (the first included), all or nothing
   * (docs/tutoring.md#weekly-sessions-and-mail).
   */
  repeatWeekly: z
    .number({ error: `Choose from ${REPEAT_WEEKLY_MIN} to ${REPEAT_WEEKLY_MAX} weeks` })
    .int(`Choose from ${REPEAT_WEEKLY_MIN} to ${REPEAT_WEEKLY_MAX} weeks`)
    .min(REPEAT_WEEKLY_MIN, `Choose from ${REPEAT_WEEKLY_MIN} to ${REPEAT_WEEKLY_MAX} weeks`)
    .max(REPEAT_WEEKLY_MAX, `Choose from ${REPEAT_WEEKLY_MIN} to ${REPEAT_WEEKLY_MAX} weeks`)
    .optional(),
});
export type BookSessionInput = z.infer<typeof BookSessionInputSchema>;

/**
 * A booked session as its booker sees it. `date`, `time` and `timeZone` are as booked;
 * `startsAt` and `endsAt` are the instants (ISO, UTC), so the web can show the time in the
 * booking's zone or the viewer's. A scheduled session that is over shows as `completed`.
 */
export const TutorSessionSchema = z.object({
  id: z.number().int(),
  tutorId: z.number().int(),
  tutor: z.object({ name: z.string(), imageUrl: z.string().nullable() }),
  subject: z.string(),
  sessionType: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  status: z.enum(SESSION_STATUSES),
  notes: z.string().nullable(),
  /** The tutor's reason, when the tutor cancelled it (docs/tutoring.md#tutor-accounts-and-teach). */
  tutorCancelReason: z.string().nullable().optional(),
  /** The weekly series it belongs to (shared by every occurrence); null for a single session. */
  seriesId: z.string().nullable(),
  /** True while the booker may still cancel it (scheduled, and 12 hours or more ahead). */
  canCancel: z.boolean(),
  /** The last moment it can be cancelled. */
  cancellableUntil: DateTimeSchema,
  createdAt: DateTimeSchema,
});
export type TutorSession = z.infer<typeof TutorSessionSchema>;

/** The longest stretch a tutor's busy times are read for at once (a booker's day spans two). */
export const BUSY_TIMES_MAX_DAYS = 7;

/**
 * GET /api/tutors/{id}/busy: the stretch `from` to `to` (instants) to read a tutor's booked
 * times for, so the booking dialog offers only free times.
 */
export const TutorBusyQuerySchema = z
  .object({ from: DateTimeSchema, to: DateTimeSchema })
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), {
    message: 'The end must come after the start',
    path: ['to'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= BUSY_TIMES_MAX_DAYS * 24 * 60 * 60_000, {
    message: `Ask for at most ${BUSY_TIMES_MAX_DAYS} days at once`,
    path: ['to'],
  });
export type TutorBusyQuery = z.infer<typeof TutorBusyQuerySchema>;

/** A time a tutor is booked, naming no one: what the booking dialog needs and no more. */
export const BusyTimeSchema = z.object({ startsAt: DateTimeSchema, endsAt: DateTimeSchema });
export type BusyTime = z.infer<typeof BusyTimeSchema>;

/** GET /api/sessions/user: the signed-in user's sessions, latest start first; pages like any list. */
export const UserSessionsQuerySchema = PaginationQuerySchema;

/**
 * POST /api/sessions/{id}/cancel: `series=future` cancels this session and the later ones of its
 * series (each that can still be cancelled; docs/tutoring.md#weekly-sessions-and-mail).
 */
export const CancelSessionQuerySchema = z.object({
  series: z.enum(['future'], { error: 'Use series=future to cancel the later sessions too' }).optional(),
});
export type CancelSessionQuery = z.infer<typeof CancelSessionQuerySchema>;

/** Where the booker downloads a session's calendar file (an "Add to calendar" link). */
export function sessionCalendarPath(sessionId: number): string {
  return `/api/sessions/${sessionId}/calendar.ics`;
}

/** The calendar file's name for a session. */
export function sessionCalendarFileName(sessionId: number): string {
  return `sprout-session-${sessionId}.ics`;
}

// ------------------------------------------------------------------ the admin's bookings

/** GET /api/admin/sessions: every booking, latest start first; `status` keeps one status. */
export const AdminSessionsQuerySchema = PaginationQuerySchema.extend({
  status: z.enum(SESSION_STATUSES, { error: 'Please choose a status from the list' }).optional(),
});
export type AdminSessionsQuery = z.input<typeof AdminSessionsQuerySchema>;
export type AdminSessionsFilters = z.output<typeof AdminSessionsQuerySchema>;

/**
 * A booking as the admin's Bookings list shows it. `status` is the stored one: a session whose
 * time has passed stays `scheduled` until an admin records what happened (`isOver` says so).
 */
export const AdminSessionSchema = z.object({
  id: z.number().int(),
  tutorId: z.number().int(),
  tutorName: z.string(),
  /** The booker's username (public surfaces and admin lists name people by username). */
  username: z.string(),
  subject: z.string(),
  sessionType: z.string(),
  startsAt: DateTimeSchema,
  status: z.enum(SESSION_STATUSES),
  isOver: z.boolean(),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

/** POST /api/admin/sessions/{id}/status: what happened at a scheduled session. */
export const SessionOutcomeInputSchema = z.object({
  status: z.enum(SESSION_OUTCOMES, { error: 'Please choose completed or no-show' }),
});
export type SessionOutcomeInput = z.infer<typeof SessionOutcomeInputSchema>;
