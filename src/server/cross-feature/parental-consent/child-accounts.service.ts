// The children a parent manages: those whose consent that parent gave, by the e-mail link or by
// adding the child in Parent Settings (docs/rules.md#families-consent-and-privacy). The parent sets their password,
// exports and deletes their account.
import { isUnderConsentAge, type User } from '#contract/accounts.ts';
import type { AddChildInput, HandOverConsentInput, ManagedChild } from '#contract/consent.ts';
import type { AppContext } from '#server/app-context.ts';
import { deleteAccount } from '#server/cross-feature/personal-data/account-deletion.service.ts';
import { buildAccountExport } from '#server/cross-feature/personal-data/account-export.service.ts';
import {
  assertBirthYearPast,
  assertUsernameFree,
  findAccount,
  findGrownUpParentByUsername,
  hashNewPassword,
  insertAccount,
  setPasswordAndEndSessions,
  toUser,
} from '#server/features/accounts/accounts.service.ts';
import {
  managedChildAccounts,
  moveConsent,
  NOT_MANAGED,
  recordConsent,
} from '#server/features/consent/consent-records.service.ts';
import { isParentOf, linkConsentingParent } from '#server/features/family/family.service.ts';
import { AppError } from '#server/lib/app-error.ts';

/**
 * "Add a child": the account is made, linked (accepted) and its consent given by this parent
 * (method parent-created), with no e-mail of its own. Only a parent whose e-mail is verified.
 */
export async function addChild(ctx: AppContext, parent: User, input: AddChildInput): Promise<User> {
  if (!parent.isEmailVerified) {
    throw AppError.forbidden('Please verify your e-mail address before adding a child.').withCode(
      'verification_required',
    );
  }
  assertBirthYearPast(ctx, input.birthYear);
  await assertUsernameFree(ctx, input.username);
  const passwordHash = await hashNewPassword(input.password, input.username);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const child = await insertAccount(ctx, tx, {
      name: input.name,
      username: input.username,
      passwordHash,
      email: null,
      grade: input.grade || null,
      birthYear: input.birthYear,
      consent: isUnderConsentAge(input.birthYear, now) ? 'given' : null,
    });
    await recordConsent(
      ctx,
      { childId: child.id, parentId: parent.id, method: 'parent-created', parentEmail: null, givenAt: now },
      tx,
    );
    await linkConsentingParent(tx, parent.id, child.id, now);
    return child;
  });
  return toUser(row, ctx.config.demoMode);
}

export async function managedChildren(ctx: AppContext, parentId: number): Promise<ManagedChild[]> {
  const rows = await managedChildAccounts(ctx, parentId);
  return rows.map((row) => ({ ...row, givenAt: row.givenAt.toISOString() }));
}

/** The parent sets the child's password; the child's sessions end. */
export async function setChildPassword(ctx: AppContext, childId: number, password: string) {
  const child = await findAccount(ctx, childId);
  if (!child) throw AppError.notFound('We could not find that account.');
  await setPasswordAndEndSessions(ctx, child, password);
  return { ok: true as const };
}

export function exportChild(ctx: AppContext, childId: number) {
  return buildAccountExport(ctx, childId);
}

/** The parent who deletes the account is not mailed about it; any other linked parent is. */
export async function deleteChild(ctx: AppContext, childId: number, parentId: number) {
  await deleteAccount(ctx, childId, { deletedByParentId: parentId, reason: 'deleted-by-parent' });
  return { ok: true as const };
}

export const NOT_A_LINKED_PARENT =
  'We could not find a verified parent account with that username linked to this child.';

/**
 * The parent who said yes hands it to another parent whose link to the child was accepted (a
 * verified grown-up's account): that parent then manages the child, answers its link requests
 * and gets its mail, and the first parent's link becomes an ordinary one they may remove.
 */
export async function handOverConsent(
  ctx: AppContext,
  childId: number,
  parentId: number,
  input: HandOverConsentInput,
) {
  const next = await findGrownUpParentByUsername(ctx, input.parentUsername);
  if (!next || next.id === parentId || !(await isParentOf(ctx, next.id, childId))) {
    throw AppError.notFound(NOT_A_LINKED_PARENT);
  }
  const moved = await moveConsent(ctx, {
    childId,
    from: parentId,
    to: next.id,
    parentEmail: next.email,
    givenAt: ctx.clock.now(),
  });
  if (!moved) throw AppError.forbidden(NOT_MANAGED);
  return { ok: true as const };
}
