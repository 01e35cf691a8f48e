// Every background job of the server, registered in one place: a feature (or the database layer)
// exports its jobs, and this list is where they are switched on (main.ts starts them; tests run
// them on a controlled clock).

import { approvalsJobs } from '#server/cross-feature/approvals/approvals.service.ts';
import { consentJobs } from '#server/cross-feature/parental-consent/parental-consent.service.ts';
import { digestJobs } from '#server/cross-feature/weekly-digest/digest.service.ts';
import { databaseJobs } from '#server/db/checkpoint.ts';
import { accountJobs } from '#server/features/accounts/accounts.service.ts';
import { contactJobs } from '#server/features/contact/contact.service.ts';
import { gameJobs } from '#server/features/games/rounds.service.ts';
import { lessonJobs } from '#server/features/lessons/lesson-jobs.ts';
import { storeJobs } from '#server/features/store/store.service.ts';
import { studyJobs } from '#server/features/study/study.service.ts';
import { systemJobs } from '#server/features/system/system.service.ts';
import { bookingJobs } from '#server/features/tutors/booking-reminders.ts';
import type { AppContext } from './app-context.ts';

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
    ...lessonJobs(ctx),
    ...storeJobs(ctx),
    ...studyJobs(ctx),
    ...systemJobs(ctx),
  ]) {
    ctx.jobs.register(job);
  }
}
