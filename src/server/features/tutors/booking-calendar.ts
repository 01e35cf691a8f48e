// The calendar file of booked sessions: one event per session, written by the one iCalendar
// writer (src/server/lib/icalendar.ts). A session's UID is the same in every file, so the file of
// a cancellation takes the event out of the calendar that holds it.
import type { Locale } from '#contract/i18n/locales.ts';
import { translate, translateOption } from '#server/lib/i18n.ts';
import { buildCalendar, type CalendarEvent } from '#server/lib/icalendar.ts';

export interface CalendarSession {
  id: number;
  startsAt: Date;
  endsAt: Date;
  subject: string;
  sessionType: string;
  tutorName: string;
  timeZone: string;
  notes: string | null;
  cancelled: boolean;
  /** Where the reader's sessions are listed (the booker's dashboard unless told). */
  sessionsPath?: string;
}

interface Site {
  publicUrl: string;
  now: Date;
  /** The language of whoever adds the file to their calendar (English when not said). */
  locale?: Locale;
}

/** One session's event; its UID is stable (tutor-session-{id}@host). */
export function sessionEvent(session: CalendarSession, site: Site): CalendarEvent {
  const host = new URL(site.publicUrl).hostname;
  const sessions = `${site.publicUrl}${session.sessionsPath ?? '/user-panel'}`;
  const lang = site.locale ?? 'en';
  const description = [
    translate(lang, 'mail.calendarWhat', {
      type: translateOption(lang, session.sessionType),
      tutor: session.tutorName,
    }),
    translate(lang, 'mail.calendarZone', { zone: session.timeZone }),
    ...(session.notes ? [translate(lang, 'mail.calendarNotes', { notes: session.notes })] : []),
    translate(lang, 'mail.calendarSessions', { url: sessions }),
  ].join('\n');
  return {
    uid: `tutor-session-${session.id}@${host}`,
    // A session changes once: from booked to cancelled.
    sequence: session.cancelled ? 1 : 0,
    start: session.startsAt,
    end: session.endsAt,
    summary: translate(lang, 'mail.calendarSummary', {
      subject: translateOption(lang, session.subject),
      tutor: session.tutorName,
    }),
    description,
    url: sessions,
    status: session.cancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}

export function buildSessionCalendar(session: CalendarSession, site: Site): string {
  return buildCalendar({ method: 'PUBLISH', events: [sessionEvent(session, site)], now: site.now });
}

/**
 * The file a mail carries about several sessions (a weekly series is one file holding every
 * occurrence): PUBLISH for booked sessions, CANCEL for cancelled ones.
 */
export function buildSessionsCalendar(
  sessions: readonly CalendarSession[],
  site: Site & { organizer?: { name: string; email: string } },
): string {
  const cancelled = sessions.every((s) => s.cancelled);
  return buildCalendar({
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    events: sessions.map((s) => sessionEvent(s, site)),
    now: site.now,
    ...(site.organizer ? { organizer: site.organizer } : {}),
  });
}
