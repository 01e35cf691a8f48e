// Accounts: register, login, logout, the current user, e-mail verification and the switch to a
// parent account (docs/rules.md#api-rules and docs/rules.md#rules-the-product-leaves-open).
import { isUnderConsentAge, type LoginInput, type RegisterInput, type User } from '#contract/accounts.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/demo/seed.ts';
import { askParentForConsent } from '#server/features/consent/consent-requests.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { greetingTo, renderEmail } from '#server/lib/email-template.ts';
import { translate } from '#server/lib/i18n.ts';
import type { Job } from '#server/lib/jobs.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '#server/lib/passwords.ts';
import { hashToken, newToken } from '#server/lib/tokens.ts';
import type { Reservation } from '#server/plugins/rate-limit.ts';
import type { UserRow } from './accounts.repository.ts';
import * as repo from './accounts.repository.ts';
import { assertNotAChild, CHILD_STAYS_A_CHILD, isChild, isChildAccount } from './child-rule.ts';
import { assertPasswordAllowed } from './password-rule.ts';
import { assertNotATutor } from './tutor-rule.ts';

const VERIFY_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so a busy user does not write on every request. */
const SESSION_TOUCH_EVERY_MS = 60 * 60 * 1000;

const TOO_MANY_LOGINS = 'Too many failed login attempts. Please wait a few minutes and try again.';

/**
 * The user as calls answer it. Admin rights are the stored flag, or, while demo mode is on, a
 * username ending in "-admin": decided on every request, so turning demo mode off takes them away.
 */
export function toUser(row: UserRow, demoMode: boolean): User {
  return {
    ...row,
    role: row.role,
    isAdmin: row.isAdmin || (demoMode && row.username.toLowerCase().endsWith('-admin')),
  };
}

export async function createSession(ctx: AppContext, userId: number): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await repo.insertSession(ctx.db, {
    tokenHash: hashToken(token, ctx.config.sessionSecret),
    userId,
    now,
    expiresAt: new Date(now.getTime() + ctx.config.sessionMaxMs),
  });
  return token;
}

/** The signed-in user for a session cookie's token, or null; keeps an active session alive. */
export async function userForSessionToken(
  ctx: AppContext,
  token: string,
): Promise<{ user: User; tokenHash: string; isChild: boolean } | null> {
  const tokenHash = hashToken(token, ctx.config.sessionSecret);
  const now = ctx.clock.now();
  const found = await repo.findSessionUser(ctx.db, tokenHash, now, ctx.config.sessionIdleMs);
  if (!found) return null;
  if (now.getTime() - found.lastSeenAt.getTime() > SESSION_TOUCH_EVERY_MS) {
    await repo.touchSession(ctx.db, tokenHash, now);
  }
  const isChildNow = isChild({ birthYear: found.birthYear, consent: found.user.consent }, now);
  return { user: toUser(found.user, ctx.config.demoMode), tokenHash, isChild: isChildNow };
}

/**
 * Why a verification link is mailed: a new account (welcomed), an address changed in the account
 * (no welcome: the account is not new), or the link asked for again.
 */
export type VerificationReason = 'sign-up' | 'new-address' | 'again';

const VERIFICATION_WORDS: Record<
  VerificationReason,
  { subject: MessageKey; paragraph: MessageKey; footer: MessageKey }
> = {
  'sign-up': {
    subject: 'mail.verifySubject',
    paragraph: 'mail.verifyWelcome',
    footer: 'mail.verifyFooterSignUp',
  },
  'new-address': {
    subject: 'mail.verifyNewSubject',
    paragraph: 'mail.verifyNewAddress',
    footer: 'mail.ignoreIfNotAsked',
  },
  again: {
    subject: 'mail.verifySubject',
    paragraph: 'mail.verifyAgain',
    footer: 'mail.ignoreIfNotAsked',
  },
};

/** Mails a link that verifies the user's current address (and no later one). */
export async function sendVerificationEmail(ctx: AppContext, user: UserRow, reason: VerificationReason) {
  if (!user.email) return;
  const token = newToken();
  const now = ctx.clock.now();
  await repo.insertEmailToken(ctx.db, {
    userId: user.id,
    tokenHash: hashToken(token, ctx.config.sessionSecret),
    purpose: 'verify-email',
    email: user.email,
    expiresAt: new Date(now.getTime() + VERIFY_TOKEN_LIFETIME_MS),
    now,
  });
  const url = `${ctx.config.publicUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
  const words = VERIFICATION_WORDS[reason];
  const lang = user.locale;
  await ctx.mailer.send({
    to: user.email,
    ...renderEmail({
      subject: translate(lang, words.subject),
      greeting: greetingTo(user.name, lang),
      paragraphs: [translate(lang, words.paragraph), translate(lang, 'mail.verifyLinkLife')],
      action: { label: translate(lang, 'mail.verifyAction'), url },
      footer: translate(lang, words.footer),
      lang,
    }),
  });
}

const usernameTaken = () => AppError.conflict('That username is already taken. Please choose another one.');

/** 409 when the username is taken (any case): asked before the slow password hash. */
export async function assertUsernameFree(ctx: AppContext, username: string) {
  if (await repo.usernameExists(ctx.db, username)) throw usernameTaken();
}

/**
 * Inserts an account (in the caller's transaction, when given); a username taken meanwhile is
 * the same 409. Used by registration, a parent's "Add a child" and a parent's account made on
 * the consent page.
 */
export async function insertAccount(
  ctx: AppContext,
  db: Executor,
  values: Omit<repo.NewUser, 'createdAt'>,
): Promise<UserRow> {
  try {
    return await repo.insertUser(db, { ...values, createdAt: ctx.clock.now() });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/**
 * A password being chosen for an account: the rule of docs/rules.md#families-consent-and-privacy (400 on `field`), then its
 * hash, so a refused password costs no slow hash.
 */
export function hashNewPassword(password: string, username: string, field = 'password'): Promise<string> {
  assertPasswordAllowed(password, username, field);
  return hashPassword(password);
}

/** 400 on `birthYear` for a year still to come (the contract cannot know the date). */
export function assertBirthYearPast(ctx: AppContext, birthYear: number | undefined) {
  if (birthYear !== undefined && birthYear > ctx.clock.now().getUTCFullYear()) {
    throw AppError.invalidField('birthYear', 'Please choose a birth year from the list');
  }
}

async function insertNewUser(ctx: AppContext, input: RegisterInput): Promise<UserRow> {
  assertBirthYearPast(ctx, input.birthYear);
  await assertUsernameFree(ctx, input.username);
  const passwordHash = await hashNewPassword(input.password, input.username);
  const child = isUnderConsentAge(input.birthYear, ctx.clock.now());
  // `role` and `isAdmin` from the body are ignored: the server decides roles. A child under 13
  // gives a parent's address: it is kept with the consent request, never as the child's own.
  return insertAccount(ctx, ctx.db, {
    username: input.username,
    name: input.name,
    email: child ? null : input.email,
    birthYear: input.birthYear ?? null,
    consent: child ? 'pending' : null,
    locale: input.locale ?? 'en',
    passwordHash,
  });
}

export async function register(
  ctx: AppContext,
  input: RegisterInput,
  address: string,
): Promise<{ user: User; token: string }> {
  const limits = ctx.config.rateLimits;
  const registration = await ctx.rateLimiter.reserve(
    `register:${address}`,
    limits.registerPerAddress,
    'Too many new accounts from this address. Please try again later.',
  );
  let row: UserRow;
  try {
    row = await insertNewUser(ctx, input);
  } catch (error) {
    // Only accounts made count toward the limit, not a name that was taken.
    await registration.release();
    throw error;
  }
  const token = await createSession(ctx, row.id);
  try {
    if (row.consent === 'pending') await askParentForConsent(ctx, row, input.email);
    else await sendVerificationEmail(ctx, row, 'sign-up');
  } catch (error) {
    // The account exists and works; the user can ask for the link again from the dashboard.
    // A consent request that failed can be sent again from the dashboard as well.
    ctx.logger.error({ err: error, userId: row.id }, 'could not send the verification or consent e-mail');
  }
  return { user: toUser(row, ctx.config.demoMode), token };
}

/**
 * Counts a check of the account's password (a login, or a step that asks for the current password
 * again) as failed before it is made, per username and address and per address, so checks that
 * arrive at the same moment cannot all pass the limit; a success gives it back. The username is
 * counted by its key (repository's keyOf), the form the lookup compares, so no spelling of one
 * account gets fresh tries.
 */
export async function reservePasswordCheck(
  ctx: AppContext,
  username: string,
  address: string,
): Promise<Reservation> {
  const limits = ctx.config.rateLimits;
  const key = await repo.usernameKey(ctx.db, username);
  const pair = await ctx.rateLimiter.reserve(
    `login-failed:${key}:${address}`,
    limits.failedLoginPerUserAndAddress,
    TOO_MANY_LOGINS,
  );
  try {
    const fromAddress = await ctx.rateLimiter.reserve(
      `login-failed:${address}`,
      limits.failedLoginPerAddress,
      TOO_MANY_LOGINS,
    );
    return {
      release: async () => {
        await Promise.all([pair.release(), fromAddress.release()]);
      },
    };
  } catch (error) {
    await pair.release();
    throw error;
  }
}

const DEMO_USERNAMES = new Set<string>(Object.values(DEMO_ACCOUNTS));

/**
 * The demo accounts' password is published (README, demo tip). A database seeded in demo mode
 * keeps them when demo mode is later turned off, so outside demo mode that password opens none
 * of them; a real password set on one still works.
 */
function usesPublishedDemoPassword(ctx: AppContext, username: string, password: string): boolean {
  return !ctx.config.demoMode && DEMO_USERNAMES.has(username) && password === DEMO_PASSWORD;
}

export async function login(
  ctx: AppContext,
  input: LoginInput,
  address: string,
): Promise<{ user: User; token: string }> {
  const attempt = await reservePasswordCheck(ctx, input.username, address);
  const found = await repo.findUserWithPasswordByUsername(ctx.db, input.username);
  let valid = false;
  if (found) valid = await verifyPassword(found.passwordHash, input.password);
  else await verifyAgainstDummy(input.password);
  if (!found || !valid || usesPublishedDemoPassword(ctx, found.username, input.password)) {
    throw AppError.unauthorized('Invalid username or password');
  }
  await attempt.release();
  const { passwordHash: _hash, ...row } = found;
  const token = await createSession(ctx, row.id);
  return { user: toUser(row, ctx.config.demoMode), token };
}

interface PasswordChange {
  /** The field a refused password is named on (400). */
  field?: string;
  /** The session that stays signed in (the one making the change); every other one ends. */
  keepSessionHash?: string;
  /** Runs first in the same transaction and may refuse (a reset link is used there, once). */
  before?: (tx: Executor) => Promise<void>;
}

/**
 * Sets a new password (the rule, then the hash) and ends the account's sessions: a reset by
 * e-mail, a change of one's own password, a parent's new password for a child they manage.
 */
export async function setPasswordAndEndSessions(
  ctx: AppContext,
  account: { id: number; username: string },
  password: string,
  change: PasswordChange = {},
): Promise<void> {
  const passwordHash = await hashNewPassword(password, account.username, change.field);
  await ctx.db.transaction(async (tx) => {
    await change.before?.(tx);
    await repo.setPasswordHash(tx, account.id, passwordHash);
    await repo.deleteSessionsOfUser(tx, account.id, change.keepSessionHash);
  });
}

/** Ends every session of an account, in the caller's transaction (an unlinked tutor's, say). */
export function endSessionsOf(tx: Executor, userId: number): Promise<void> {
  return repo.deleteSessionsOfUser(tx, userId).then(() => undefined);
}

/** The parent's yes for a waiting child, in the consent's transaction; false if not waiting. */
export function markConsentGiven(tx: Executor, childId: number): Promise<boolean> {
  return repo.setConsentGiven(tx, childId);
}

export async function findAccount(ctx: AppContext, userId: number): Promise<User | undefined> {
  const row = await repo.findUserById(ctx.db, userId);
  return row && toUser(row, ctx.config.demoMode);
}

export async function logout(ctx: AppContext, tokenHash: string | null) {
  if (tokenHash) await repo.deleteSession(ctx.db, tokenHash);
}

export async function resendVerification(ctx: AppContext, user: User) {
  if (!user.email) throw AppError.badRequest('Your account has no e-mail address to verify.');
  if (user.isEmailVerified) throw AppError.badRequest('Your e-mail address is already verified.');
  await ctx.rateLimiter.consume(
    `resend-verification:${user.id}`,
    ctx.config.rateLimits.resendVerificationPerUser,
    'You have asked for several links already. Please check your inbox, or try again in an hour.',
  );
  const row = await repo.findUserById(ctx.db, user.id);
  if (!row) throw AppError.unauthorized();
  await sendVerificationEmail(ctx, row, 'again');
  return { message: 'Verification email sent' };
}

/** Answers whether the link verified an address; a used, expired or unknown token does not. */
export async function verifyEmail(ctx: AppContext, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const used = await repo.consumeEmailToken(
    ctx.db,
    hashToken(token, ctx.config.sessionSecret),
    'verify-email',
    ctx.clock.now(),
  );
  if (used === undefined) return false;
  await repo.setEmailVerified(ctx.db, used.userId, used.email);
  return true;
}

/**
 * The one-way switch to a parent account; it needs a verified e-mail address. A child's account
 * never switches, whatever its account type says: the age and the consent decide.
 */
export async function switchToParent(ctx: AppContext, user: User): Promise<User> {
  await assertNotAChild(ctx, user, CHILD_STAYS_A_CHILD);
  assertNotATutor(user);
  if (user.userType === 'parent') return user;
  if (!user.isEmailVerified) {
    throw AppError.forbidden(
      'Please verify your e-mail address before switching to a parent account.',
    ).withCode('verification_required');
  }
  const row = await repo.setUserType(ctx.db, user.id, 'parent');
  if (!row) throw AppError.unauthorized();
  return toUser(row, ctx.config.demoMode);
}

/** The account's language (docs/architecture.md#languages). */
export async function setLocale(ctx: AppContext, user: User, locale: Locale): Promise<User> {
  const row = await repo.setLocale(ctx.db, user.id, locale);
  if (!row) throw AppError.unauthorized();
  return toUser(row, ctx.config.demoMode);
}

/** A student account by username (any case), for the family feature's link requests. */
export async function findStudentByUsername(ctx: AppContext, username: string) {
  const row = await repo.findUserByUsername(ctx.db, username);
  return row?.userType === 'student'
    ? { id: row.id, username: row.username, name: row.name, consent: row.consent }
    : undefined;
}

/** A parent account by username (any case) that may take a child's consent: a grown-up's, verified. */
export async function findGrownUpParentByUsername(ctx: AppContext, username: string) {
  const row = await repo.findUserByUsername(ctx.db, username);
  if (row?.userType !== 'parent' || !row.isEmailVerified || (await isChildAccount(ctx, row)))
    return undefined;
  return { id: row.id, email: row.email };
}

/** Which of these usernames have an account (any case), as stored. */
export function existingUsernames(ctx: AppContext, usernames: readonly string[]): Promise<string[]> {
  return repo.existingUsernames(ctx.db, usernames);
}

export async function getPoints(ctx: AppContext, userId: number): Promise<{ points: number }> {
  return { points: (await repo.findPoints(ctx.db, userId)) ?? 0 };
}

export function accountJobs(ctx: AppContext): Job[] {
  return [
    {
      // Hourly, so /privacy's "deleted within a day of their end" holds with room to spare.
      name: 'delete-expired-sessions',
      everyMs: 60 * 60 * 1000,
      run: async () => {
        const now = ctx.clock.now();
        await repo.deleteExpiredSessions(ctx.db, now, ctx.config.sessionIdleMs);
        await repo.deleteExpiredEmailTokens(ctx.db, now);
        await ctx.rateLimiter.prune();
      },
    },
  ];
}
