import { describe, expect, it } from 'vitest';
import { buildSessionCalendar } from './booking-calendar.ts';

const session = {
  id: 7,
  startsAt: new Date('2026-06-10T13:00:00.000Z'),
  endsAt: new Date('2026-06-10T14:00:00.000Z'),
  subject: 'Lecture à voix haute, poésie; et beaucoup de jolis mots très élégants ✨✨✨ ensemble',
  sessionType: 'Small Group (2-3)',
  tutorName: 'Zoë Ångström',
  timeZone: 'Europe/Paris',
  notes: 'Line one\nline two, with a comma',
  cancelled: false,
};
const site = { publicUrl: 'https://sprout.example', now: new Date('2026-06-01T12:00:00.000Z') };

describe('buildSessionCalendar', () => {
  it('folds long lines at 75 octets without splitting a character, and escapes text', () => {
    const ics = buildSessionCalendar(session, site);
    const physical = ics.split('\r\n').slice(0, -1);
    for (const line of physical) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain(
      'SUMMARY:Lecture à voix haute\\, poésie\\; et beaucoup de jolis mots très élégants ✨✨✨ ensemble with Zoë Ångström',
    );
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(
      'Notes: Line one\\nline two\\, with a comma',
    );
    expect(lines).toContain('UID:tutor-session-7@sprout.example');
    expect(lines).toContain('URL:https://sprout.example/user-panel');
  });

  it('marks a cancelled session as cancelled, so calendars drop it', () => {
    const lines = buildSessionCalendar({ ...session, cancelled: true }, site).split('\r\n');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:1');
  });
});
