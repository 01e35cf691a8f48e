// The account export (docs/rules.md#families-consent-and-privacy): everything Sprout keeps about one user, gathered from
// each feature's own service. Callable for any user id: the user's own download and a parent's
// download of a child they manage both build it here.
import { type AccountExport, type AccountExportRow, AccountExportRowSchema } from '#contract/accounts.ts';
import type { AppContext } from '../../app-context';
import { accountProfile } from '../../features/accounts/account-records.service';
import { ledgerOf } from '../../features/accounts/points.service';
import { readerData } from '../../features/articles/articles.service';
import { consentRecordData } from '../../features/consent/consent-records.service';
import { senderData } from '../../features/contact/contact.service';
import { parentControlsData } from '../../features/family/child-settings.service';
import { familyData } from '../../features/family/family.service';
import { playerData } from '../../features/games/player-facts.service';
import { writerData } from '../../features/messages/messages.service';
import { reviewerData } from '../../features/reviews/reviews.service';
import { shopperData } from '../../features/store/store.service';
import { studentData } from '../../features/study/study.service';
import { bookerData } from '../../features/tutors/bookings.service';
import { learnerNotesData } from '../../features/tutors/lesson-notes.service';
import { AppError } from '../../lib/app-error';

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
