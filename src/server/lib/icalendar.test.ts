import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarEvent, escapeText, foldLine } from './icalendar.ts';

const now = new Date('2026-06-01T12:00:00.000Z');
const event: CalendarEvent = {
  uid: 'tutor-session-7@sprout.example',
  sequence: 0,
  start: new Date('2026-06-10T13:00:00.000Z'),
  end: new Date('2026-06-10T14:00:00.000Z'),
  summary: 'Maths, fractions; more',
  status: 'CONFIRMED',
};

/** The logical lines of a file: unfolded, split on CRLF. */
function unfolded(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('buildCalendar', () => {
  it('ends every line with CRLF and writes times in UTC with Z', () => {
    const ics = buildCalendar({ method: 'PUBLISH', events: [event], now });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(ics);
    expect(lines).toContain('DTSTART:20260610T130000Z');
    expect(lines).toContain('DTEND:20260610T140000Z');
    expect(lines).toContain('DTSTAMP:20260601T120000Z');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('SUMMARY:Maths\\, fractions\\; more');
  });

  it('holds several events, each with its own stable UID', () => {
    const second = {
      ...event,
      uid: 'tutor-session-8@sprout.example',
      start: new Date('2026-06-17T13:00:00Z'),
    };
    const lines = unfolded(buildCalendar({ method: 'PUBLISH', events: [event, second], now }));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:tutor-session-7@sprout.example');
    expect(lines).toContain('UID:tutor-session-8@sprout.example');
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED, a higher SEQUENCE and the same UID', () => {
    const ics = buildCalendar({
      method: 'CANCEL',
      events: [{ ...event, status: 'CANCELLED', sequence: 1 }],
      now,
      organizer: { name: 'Sprout', email: 'hello@sprout.example' },
    });
    const lines = unfolded(ics);
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain('UID:tutor-session-7@sprout.example');
    expect(lines).toContain('ORGANIZER;CN="Sprout":mailto:hello@sprout.example');
  });
});

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('foldLine', () => {
  it('keeps a line of 75 octets whole and folds a longer one with a leading space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('never splits a character and keeps every physical line within 75 octets', () => {
    const folded = foldLine(`DESCRIPTION:${'é✨'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é✨'.repeat(60)}`);
  });
});
