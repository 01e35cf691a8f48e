// Who hears of a booking, and what they read (docs/tutoring.md#weekly-sessions-and-mail): the
// tutor (when the profile is someone's account with an address) and the booker's side (the
// booker, never a child's own address, and the booker's linked parents). Each mail lists its
// session's date, or every date of a series, on the reader's clocks, and carries one calendar
// file with every session it names. A mail that cannot be sent is logged: the booking stands.
import { SESSION_DURATION_MINUTES } from '#contract/sessions.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import { isChild } from '#server/features/accounts/child-rule.ts';
import { settingsOf } from '#server/features/family/child-settings.service.ts';
import { parentsToTell } from '#server/features/family/family.service.ts';
import type { EmailContent } from '#server/lib/email-template.ts';
import type { MailAttachment } from '#server/lib/mailer.ts';
import { buildSessionsCalendar } from './booking-calendar.ts';
import {
  bookedForBooker,
  bookedForTutor,
  type CancelledBy,
  cancelledMail,
  firstNameOf,
  type Reader,
  reminderMail,
} from './booking-mail-texts.ts';
import * as repo from './bookings.repository.ts';

type Row = repo.SessionForMailRow;

/** One booking's sessions together: a series is one group, a single session its own. */
function groupsOf(rows: readonly Row[]): Row[][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.seriesId ? `series:${row.seriesId}` : `session:${row.id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

/**
 * The calendar file of some sessions, as one side reads it: the booker's side sees "with" the
 * tutor, the tutor "with" the learner's first name and their own sessions page. The UIDs are the
 * same in both, so each calendar matches its own events.
 */
function calendarFile(
  ctx: AppContext,
  rows: readonly Row[],
  reader: Reader,
  cancelled: boolean,
  forTutor = false,
): MailAttachment {
  const content = buildSessionsCalendar(
    rows.map((row) => ({
      id: row.id,
      startsAt: row.startsAt,
      endsAt: new Date(row.startsAt.getTime() + SESSION_DURATION_MINUTES * 60_000),
      subject: row.subject,
      sessionType: row.sessionType,
      tutorName: forTutor ? firstNameOf(row.booker.name) : row.tutorName,
      timeZone: forTutor ? row.tutorTimeZone : row.timeZone,
      notes: row.notes,
      cancelled,
      ...(forTutor ? { sessionsPath: '/teach' } : {}),
    })),
    {
      publicUrl: ctx.config.publicUrl,
      now: ctx.clock.now(),
      locale: reader.locale,
      organizer: { name: 'Sprout', email: ctx.config.mailFrom.replace(/^.*<([^>]+)>.*$/, '$1') },
    },
  );
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  return {
    filename: cancelled ? 'sprout-cancelled.ics' : 'sprout-sessions.ics',
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** The booker's side: the booker unless a child (a child keeps no address), and the linked parents. */
async function bookerSide(ctx: AppContext, row: Row): Promise<Reader[]> {
  const readers: Reader[] = [];
  if (row.booker.email && !isChild(row.booker, ctx.clock.now())) {
    readers.push({
      name: row.booker.name,
      email: row.booker.email,
      timeZone: row.timeZone,
      isParent: false,
      locale: row.booker.locale,
    });
  }
  const parents = await parentsToTell(ctx, row.booker.id);
  if (parents.length > 0) {
    // A parent reads times on the family's clock (the zone of the quiet hours they chose), else the booking's.
    const familyZone = (await settingsOf(ctx.db, row.booker.id)).quietHours?.timeZone ?? row.timeZone;
    for (const parent of parents) {
      readers.push({
        name: parent.name,
        email: parent.email,
        timeZone: familyZone,
        isParent: true,
        locale: parent.locale,
      });
    }
  }
  // One address may serve several accounts of a family: one mail to it.
  return readers.filter(
    (r, i) => readers.findIndex((o) => o.email.toLowerCase() === r.email.toLowerCase()) === i,
  );
}

function tutorReader(row: Row): Reader | undefined {
  if (!row.tutorEmail) return undefined;
  return {
    name: firstNameOf(row.tutorName),
    email: row.tutorEmail,
    timeZone: row.tutorTimeZone,
    isParent: false,
    // The address is the tutor's account's, so its language is there too.
    locale: row.tutorLocale ?? 'en',
  };
}

async function send(
  ctx: AppContext,
  reader: Reader,
  email: EmailContent,
  attachment: MailAttachment,
  rows: readonly Row[],
): Promise<boolean> {
  try {
    await ctx.mailer.send({ to: reader.email, ...email, attachments: [attachment] });
    return true;
  } catch (error) {
    ctx.logger.error({ err: error, sessionId: rows[0]?.id }, 'could not send a session mail');
    return false;
  }
}

/**
 * Runs a mailing after its booking or cancellation committed: whatever goes wrong is logged, and
 * the call that made the change still answers with it.
 */
async function afterCommit(ctx: AppContext, what: string, mailing: () => Promise<void>): Promise<void> {
  try {
    await mailing();
  } catch (error) {
    ctx.logger.error({ err: error }, `could not send the mails of ${what}`);
  }
}

/** A new booking (one session, or every session of a series): the tutor and the booker's side. */
export function mailBooked(ctx: AppContext, ids: number[]): Promise<void> {
  return afterCommit(ctx, 'a booking', async () => {
    for (const rows of groupsOf(await repo.findSessionsForMail(ctx.db, ids))) {
      const [row] = rows as [Row];
      const tutor = tutorReader(row);
      if (tutor) {
        const file = calendarFile(ctx, rows, tutor, false, true);
        await send(ctx, tutor, bookedForTutor(ctx, rows, tutor), file, rows);
      }
      for (const reader of await bookerSide(ctx, row)) {
        await send(
          ctx,
          reader,
          bookedForBooker(ctx, rows, reader),
          calendarFile(ctx, rows, reader, false),
          rows,
        );
      }
    }
  });
}

/** What the cancellation mails need of some sessions, read in the caller's transaction. */
export function sessionsForMail(db: Executor, ids: number[]): Promise<Row[]> {
  return repo.findSessionsForMail(db, ids);
}

/**
 * Cancelled sessions: the other side of who cancelled hears of it, with the reason when there is
 * one (both sides when Sprout cancelled).
 */
export function mailCancelled(
  ctx: AppContext,
  ids: number[],
  cancel: { by: CancelledBy; reason?: string | null },
): Promise<void> {
  return afterCommit(ctx, 'a cancellation', async () =>
    mailCancelledSessions(ctx, await sessionsForMail(ctx.db, ids), cancel),
  );
}

/**
 * mailCancelled for sessions read before they went (an account's deletion takes its sessions
 * with it: they are read in its transaction and mailed after it).
 */
export function mailCancelledSessions(
  ctx: AppContext,
  sessions: readonly Row[],
  cancel: { by: CancelledBy; reason?: string | null },
): Promise<void> {
  const reason = cancel.reason?.trim() || null;
  return afterCommit(ctx, 'a cancellation', async () => {
    for (const rows of groupsOf(sessions)) {
      const [row] = rows as [Row];
      const tutor = tutorReader(row);
      if (tutor && cancel.by !== 'tutor' && cancel.by !== 'tutor-left') {
        const mail = cancelledMail(ctx, rows, tutor, cancel.by, reason, true);
        await send(ctx, tutor, mail, calendarFile(ctx, rows, tutor, true, true), rows);
      }
      if (cancel.by === 'booker') continue;
      for (const reader of await bookerSide(ctx, row)) {
        const mail = cancelledMail(ctx, rows, reader, cancel.by, reason, false);
        await send(ctx, reader, mail, calendarFile(ctx, rows, reader, true), rows);
      }
    }
  });
}

/** The day-before reminder of one session, to both sides: how many readers, and how many were sent. */
export async function mailReminder(ctx: AppContext, id: number): Promise<{ readers: number; sent: number }> {
  let readers = 0;
  let sent = 0;
  for (const rows of groupsOf(await repo.findSessionsForMail(ctx.db, [id]))) {
    const [row] = rows as [Row];
    const tutor = tutorReader(row);
    const side = await bookerSide(ctx, row);
    for (const [reader, forTutor] of [
      ...(tutor ? [[tutor, true] as const] : []),
      ...side.map((r) => [r, false] as const),
    ]) {
      readers += 1;
      const file = calendarFile(ctx, rows, reader, false, forTutor);
      if (await send(ctx, reader, reminderMail(ctx, rows, reader, forTutor), file, rows)) sent += 1;
    }
  }
  return { readers, sent };
}
