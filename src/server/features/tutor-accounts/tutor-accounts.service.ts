// Tutor accounts by an admin's invitation (docs/tutoring.md#tutor-accounts-and-teach): one
// account per tutor profile; the link is single use, 7 days, stored hashed; accepting makes a
// verified tutor account linked to the profile; unlinking ends the account's sessions.
import type { User } from '#contract/accounts.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import {
  type AcceptTutorInviteInput,
  TUTOR_INVITE_DAYS,
  type TutorAccountState,
  type TutorInvite,
} from '#contract/tutor-accounts.ts';
import type { AppContext } from '#server/app-context.ts';
import {
  assertUsernameFree,
  createSession,
  endSessionsOf,
  findAccount,
  hashNewPassword,
  insertAccount,
} from '#server/features/accounts/accounts.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { hashToken, newToken } from '#server/lib/tokens.ts';
import * as repo from './tutor-accounts.repository.ts';
import { tutorInviteEmail } from './tutor-invite-email.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TUTOR_NOT_FOUND = 'Tutor not found';
export const INVITE_NOT_FOUND =
  'This invitation link does not work any more: it was used, replaced or is over 7 days old. Please ask the Sprout team for a new one.';
export const ALREADY_LINKED = 'This tutor already has an account. Unlink it first to invite someone else.';

function stateOf(row: Awaited<ReturnType<typeof repo.listAccountStates>>[number]): TutorAccountState {
  const tutor = { tutorId: row.tutorId, tutorName: row.tutorName };
  if (row.username !== null) return { ...tutor, state: 'linked', username: row.username };
  if (row.email !== null && row.invitedAt !== null && row.expiresAt !== null) {
    return {
      ...tutor,
      state: 'invited',
      email: row.email,
      invitedAt: row.invitedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  }
  return { ...tutor, state: 'none' };
}

/** GET /api/admin/tutor-accounts: where each tutor profile stands with its account. */
export async function accountStates(ctx: AppContext): Promise<TutorAccountState[]> {
  return (await repo.listAccountStates(ctx.db)).map(stateOf);
}

/**
 * POST /api/admin/tutors/{id}/invite: a new link each time (the earlier one stops working), in the
 * inviting admin's language.
 */
export async function invite(
  ctx: AppContext,
  tutorId: number,
  email: string,
  locale: Locale,
): Promise<TutorAccountState> {
  const tutor = await repo.findTutorWithAccount(ctx.db, tutorId);
  if (!tutor) throw AppError.notFound(TUTOR_NOT_FOUND);
  if (tutor.userId !== null) throw AppError.conflict(ALREADY_LINKED);
  const token = newToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + TUTOR_INVITE_DAYS * DAY_MS);
  await repo.saveInvite(ctx.db, {
    tutorId,
    email,
    tokenHash: hashToken(token, ctx.config.sessionSecret),
    expiresAt,
    now,
  });
  const inviteUrl = `${ctx.config.publicUrl}/tutor-invite/${encodeURIComponent(token)}`;
  await ctx.mailer.send({ to: email, ...tutorInviteEmail({ tutorName: tutor.name, inviteUrl, locale }) });
  return {
    tutorId,
    tutorName: tutor.name,
    state: 'invited',
    email,
    invitedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

/** GET /api/tutor-invites/{token}: 404 for a link unknown, used, replaced or expired. */
export async function showInvite(ctx: AppContext, token: string): Promise<TutorInvite> {
  const found = await repo.findOpenInvite(
    ctx.db,
    hashToken(token, ctx.config.sessionSecret),
    ctx.clock.now(),
  );
  if (!found) throw AppError.notFound(INVITE_NOT_FOUND);
  return { tutorName: found.tutorName, email: found.email };
}

/**
 * POST /api/tutor-invites/{token}/accept: the link is used, the account made (verified: the link
 * reached its address; type "tutor"; named as the profile) and linked, all in one transaction.
 * Answers the account and its new session's token.
 */
export async function accept(
  ctx: AppContext,
  token: string,
  input: AcceptTutorInviteInput,
): Promise<{ user: User; sessionToken: string }> {
  const tokenHash = hashToken(token, ctx.config.sessionSecret);
  const invitation = await repo.findOpenInvite(ctx.db, tokenHash, ctx.clock.now());
  if (!invitation) throw AppError.notFound(INVITE_NOT_FOUND);
  await assertUsernameFree(ctx, input.username);
  const passwordHash = await hashNewPassword(input.password, input.username);
  const userId = await ctx.db.transaction(async (tx) => {
    if (!(await repo.consumeInvite(tx, tokenHash, ctx.clock.now())))
      throw AppError.notFound(INVITE_NOT_FOUND);
    const account = await insertAccount(ctx, tx, {
      username: input.username,
      name: invitation.tutorName,
      email: invitation.email,
      passwordHash,
      userType: 'tutor',
      isEmailVerified: true,
    });
    if (!(await repo.linkAccount(tx, invitation.tutorId, account.id)))
      throw AppError.conflict(ALREADY_LINKED);
    return account.id;
  });
  const user = await findAccount(ctx, userId);
  if (!user) throw AppError.notFound(INVITE_NOT_FOUND);
  return { user, sessionToken: await createSession(ctx, userId) };
}

/**
 * DELETE /api/admin/tutors/{id}/account: the profile keeps its bookings and is open to a new
 * invitation; the account stays a tutor's (docs/tutoring.md#tutor-accounts-and-teach), signed out
 * everywhere, and teaches as no one.
 */
export async function unlink(ctx: AppContext, tutorId: number): Promise<{ ok: true }> {
  const tutor = await repo.findTutorWithAccount(ctx.db, tutorId);
  if (!tutor) throw AppError.notFound(TUTOR_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    const userId = await repo.unlinkAccount(tx, tutorId);
    if (userId === undefined) throw AppError.notFound('This tutor has no account to unlink.');
    await endSessionsOf(tx, userId);
  });
  return { ok: true };
}
