// The consent request e-mailed to a parent (docs/rules.md#families-consent-and-privacy): a new single-use link, stored
// hashed, each time it is sent. Registration asks it through here; it imports no other feature,
// so accounts can call it without an import cycle.
import { CONSENT_DAYS } from '#contract/consent.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { AppContext } from '../../app-context';
import { hashToken, newToken } from '../../lib/tokens';
import * as repo from './consent.repository';
import { consentEmail, consentReminderEmail } from './consent-emails';

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
    consentUrl: `${ctx.config.publicUrl}/consent/${encodeURIComponent(token)}`,
    privacyUrl: `${ctx.config.publicUrl}/privacy`,
    locale: child.locale,
  };
  await ctx.mailer.send({ to: parentEmail, ...(reminder ? consentReminderEmail(mail) : consentEmail(mail)) });
}

/** At registration: the child's account waits, and the parent gets "{name} would like to join Sprout". */
export function askParentForConsent(ctx: AppContext, child: Child, parentEmail: string) {
  return sendRequest(ctx, child, parentEmail);
}
