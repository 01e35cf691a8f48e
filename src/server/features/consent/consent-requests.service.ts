// The consent request e-mailed to a parent (docs/rules.md#families-consent-and-privacy): a new single-use link, stored
// hashed, each time it is sent. Registration asks it through here; it imports no other feature,
// so accounts can call it without an import cycle.
import { CONSENT_DAYS } from '#contract/consent.ts';
import { DEFAULT_LOCALE, LOCALE_PARAM, type Locale } from '#contract/i18n/locales.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import { hashToken, newToken } from '#server/lib/tokens.ts';
import * as repo from './consent.repository.ts';
import { consentEmail, consentReminderEmail } from './consent-emails.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface Child {
  id: number;
  name: string;
  username: string;
  /** The language the child registered in: the mail to the parent is written in it. */
  locale: Locale;
}

/** Saves the request with a new single-use link (stored hashed) and e-mails it to the parent. */
export async function sendRequest(ctx: AppContext, child: Child, parentEmail: string, reminder = false) {
  const token = newToken();
  const now = ctx.clock.now();
  await repo.saveRequest(ctx.db, {
    childId: child.id,
    parentEmail,
    tokenHash: hashToken(token, ctx.config.sessionSecret),
    expiresAt: new Date(now.getTime() + CONSENT_DAYS * DAY_MS),
    now,
  });
  const mail = {
    childName: child.name,
    childUsername: child.username,
    // The page opens in the mail's language, whatever the parent's browser would pick.
    consentUrl: `${ctx.config.publicUrl}/consent/${encodeURIComponent(token)}${
      child.locale === DEFAULT_LOCALE ? '' : `?${LOCALE_PARAM}=${child.locale}`
    }`,
    privacyUrl: `${ctx.config.publicUrl}/privacy`,
    locale: child.locale,
  };
  await ctx.mailer.send({ to: parentEmail, ...(reminder ? consentReminderEmail(mail) : consentEmail(mail)) });
}

/** At registration: the child's account waits, and the parent gets "{name} would like to join Sprout". */
export function askParentForConsent(ctx: AppContext, child: Child, parentEmail: string) {
  return sendRequest(ctx, child, parentEmail);
}

/** The request a link names, while the link works (the page a parent answers on). */
export function requestOfLink(ctx: AppContext, token: string) {
  return repo.findByToken(ctx.db, hashToken(token, ctx.config.sessionSecret), ctx.clock.now());
}

/** The child's open request, if any (the waiting child's own screen). */
export function requestOfChild(ctx: AppContext, childId: number) {
  return repo.findByChild(ctx.db, childId);
}

/**
 * Uses a link once (in the caller's transaction, when given): its request goes and is answered,
 * or undefined when the link no longer works, so an approve and a decline at once cannot both win.
 */
export function consumeLink(ctx: AppContext, token: string, db: Executor = ctx.db) {
  return repo.consumeToken(db, hashToken(token, ctx.config.sessionSecret), ctx.clock.now());
}

/** Requests made before `before` whose parent was not reminded yet, claimed so each goes once. */
export function claimReminders(ctx: AppContext, before: Date, now: Date) {
  return repo.claimReminders(ctx.db, before, now);
}

/** The children still waiting for a parent whose account was made before `before`. */
export function waitingChildIdsCreatedBefore(ctx: AppContext, before: Date): Promise<number[]> {
  return repo.waitingChildIdsCreatedBefore(ctx.db, before);
}

/** When the waiting child's account was made (its deletion day counts from there). */
export function accountCreatedAt(ctx: AppContext, childId: number): Promise<Date | undefined> {
  return repo.accountCreatedAt(ctx.db, childId);
}
