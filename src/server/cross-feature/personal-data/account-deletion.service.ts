// Deleting an account and its personal data (docs/rules.md#families-consent-and-privacy). Callable for any user id: the
// user's own "Delete my account" and a parent's deletion of a child they manage both end here.
//
// What other users see is undone by each feature's own service, in one transaction: reviews go
// and their ratings are recomputed, upcoming tutor sessions are cancelled, signed-in contact
// messages go. Rows that are the user's alone (sessions, tokens, the points ledger, purchases,
// plays, scores and so leaderboard places, progress, the goal, bookings, family links, study
// sessions) go with the user row through the schema's ON DELETE CASCADE, so none can be missed.
// Purchases are deleted without restocking: the items were handed over (decision 0019).
import type { Locale } from '#contract/i18n/locales.ts';
import type { AppContext } from '#server/app-context.ts';
import { contactsOfAccounts, deleteAccountRow } from '#server/features/accounts/account-records.service.ts';
import { findAccount } from '#server/features/accounts/accounts.service.ts';
import { assertOwnPassword, type PasswordCheck } from '#server/features/accounts/recovery.service.ts';
import { forgetSender } from '#server/features/contact/contact.service.ts';
import { linkedParents } from '#server/features/family/family.service.ts';
import { removeReviewsOf } from '#server/features/reviews/reviews.service.ts';
import { mailCancelledSessions, sessionsForMail } from '#server/features/tutors/booking-mail.ts';
import { cancelUpcomingSessionsOf } from '#server/features/tutors/bookings.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeCatalog } from '#server/lib/catalog-write.ts';
import { greetingTo, renderEmail } from '#server/lib/email-template.ts';
import { translate } from '#server/lib/i18n.ts';

export interface DeleteAccountOptions {
  /** A parent who is not told by e-mail (the one who deleted the child's account). */
  deletedByParentId?: number;
  /** Why the account goes, for the log. */
  reason?: 'deleted-by-self' | 'deleted-by-parent' | 'consent-declined' | 'consent-expired';
}

async function tellParents(
  ctx: AppContext,
  child: { name: string; username: string },
  parents: { id: number; name: string; email: string | null; locale: Locale }[],
) {
  for (const parent of parents) {
    if (!parent.email) continue;
    const lang = parent.locale;
    try {
      await ctx.mailer.send({
        to: parent.email,
        ...renderEmail({
          subject: translate(lang, 'mail.deletedSubject', { child: child.name }),
          greeting: greetingTo(parent.name, lang),
          paragraphs: [
            translate(lang, 'mail.deletedText', { username: child.username, child: child.name }),
            translate(lang, 'mail.deletedWhatNow'),
          ],
          lang,
        }),
      });
    } catch (error) {
      ctx.logger.error({ err: error, parentId: parent.id }, 'could not tell a parent of a deleted account');
    }
  }
}

/** Deletes the account and everything kept about it; a child's linked parents are told by e-mail. */
export async function deleteAccount(ctx: AppContext, userId: number, options: DeleteAccountOptions = {}) {
  const user = await findAccount(ctx, userId);
  if (!user) throw AppError.notFound('We could not find that account.');
  const parentIds = (await linkedParents(ctx, userId))
    .map((p) => p.id)
    .filter((id) => id !== options.deletedByParentId);
  const parents = await contactsOfAccounts(ctx, parentIds);
  const cancelled = await writeCatalog(ctx, ['tutors', 'merchandise'], async (tx) => {
    await removeReviewsOf(tx, userId);
    // Read before the user row takes the sessions with it, to tell each tutor afterwards.
    const sessions = await sessionsForMail(tx, await cancelUpcomingSessionsOf(tx, userId, ctx.clock.now()));
    await forgetSender(tx, userId);
    await deleteAccountRow(ctx, userId, tx);
    return sessions;
  });
  ctx.logger.info({ userId, reason: options.reason ?? 'deleted-by-self' }, 'account deleted');
  await tellParents(ctx, user, parents);
  await mailCancelledSessions(ctx, cancelled, { by: 'booker', reason: 'The account was closed.' });
}

/** The user's own "Delete my account": their password again, then the deletion. */
export async function deleteOwnAccount(ctx: AppContext, check: PasswordCheck, password: string) {
  await assertOwnPassword(ctx, check, password, 'password');
  await deleteAccount(ctx, check.user.id);
}
