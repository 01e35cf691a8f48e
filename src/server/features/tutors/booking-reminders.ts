// The reminder e-mail, once, about 24 hours before a session, to both sides (the tutor and the
// booker's side, docs/tutoring.md#weekly-sessions-and-mail): a job in every process claims due
// sessions with one conditional update (see claimDueReminders), so no session is mailed twice.
import type { AppContext } from '#server/app-context.ts';
import type { Job } from '#server/lib/jobs.ts';
import { mailReminder } from './booking-mail.ts';
import * as repo from './bookings.repository.ts';

const HOUR = 60 * 60 * 1000;
export const REMINDER_HOURS_BEFORE = 24;
const BATCH = 100;

/** Mails every due reminder not sent yet; answers how many were sent. */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = ctx.clock.now();
    const claimed = await repo.claimDueReminders(ctx.db, {
      now,
      until: new Date(now.getTime() + REMINDER_HOURS_BEFORE * HOUR),
      limit: BATCH,
    });
    let failed = false;
    for (const id of claimed) {
      const mailed = await mailReminder(ctx, id);
      sent += mailed.sent;
      // Nobody could be reached (the mail server is down): a later run tries again. A reminder
      // that reached one side is not sent twice to the other.
      if (mailed.readers > 0 && mailed.sent === 0) {
        ctx.logger.error({ sessionId: id }, 'could not send a session reminder; will retry');
        await repo.releaseReminder(ctx.db, id, now);
        failed = true;
      }
    }
    // A full batch may mean more are due; after a failure, the next run tries again.
    if (claimed.length < BATCH || failed) return sent;
  }
}

export function bookingJobs(ctx: AppContext): Job[] {
  return [{ name: 'tutor-session-reminders', everyMs: 60_000, run: () => sendDueReminders(ctx) }];
}
