// The notice to a booker when their tutor leaves (the other mails about a booking are in
// booking-mail.ts).
import type { AppContext } from '../../app-context';
import { renderEmail } from '../../lib/email-template';
import type { SessionWithBookerRow } from './bookings.repository';

/** "Thursday, June 4, 2026 at 9:00 AM (America/New_York time)": on the clocks of the booking's zone. */
export function localStart(startsAt: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(
    startsAt,
  );
  return `${when} (${timeZone} time)`;
}

export function tutorLeftEmail(ctx: AppContext, row: SessionWithBookerRow) {
  return renderEmail({
    subject: `Your session with ${row.tutorName} is cancelled`,
    greeting: `Hi ${row.userName},`,
    paragraphs: [
      `We're sorry: ${row.tutorName} no longer teaches on Sprout, so your ${row.subject} session on ${localStart(row.startsAt, row.timeZone)} is cancelled.`,
      'Our other tutors would love to help. You can book a new session whenever you like.',
    ],
    action: { label: 'Find a tutor', url: `${ctx.config.publicUrl}/tutors` },
    footer: 'The Sprout team',
  });
}
