// Every background job of the server, registered in one place: a feature (or the database layer)
// exports its jobs, and this list is where they are switched on (main.ts starts them; tests run
// them on a controlled clock).
import type { AppContext } from './app-context';
import { approvalsJobs } from './cross-feature/approvals/approvals.service';
import { consentJobs } from './cross-feature/parental-consent/parental-consent.service';
import { digestJobs } from './cross-feature/weekly-digest/digest.service';
import { databaseJobs } from './db/checkpoint';
import { accountJobs } from './features/accounts/accounts.service';
import { contactJobs } from './features/contact/contact.service';
import { gameJobs } from './features/games/rounds.service';
import { storeJobs } from './features/store/store.service';
import { studyJobs } from './features/study/study.service';
import { systemJobs } from './features/system/system.service';
import { bookingJobs } from './features/tutors/booking-reminders';

export function registerBackgroundJobs(ctx: AppContext) {
  for (const job of [
    ...databaseJobs(ctx.database),
    ...accountJobs(ctx),
    ...approvalsJobs(ctx),
    ...digestJobs(ctx),
    ...bookingJobs(ctx),
    ...contactJobs(ctx),
    ...consentJobs(ctx),
    ...gameJobs(ctx),
    ...storeJobs(ctx),
    ...studyJobs(ctx),
    ...systemJobs(ctx),
  ]) {
    ctx.jobs.register(job);
  }
}
