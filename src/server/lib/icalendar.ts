// The one iCalendar (RFC 5545) writer: the calendar files a booker downloads and the ones mails
// carry. Times are UTC ("Z"), so every calendar shows an event at the right moment in its own
// zone; lines end in CRLF and fold at 75 octets; TEXT values escape backslashes, semicolons,
// commas and line breaks. An event's UID never changes, so a later file (a cancellation, with a
// higher SEQUENCE) replaces the event a calendar already holds (docs/tutoring.md#weekly-sessions-and-mail).

export interface CalendarEvent {
  /** Stable per event: the same thing always has the same UID. */
  uid: string;
  /** 0 for the first version; higher for each change (a cancellation is 1). */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

export interface CalendarFile {
  /** PUBLISH for a file to keep, CANCEL to take its events out of a calendar. */
  method: 'PUBLISH' | 'CANCEL';
  events: readonly CalendarEvent[];
  /** When the file is written (DTSTAMP). */
  now: Date;
  /** Who the events come from, as a mail address (required by calendars for a CANCEL). */
  organizer?: { name: string; email: string };
}

/** 2026-06-02T13:00:00.000Z -> 20260602T130000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line longer than 75 octets continues on the next after one space, never inside a character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // A continuation line's leading space counts against its 75 octets.
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

function eventLines(event: CalendarEvent, file: CalendarFile): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(file.now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description === undefined ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
    ...(event.url === undefined ? [] : [`URL:${event.url}`]),
    ...(file.organizer
      ? [`ORGANIZER;CN="${file.organizer.name.replace(/["\r\n]/g, '')}":mailto:${file.organizer.email}`]
      : []),
    `STATUS:${event.status}`,
    `SEQUENCE:${event.sequence}`,
    'END:VEVENT',
  ];
}

/** A whole calendar file, CRLF after every line (the last too). */
export function buildCalendar(file: CalendarFile): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sprout//Tutor sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${file.method}`,
    ...file.events.flatMap((event) => eventLines(event, file)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
