// A child stays a child: an account under 13 by its birth year (its consent given or pending)
// never becomes a parent, never adds or links children, never keeps an e-mail address of its own
// and never removes the link of the parent who said yes for it. Every call that could make a
// child more than a child asks here, so the rule has one home and one answer.
import { type ConsentState, isUnderConsentAge, type User } from '#contract/accounts.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import * as repo from './accounts.repository.ts';

/** The answer of a child who tried a grown-up's step: the grown-up who said yes does it. */
export const ASK_YOUR_GROWN_UP = 'Ask your grown-up';
export const CHILD_STAYS_A_CHILD = 'Only a grown-up can have a parent account. Ask your grown-up.';
export const CHILD_HAS_NO_EMAIL =
  'Your e-mails go to the grown-up who said yes for you, so your account keeps no address of its own.';

/**
 * Under 13 by the birth year, or still waiting for a parent's yes (a child whose 13th year began
 * while waiting is still asked about by a parent, so still a child).
 */
export function isChild(account: { birthYear: number | null; consent: ConsentState | null }, now: Date) {
  return account.consent === 'pending' || isUnderConsentAge(account.birthYear, now);
}

/**
 * Whether a signed-in account is a child's. Every account made under 13 is made with a consent
 * state (registration and "Add a child" both set it), and nobody gets younger, so an account
 * without one is no child and costs no query: the guards of every parent call ask this.
 */
export async function isChildAccount(ctx: AppContext, user: Pick<User, 'id' | 'consent'>): Promise<boolean> {
  if (user.consent === null) return false;
  const found = await repo.findAgeAndConsent(ctx.db, user.id);
  return found !== undefined && isChild(found, ctx.clock.now());
}

/** 403 with `message` for a child's account (see above); nothing for anyone else. */
export async function assertNotAChild(
  ctx: AppContext,
  user: Pick<User, 'id' | 'consent'>,
  message = ASK_YOUR_GROWN_UP,
): Promise<void> {
  if (await isChildAccount(ctx, user)) throw AppError.forbidden(message);
}
