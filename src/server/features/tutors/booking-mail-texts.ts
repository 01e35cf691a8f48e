// What the mails about a session say (docs/tutoring.md#weekly-sessions-and-mail): to the tutor,
// the learner's first name and the times on the tutor's clocks; to the booker's side, the tutor's
// name and the times on the reader's clocks; each in the reader's language. booking-mail.ts
// decides who reads which.
import type { Locale } from '#contract/i18n/locales.ts';
import { CANCEL_HOURS_BEFORE } from '#contract/sessions.ts';
import type { AppContext } from '#server/app-context.ts';
import {
  type EmailContent,
  greetingTo,
  mailDateTime,
  mailTimeZone,
  renderEmail,
} from '#server/lib/email-template.ts';
import { translate, translateOption } from '#server/lib/i18n.ts';
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
  /** The language the reader's mail is written in. */
  locale: Locale;
}

/** The button to the (first) lesson's room, where it happens (docs/lesson-room.md). */
function joinTheLesson(ctx: AppContext, row: Row, reader: Reader) {
  return {
    label: translate(reader.locale, 'mail.joinLesson'),
    url: `${ctx.config.publicUrl}/lessons/${row.id}`,
  };
}

/** The line naming where the reader's sessions are listed, now that the button opens the room. */
function sessionsLine(ctx: AppContext, lang: Locale, page: '/teach' | '/user-panel') {
  return translate(lang, 'mail.yourSessionsAt', { url: `${ctx.config.publicUrl}${page}` });
}

/** The first word of a name: all a tutor is told of a learner (docs/rules.md#families-consent-and-privacy). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** "Wed, Jun 10 at 4:00 PM (Eastern Time)", one line per session. */
function whenLines(rows: readonly Row[], { timeZone, locale }: Reader): string[] {
  const zone = mailTimeZone(timeZone, locale);
  if (rows.length === 1 && rows[0])
    return [
      translate(locale, 'mail.sessionWhen', { when: mailDateTime(rows[0].startsAt, timeZone, locale), zone }),
    ];
  return [
    translate(locale, 'mail.sessionEveryWeek', { count: rows.length, zone }),
    rows.map((row) => `• ${mailDateTime(row.startsAt, timeZone, locale)}`).join('\n'),
  ];
}

/** Whose sessions a sentence names: the reader's own, or (to a parent) the learner's. */
function whoseValues(row: Row, reader: Reader) {
  return { whose: reader.isParent ? 'parent' : 'own', learner: firstNameOf(row.booker.name) };
}

function cancellationRule(locale: Locale): string {
  return translate(locale, 'mail.cancellationRule', { hours: CANCEL_HOURS_BEFORE });
}

export function bookedForTutor(ctx: AppContext, rows: Row[], reader: Reader): EmailContent {
  const [row] = rows as [Row];
  const lang = reader.locale;
  const learner = firstNameOf(row.booker.name);
  return renderEmail({
    subject: translate(lang, 'mail.bookedTutorSubject', {
      learner,
      subject: translateOption(lang, row.subject),
      weeks: rows.length,
    }),
    greeting: greetingTo(reader.name, lang),
    paragraphs: [
      translate(lang, 'mail.bookedTutorText', { learner, type: translateOption(lang, row.sessionType) }),
      translate(lang, 'mail.sessionSubject', { subject: translateOption(lang, row.subject) }),
      ...whenLines(rows, reader),
      translate(lang, 'mail.calendarAdds', { count: 1 }),
      sessionsLine(ctx, lang, '/teach'),
    ],
    action: joinTheLesson(ctx, row, reader),
    lang,
  });
}

export function bookedForBooker(ctx: AppContext, rows: Row[], reader: Reader): EmailContent {
  const [row] = rows as [Row];
  const lang = reader.locale;
  const count = rows.length;
  return renderEmail({
    subject: translate(lang, 'mail.bookedSubject', {
      subject: translateOption(lang, row.subject),
      tutor: row.tutorName,
    }),
    greeting: greetingTo(reader.name, lang),
    paragraphs: [
      translate(lang, 'mail.bookedText', {
        ...whoseValues(row, reader),
        type: translateOption(lang, row.sessionType),
        count,
        tutor: row.tutorName,
      }),
      translate(lang, 'mail.sessionSubject', { subject: translateOption(lang, row.subject) }),
      ...whenLines(rows, reader),
      `${translate(lang, 'mail.calendarAdds', { count })} ${cancellationRule(lang)}`,
      sessionsLine(ctx, lang, '/user-panel'),
    ],
    action: joinTheLesson(ctx, row, reader),
    lang,
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
  const lang = reader.locale;
  const learner = firstNameOf(row.booker.name);
  const values = {
    ...whoseValues(row, reader),
    subject: translateOption(lang, row.subject),
    count: rows.length,
    tutor: row.tutorName,
  };
  const said = forTutor
    ? translate(
        lang,
        by === 'admin' || by === 'tutor-left'
          ? 'mail.cancelledTutorBySprout'
          : 'mail.cancelledTutorByLearner',
        values,
      )
    : translate(
        lang,
        by === 'tutor-left'
          ? 'mail.cancelledTutorLeft'
          : by === 'admin'
            ? 'mail.cancelledBySprout'
            : 'mail.cancelledByTutor',
        values,
      );
  return renderEmail({
    subject: forTutor
      ? translate(lang, 'mail.cancelledTutorSubject', {
          learner,
          subject: translateOption(lang, row.subject),
        })
      : translate(lang, 'mail.cancelledSubject', {
          subject: translateOption(lang, row.subject),
          tutor: row.tutorName,
        }),
    greeting: greetingTo(reader.name, lang),
    paragraphs: [
      said,
      ...(reason ? [translate(lang, 'mail.cancelledReason', { reason })] : []),
      ...whenLines(rows, reader),
      translate(lang, 'mail.calendarRemoves'),
      ...(forTutor ? [] : [translate(lang, 'mail.bookAnotherTime')]),
    ],
    action: forTutor
      ? { label: translate(lang, 'mail.seeYourSessions'), url: `${ctx.config.publicUrl}/teach` }
      : by === 'tutor-left'
        ? { label: translate(lang, 'mail.findATutor'), url: `${ctx.config.publicUrl}/tutors` }
        : { label: translate(lang, 'mail.findATime'), url: `${ctx.config.publicUrl}/tutors/${row.tutorId}` },
    lang,
  });
}

export function reminderMail(ctx: AppContext, rows: Row[], reader: Reader, forTutor: boolean): EmailContent {
  const [row] = rows as [Row];
  const lang = reader.locale;
  const learner = firstNameOf(row.booker.name);
  return renderEmail({
    subject: forTutor
      ? translate(lang, 'mail.reminderTutorSubject', { learner, subject: translateOption(lang, row.subject) })
      : translate(lang, 'mail.reminderSubject', { tutor: row.tutorName }),
    greeting: greetingTo(reader.name, lang),
    paragraphs: [
      forTutor
        ? translate(lang, 'mail.reminderTutorText', { type: translateOption(lang, row.sessionType), learner })
        : translate(lang, 'mail.reminderText', {
            ...whoseValues(row, reader),
            type: translateOption(lang, row.sessionType),
            tutor: row.tutorName,
          }),
      translate(lang, 'mail.sessionSubject', { subject: translateOption(lang, row.subject) }),
      ...whenLines(rows, reader),
      ...(forTutor
        ? [sessionsLine(ctx, lang, '/teach')]
        : [
            translate(lang, 'mail.reminderCantMake', { rule: cancellationRule(lang) }),
            sessionsLine(ctx, lang, '/user-panel'),
          ]),
    ],
    action: joinTheLesson(ctx, row, reader),
    footer: translate(lang, 'mail.reminderFooter'),
    lang,
  });
}
