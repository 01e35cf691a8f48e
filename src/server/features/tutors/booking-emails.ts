// The e-mails about a booking: the reminder a day before, and the notice when a tutor leaves.
import { CANCELLATION_RULE } from '#contract/sessions.ts';
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

export function reminderEmail(ctx: AppContext, row: SessionWithBookerRow) {
  return renderEmail({
    subject: `Reminder: your session with ${row.tutorName} is coming up`,
    greeting: `Hi ${row.userName},`,
    paragraphs: [
      `This is a friendly reminder of your ${row.sessionType} session with ${row.tutorName}.`,
      `Subject: ${row.subject}`,
      `When: ${localStart(row.startsAt, row.timeZone)}`,
      `Can't make it? ${CANCELLATION_RULE} You can cancel it from your dashboard.`,
    ],
    action: { label: 'See my sessions', url: `${ctx.config.publicUrl}/user-panel` },
    footer: 'Have a great session! The Sprout team',
  });
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
