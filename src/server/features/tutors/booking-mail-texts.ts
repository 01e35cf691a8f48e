// What the mails about a session say (docs/tutoring.md#weekly-sessions-and-mail): to the tutor,
// the learner's first name and the times on the tutor's clocks; to the booker's side, the tutor's
// name and the times on the reader's clocks. booking-mail.ts decides who reads which.
import type { Locale } from '#contract/i18n/locales.ts';
import { CANCELLATION_RULE } from '#contract/sessions.ts';
import { timeZoneLabel } from '#contract/tutor-hours.ts';
import type { AppContext } from '#server/app-context.ts';
import { type EmailContent, mailDateTime, renderEmail } from '#server/lib/email-template.ts';
import { translate } from '#server/lib/i18n.ts';
import type { SessionForMailRow as Row } from './bookings.repository.ts';

/**
 * Who cancelled: the other side hears of it (both sides when Sprout did). `tutor-left`: an admin
 * removed the tutor, so only the booker's side is told.
 */
export type CancelledBy = 'booker' | 'tutor' | 'admin' | 'tutor-left';

export interface Reader {
  name: string;
  email: string;
  /** The zone the reader's times are written in. */
  timeZone: string;
  /** A parent reading about their child, not the booker. */
  isParent: boolean;
  locale: Locale;
}

/** The button to the (first) lesson's room, where it happens (docs/lesson-room.md). */
function joinTheLesson(ctx: AppContext, row: Row, reader: Reader) {
  return {
    label: translate(reader.locale, 'mail.joinLesson'),
    url: `${ctx.config.publicUrl}/lessons/${row.id}`,
  };
}

/** The first word of a name: all a tutor is told of a learner (docs/rules.md#families-consent-and-privacy). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** "Wed, Jun 10 at 4:00 PM (Eastern Time)", one line per session. */
function whenLines(rows: readonly Row[], timeZone: string): string[] {
  const zone = timeZoneLabel(timeZone);
  if (rows.length === 1 && rows[0]) return [`When: ${mailDateTime(rows[0].startsAt, timeZone)} (${zone})`];
  return [
    `Every week, ${rows.length} sessions (${zone}):`,
    rows.map((row) => `• ${mailDateTime(row.startsAt, timeZone)}`).join('\n'),
  ];
}

function learnerWords(row: Row, reader: Reader): string {
  return reader.isParent ? `${firstNameOf(row.booker.name)}'s` : 'Your';
}

export function bookedForTutor(ctx: AppContext, rows: Row[], reader: Reader): EmailContent {
  const [row] = rows as [Row];
  const learner = firstNameOf(row.booker.name);
  return renderEmail({
    subject: `New booking: ${learner}, ${row.subject}${rows.length > 1 ? `, every week for ${rows.length} weeks` : ''}`,
    greeting: `Hi ${reader.name},`,
    paragraphs: [
      `${learner} booked a ${row.sessionType} session with you.`,
      `Subject: ${row.subject}`,
      ...whenLines(rows, reader.timeZone),
      'The calendar file attached adds it to your calendar.',
      `Your sessions: ${ctx.config.publicUrl}/teach`,
    ],
    action: joinTheLesson(ctx, row, reader),
  });
}

export function bookedForBooker(ctx: AppContext, rows: Row[], reader: Reader): EmailContent {
  const [row] = rows as [Row];
  const whose = learnerWords(row, reader);
  return renderEmail({
    subject: `Booked: ${row.subject} with ${row.tutorName}`,
    greeting: `Hi ${reader.name},`,
    paragraphs: [
      `${whose} ${row.sessionType} session${rows.length > 1 ? 's' : ''} with ${row.tutorName} ${rows.length > 1 ? 'are' : 'is'} booked.`,
      `Subject: ${row.subject}`,
      ...whenLines(rows, reader.timeZone),
      `The calendar file attached adds ${rows.length > 1 ? 'them' : 'it'} to your calendar. ${CANCELLATION_RULE}`,
      `Your sessions: ${ctx.config.publicUrl}/user-panel`,
    ],
    action: joinTheLesson(ctx, row, reader),
  });
}

export function cancelledMail(
  ctx: AppContext,
  rows: Row[],
  reader: Reader,
  by: CancelledBy,
  reason: string | null,
  forTutor: boolean,
): EmailContent {
  const [row] = rows as [Row];
  const learner = firstNameOf(row.booker.name);
  const sessions = `${row.subject} session${rows.length > 1 ? 's' : ''}`;
  const whose = learnerWords(row, reader).replace(/^Your$/, 'your');
  const said = forTutor
    ? by === 'admin' || by === 'tutor-left'
      ? `Sprout cancelled ${learner}'s ${sessions} with you.`
      : `${learner} cancelled their ${sessions} with you.`
    : by === 'tutor-left'
      ? `We're sorry: ${row.tutorName} no longer teaches on Sprout, so ${whose} ${sessions} ${rows.length > 1 ? 'are' : 'is'} cancelled.`
      : by === 'admin'
        ? `Sprout cancelled ${whose} ${sessions} with ${row.tutorName}.`
        : `${row.tutorName} cancelled ${whose} ${sessions}.`;
  return renderEmail({
    subject: forTutor
      ? `Cancelled: ${learner}, ${row.subject}`
      : `Cancelled: ${row.subject} with ${row.tutorName}`,
    greeting: `Hi ${reader.name},`,
    paragraphs: [
      said,
      ...(reason ? [`Reason: ${reason}`] : []),
      ...whenLines(rows, reader.timeZone),
      'The calendar file attached takes it out of your calendar.',
      ...(forTutor ? [] : ['You can book another time whenever you like.']),
    ],
    action: forTutor
      ? { label: 'See your sessions', url: `${ctx.config.publicUrl}/teach` }
      : by === 'tutor-left'
        ? { label: 'Find a tutor', url: `${ctx.config.publicUrl}/tutors` }
        : { label: 'Find a time', url: `${ctx.config.publicUrl}/tutors/${row.tutorId}` },
  });
}

export function reminderMail(ctx: AppContext, rows: Row[], reader: Reader, forTutor: boolean): EmailContent {
  const [row] = rows as [Row];
  const learner = firstNameOf(row.booker.name);
  return renderEmail({
    subject: forTutor
      ? `Reminder: ${learner}'s ${row.subject} session is coming up`
      : `Reminder: your session with ${row.tutorName} is coming up`,
    greeting: `Hi ${reader.name},`,
    paragraphs: [
      forTutor
        ? `This is a friendly reminder of your ${row.sessionType} session with ${learner}.`
        : `This is a friendly reminder of ${learnerWords(row, reader).toLowerCase()} ${row.sessionType} session with ${row.tutorName}.`,
      `Subject: ${row.subject}`,
      ...whenLines(rows, reader.timeZone),
      forTutor
        ? `Your sessions: ${ctx.config.publicUrl}/teach`
        : `Can't make it? ${CANCELLATION_RULE} You can cancel it from your dashboard: ${ctx.config.publicUrl}/user-panel`,
    ],
    action: joinTheLesson(ctx, row, reader),
    footer: 'Have a great session! The Sprout team',
  });
}
