// The calendar file of a booked session (iCalendar, RFC 5545): one event, its times in UTC, so
// every calendar shows it at the right moment in its own zone.

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
}

/** 2026-06-02T13:00:00.000Z -> 20260602T130000Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values escape backslashes, semicolons, commas and line breaks. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (never inside a character). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function buildSessionCalendar(
  session: CalendarSession,
  site: { publicUrl: string; now: Date },
): string {
  const host = new URL(site.publicUrl).hostname;
  const description = [
    `${session.sessionType} with ${session.tutorName} on Sprout.`,
    `Booked for ${session.timeZone} time.`,
    ...(session.notes ? [`Notes: ${session.notes}`] : []),
    `Your sessions: ${site.publicUrl}/user-panel`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sprout//Tutor sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:tutor-session-${session.id}@${host}`,
    `DTSTAMP:${utcStamp(site.now)}`,
    `DTSTART:${utcStamp(session.startsAt)}`,
    `DTEND:${utcStamp(session.endsAt)}`,
    `SUMMARY:${escapeText(`${session.subject} with ${session.tutorName}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${site.publicUrl}/user-panel`,
    `STATUS:${session.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${session.cancelled ? 1 : 0}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
