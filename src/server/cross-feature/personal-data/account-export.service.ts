// The account export (docs/rules.md#families-consent-and-privacy): everything Sprout keeps about one user, gathered from
// each feature's own service. Callable for any user id: the user's own download and a parent's
// download of a child they manage both build it here.
import { type AccountExport, type AccountExportRow, AccountExportRowSchema } from '#contract/accounts.ts';
import type { AppContext } from '#server/app-context.ts';
import { accountProfile } from '#server/features/accounts/account-records.service.ts';
import { ledgerOf } from '#server/features/accounts/points.service.ts';
import { readerData } from '#server/features/articles/articles.service.ts';
import { consentRecordData } from '#server/features/consent/consent-records.service.ts';
import { senderData } from '#server/features/contact/contact.service.ts';
import { parentControlsData } from '#server/features/family/child-settings.service.ts';
import { familyData } from '#server/features/family/family.service.ts';
import { playerData } from '#server/features/games/player-facts.service.ts';
import { writerData } from '#server/features/messages/messages.service.ts';
import { reviewerData } from '#server/features/reviews/reviews.service.ts';
import { shopperData } from '#server/features/store/store.service.ts';
import { studentData } from '#server/features/study/study.service.ts';
import { bookerData } from '#server/features/tutors/bookings.service.ts';
import { learnerNotesData } from '#server/features/tutors/lesson-notes.service.ts';
import { AppError } from '#server/lib/app-error.ts';

/** A kept row as the file carries it: dates become ISO strings, so it reads the same anywhere. */
function toRow(value: object): AccountExportRow {
  return AccountExportRowSchema.parse(JSON.parse(JSON.stringify(value)));
}

export async function buildAccountExport(ctx: AppContext, userId: number): Promise<AccountExport> {
  const profile = await accountProfile(ctx, userId);
  if (!profile) throw AppError.notFound('We could not find that account.');
  const [
    ledger,
    games,
    store,
    reviews,
    tutorSessions,
    studySessions,
    familyLinks,
    messages,
    consent,
    reads,
    controls,
    lessonNotes,
    tutorMessages,
  ] = await Promise.all([
    ledgerOf(ctx.db, userId),
    playerData(ctx, userId),
    shopperData(ctx, userId),
    reviewerData(ctx, userId),
    bookerData(ctx, userId),
    studentData(ctx, userId),
    familyData(ctx, userId),
    senderData(ctx, userId),
    consentRecordData(ctx, userId),
    readerData(ctx, userId),
    parentControlsData(ctx, userId),
    learnerNotesData(ctx, userId),
    writerData(ctx, userId),
  ]);
  return {
    exportedAt: ctx.clock.now().toISOString(),
    profile: toRow(profile),
    pointsLedger: ledger.map(toRow),
    gamePlays: games.plays.map(toRow),
    gameScores: games.scores.map(toRow),
    gameProgress: games.progress.map(toRow),
    gameRatings: games.ratings.map(toRow),
    purchases: store.purchases.map(toRow),
    savingsGoal: store.savingsGoal ? toRow(store.savingsGoal) : null,
    deliveryAddress: store.deliveryAddress ? toRow(store.deliveryAddress) : null,
    merchandiseReviews: reviews.merchandiseReviews.map(toRow),
    tutorReviews: reviews.tutorReviews.map(toRow),
    tutorSessions: tutorSessions.map(toRow),
    lessonNotes: lessonNotes.map(toRow),
    studySessions: studySessions.map(toRow),
    articleReads: reads.map(toRow),
    familyLinks: familyLinks.map(toRow),
    parentalSettings: controls.settings ? toRow(controls.settings) : null,
    approvalRequests: controls.requests.map(toRow),
    digestOptOut: controls.digestOptOut ? toRow(controls.digestOptOut) : null,
    contactMessages: messages.map(toRow),
    tutorMessages: tutorMessages.map(toRow),
    consent: consent ? toRow(consent) : null,
  };
}

/** The download's file name: the username and the day, nothing else. */
export function exportFileName(username: string, now: Date): string {
  return `sprout-${username.replace(/[^A-Za-z0-9_-]/g, '')}-${now.toISOString().slice(0, 10)}.json`;
}
