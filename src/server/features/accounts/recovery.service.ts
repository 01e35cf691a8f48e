// Recovery and control of one's own account (docs/rules.md#families-consent-and-privacy): password reset by e-mail, change
// of password and e-mail address, and signing out everywhere.
import {
  type ChangeEmailInput,
  type ChangePasswordInput,
  PASSWORD_RESET_SENT,
  type PasswordResetConfirm,
  type User,
} from '#contract/accounts.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { AppContext } from '#server/app-context.ts';
import { managedChildAccounts } from '#server/features/consent/consent-records.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { greetingTo, renderEmail } from '#server/lib/email-template.ts';
import { translate } from '#server/lib/i18n.ts';
import { verifyPassword } from '#server/lib/passwords.ts';
import { hashToken, newToken } from '#server/lib/tokens.ts';
import * as repo from './accounts.repository.ts';
import {
  reservePasswordCheck,
  sendVerificationEmail,
  setPasswordAndEndSessions,
  toUser,
} from './accounts.service.ts';
import { assertNotAChild, CHILD_HAS_NO_EMAIL, isChildAccount } from './child-rule.ts';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_LINK_INVALID =
  'This link to reset your password is not valid any more. Please ask for a new one.';
const WRONG_PASSWORD = 'That is not your current password';

/** Whom a reset link is for, and whose address it goes to. */
interface ResetFor {
  account: { id: number; name: string; username: string };
  /** The verified address the link goes to: the account's own, or its managing parent's. */
  to: string;
  /** The parent who manages the account (a child with no e-mail of their own), or none. */
  parentName?: string;
  /** The language of whoever reads the mail: the account's own, or its managing parent's. */
  locale: Locale;
}

async function sendResetEmail(ctx: AppContext, { account, to, parentName, locale: lang }: ResetFor) {
  const token = newToken();
  const now = ctx.clock.now();
  await repo.insertEmailToken(ctx.db, {
    userId: account.id,
    tokenHash: hashToken(token, ctx.config.sessionSecret),
    purpose: 'password-reset',
    email: to,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    now,
  });
  const url = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to,
    ...renderEmail({
      subject: parentName
        ? translate(lang, 'mail.resetChildSubject', { child: account.name })
        : translate(lang, 'mail.resetSubject'),
      greeting: greetingTo(parentName ?? account.name, lang),
      paragraphs: [
        parentName
          ? translate(lang, 'mail.resetAskedChild', { child: account.name, username: account.username })
          : translate(lang, 'mail.resetAsked', { username: account.username }),
        translate(lang, 'mail.resetLinkLife'),
      ],
      action: { label: translate(lang, 'mail.resetAction'), url },
      footer: translate(lang, 'mail.resetFooter'),
      lang,
    }),
  });
}

/**
 * The accounts a reset to this address is for: each whose verified address it is, and the
 * children a parent among them manages (they have no e-mail of their own; docs/rules.md#families-consent-and-privacy).
 */
async function accountsToReset(ctx: AppContext, email: string): Promise<ResetFor[]> {
  const verified = await repo.findVerifiedUsersByEmail(ctx.db, email);
  // A child's own address (one kept from before children could keep none) reaches no link: the
  // child's reset goes to the parent who said yes, through that parent's address.
  const own = (
    await Promise.all(verified.map(async (user) => ((await isChildAccount(ctx, user)) ? [] : [user])))
  ).flat();
  const managed = await Promise.all(
    own
      .filter((user) => user.userType === 'parent')
      .map(async (parent) =>
        (await managedChildAccounts(ctx, parent.id)).map((child) => ({
          account: child,
          to: parent.email ?? email,
          parentName: parent.name,
          locale: parent.locale,
        })),
      ),
  );
  return [
    ...own.map((account) => ({ account, to: account.email ?? email, locale: account.locale })),
    ...managed.flat(),
  ];
}

/**
 * Always the same answer, known address or not, so the call tells nobody whether an address has
 * an account. At most a few mailings an hour per address; past that it sends nothing, silently.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<{ message: string }> {
  const answer = { message: PASSWORD_RESET_SENT };
  const accounts = await accountsToReset(ctx, email);
  if (accounts.length === 0) return answer;
  try {
    await ctx.rateLimiter.consume(
      `password-reset:${email.toLowerCase()}`,
      ctx.config.rateLimits.passwordResetPerEmail,
      'too many password-reset mails',
    );
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return answer;
    throw error;
  }
  for (const reset of accounts) {
    try {
      await sendResetEmail(ctx, reset);
    } catch (error) {
      // The person sees the same answer either way; the log says the mail failed.
      ctx.logger.error({ err: error, userId: reset.account.id }, 'could not send a password-reset e-mail');
    }
  }
  return answer;
}

/**
 * Uses the link once: sets the password and ends every session of the account. The rule is
 * checked before the link is used, so a refused password leaves it working for another try.
 */
export async function confirmPasswordReset(ctx: AppContext, input: PasswordResetConfirm): Promise<void> {
  const tokenHash = hashToken(input.token, ctx.config.sessionSecret);
  const holder = await repo.findEmailTokenUser(ctx.db, tokenHash, 'password-reset', ctx.clock.now());
  if (!holder) throw AppError.invalidField('token', RESET_LINK_INVALID);
  await setPasswordAndEndSessions(ctx, holder, input.password, {
    before: async (tx) => {
      // Used in the password's transaction: two tries at once cannot both set one.
      const used = await repo.consumeEmailToken(tx, tokenHash, 'password-reset', ctx.clock.now());
      if (used?.userId !== holder.id) throw AppError.invalidField('token', RESET_LINK_INVALID);
    },
  });
}

/** Who checks their own password, and from where (the login limit counts both). */
export interface PasswordCheck {
  user: { id: number; username: string };
  /** The client's address. */
  address: string;
}

/**
 * Checks the password of the signed-in user (a step that needs it again); 400 on `field`. A wrong
 * one counts like a failed login, so a stolen session cannot guess the password at leisure.
 */
export async function assertOwnPassword(
  ctx: AppContext,
  { user, address }: PasswordCheck,
  password: string,
  field: string,
) {
  const attempt = await reservePasswordCheck(ctx, user.username, address);
  const hash = await repo.findPasswordHash(ctx.db, user.id);
  if (!hash) throw AppError.unauthorized();
  if (!(await verifyPassword(hash, password))) throw AppError.invalidField(field, WRONG_PASSWORD);
  await attempt.release();
}

/** Sets a new password and ends the account's other sessions; this one stays signed in. */
export async function changePassword(
  ctx: AppContext,
  user: User,
  currentTokenHash: string | null,
  input: ChangePasswordInput,
  address: string,
): Promise<void> {
  await assertOwnPassword(ctx, { user, address }, input.currentPassword, 'currentPassword');
  await setPasswordAndEndSessions(ctx, user, input.newPassword, {
    field: 'newPassword',
    keepSessionHash: currentTokenHash ?? undefined,
  });
}

/** "m***@example.com": enough for the owner to know the address, not for a stranger to use it. */
function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * Tells the old, verified address that the account's address changed: if someone else made the
 * change, this is how the owner learns of it (the new address alone would tell only them).
 */
async function tellOldAddress(ctx: AppContext, user: User, newEmail: string) {
  if (!user.email || !user.isEmailVerified) return;
  const lang = user.locale;
  await ctx.mailer.send({
    to: user.email,
    ...renderEmail({
      subject: translate(lang, 'mail.emailChangedSubject'),
      greeting: greetingTo(user.name, lang),
      paragraphs: [
        translate(lang, 'mail.emailChangedTo', { username: user.username, address: maskedAddress(newEmail) }),
        translate(lang, 'mail.emailChangedByYou'),
        translate(lang, 'mail.emailChangedNotYou', { support: ctx.config.supportEmail }),
      ],
      action: {
        label: translate(lang, 'mail.emailChangedAction'),
        url: `${ctx.config.publicUrl}/auth?forgot=1`,
      },
      lang,
    }),
  });
}

/**
 * A new address is unverified until the link mailed to it is used; the old address, when it was
 * verified, is told of the change. A child keeps no address of its own: its mail goes to the
 * parent who said yes.
 */
export async function changeEmail(
  ctx: AppContext,
  user: User,
  input: ChangeEmailInput,
  address: string,
): Promise<User> {
  await assertNotAChild(ctx, user, CHILD_HAS_NO_EMAIL);
  await assertOwnPassword(ctx, { user, address }, input.password, 'password');
  if (user.email?.toLowerCase() === input.email.toLowerCase()) return user;
  const row = await repo.setEmail(ctx.db, user.id, input.email);
  if (!row) throw AppError.unauthorized();
  const mails = await Promise.allSettled([
    sendVerificationEmail(ctx, row, 'new-address'),
    tellOldAddress(ctx, user, input.email),
  ]);
  for (const mail of mails) {
    // The address is changed; the dashboard offers to send the link again.
    if (mail.status === 'rejected')
      ctx.logger.error(
        { err: mail.reason, userId: row.id },
        'could not send an e-mail about the new address',
      );
  }
  return toUser(row, ctx.config.demoMode);
}

/** Ends every session of the user, the one asking too. */
export async function signOutEverywhere(ctx: AppContext, userId: number): Promise<void> {
  await repo.deleteSessionsOfUser(ctx.db, userId);
}
