// A parent's yes for a child under 13 (docs/rules.md#families-consent-and-privacy): the request e-mailed to the address the
// child gave, the link's page (approve or decline), the waiting child's "send again" and "change
// the address", and the job that reminds on day 3 and deletes on day 7.
import type { User } from '#contract/accounts.ts';
import {
  type ApproveConsentInput,
  CONSENT_DAYS,
  CONSENT_REMINDER_DAY,
  type ConsentRequest,
  type MyConsentRequest,
} from '#contract/consent.ts';
import type { AppContext } from '#server/app-context.ts';
import { deleteAccount } from '#server/cross-feature/personal-data/account-deletion.service.ts';
import {
  assertUsernameFree,
  findAccount,
  hashNewPassword,
  insertAccount,
  markConsentGiven,
} from '#server/features/accounts/accounts.service.ts';
import { isChildAccount } from '#server/features/accounts/child-rule.ts';
import { recordConsent } from '#server/features/consent/consent-records.service.ts';
import {
  accountCreatedAt,
  claimReminders,
  consumeLink,
  DAY_MS,
  requestOfChild,
  requestOfLink,
  sendRequest,
  waitingChildIdsCreatedBefore,
} from '#server/features/consent/consent-requests.service.ts';
import { linkConsentingParent } from '#server/features/family/family.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Job } from '#server/lib/jobs.ts';

export const LINK_GONE = 'This link does not work any more. It may have been used already, or it is too old.';
const NOT_WAITING = 'Your account is not waiting for a parent.';

async function requestOfToken(ctx: AppContext, token: string) {
  const found = await requestOfLink(ctx, token);
  if (!found) throw AppError.notFound(LINK_GONE);
  return found;
}

/** GET /api/consent/{token}: what the parent reads before answering. */
export async function getRequest(ctx: AppContext, token: string): Promise<ConsentRequest> {
  const found = await requestOfToken(ctx, token);
  return {
    childName: found.childName,
    childUsername: found.childUsername,
    requestedAt: found.createdAt.toISOString(),
    parentEmail: found.parentEmail,
  };
}

/** Who says yes: the signed-in parent, or a parent account made here from the body. */
async function answeringParent(
  ctx: AppContext,
  signedIn: User | null,
  input: ApproveConsentInput | null | undefined,
): Promise<{ existing: User } | { create: ApproveConsentInput & { passwordHash: string } }> {
  if (input) {
    await assertUsernameFree(ctx, input.username);
    return { create: { ...input, passwordHash: await hashNewPassword(input.password, input.username) } };
  }
  if (!signedIn) throw AppError.unauthorized('Please log in as a parent, or create a parent account here.');
  if (signedIn.userType !== 'parent' || (await isChildAccount(ctx, signedIn))) {
    throw AppError.forbidden('Only a parent account can say yes. Please create one here.');
  }
  return { existing: signedIn };
}

/**
 * POST /api/consent/{token}/approve: the child's consent is given, the parent linked (accepted)
 * and the consent recorded (method email-link), all at once; the link is then used. A parent
 * account made here has the address the link reached, verified by the link. Answers the parent
 * and whether they must be signed in (a new account).
 */
export async function approve(
  ctx: AppContext,
  token: string,
  signedIn: User | null,
  input: ApproveConsentInput | null | undefined,
): Promise<{ parent: User; childUsername: string; signIn: boolean }> {
  const request = await requestOfToken(ctx, token);
  const who = await answeringParent(ctx, signedIn, input);
  const now = ctx.clock.now();
  const parentId = await ctx.db.transaction(async (tx) => {
    const used = await consumeLink(ctx, token, tx);
    if (!used) throw AppError.notFound(LINK_GONE);
    const id =
      'existing' in who
        ? who.existing.id
        : (
            await insertAccount(ctx, tx, {
              name: who.create.name,
              username: who.create.username,
              passwordHash: who.create.passwordHash,
              email: used.parentEmail,
              isEmailVerified: true,
              userType: 'parent',
            })
          ).id;
    if (!(await markConsentGiven(tx, used.childId))) throw AppError.notFound(LINK_GONE);
    await recordConsent(
      ctx,
      {
        childId: used.childId,
        parentId: id,
        method: 'email-link',
        parentEmail: used.parentEmail,
        givenAt: now,
      },
      tx,
    );
    await linkConsentingParent(tx, id, used.childId, now);
    return id;
  });
  const parent = await findAccount(ctx, parentId);
  if (!parent) throw AppError.notFound(LINK_GONE);
  return { parent, childUsername: request.childUsername, signIn: 'create' in who };
}

/** POST /api/consent/{token}/decline: the child's account and all its data go at once. */
export async function decline(ctx: AppContext, token: string) {
  const used = await consumeLink(ctx, token);
  if (!used) throw AppError.notFound(LINK_GONE);
  await deleteAccount(ctx, used.childId, { reason: 'consent-declined' });
  return { ok: true as const };
}

async function waitingRequest(ctx: AppContext, child: User) {
  if (child.consent !== 'pending') throw AppError.badRequest(NOT_WAITING);
  const found = await requestOfChild(ctx, child.id);
  return found;
}

/** GET /api/consent/mine: the waiting child's request. */
export async function myRequest(ctx: AppContext, child: User): Promise<MyConsentRequest> {
  const found = await waitingRequest(ctx, child);
  if (!found) throw AppError.notFound('We could not find your request. Please enter a parent’s e-mail.');
  return {
    parentEmail: found.parentEmail,
    requestedAt: found.createdAt.toISOString(),
    deleteAt: await accountDeleteAt(ctx, child.id),
  };
}

async function accountDeleteAt(ctx: AppContext, childId: number): Promise<string> {
  const createdAt = await accountCreatedAt(ctx, childId);
  return new Date((createdAt ?? ctx.clock.now()).getTime() + CONSENT_DAYS * DAY_MS).toISOString();
}

async function consumeConsentMail(ctx: AppContext, childId: number) {
  await ctx.rateLimiter.consume(
    `consent-mail:${childId}`,
    ctx.config.rateLimits.consentMailPerChild,
    'We have sent this e-mail several times already. Please ask your parent to check their inbox, or try again in an hour.',
  );
}

/** "Send the e-mail again" (3 an hour, with "Change the parent's e-mail"). */
export async function resend(ctx: AppContext, child: User): Promise<MyConsentRequest> {
  const found = await waitingRequest(ctx, child);
  if (!found) throw AppError.notFound('We could not find your request. Please enter a parent’s e-mail.');
  await consumeConsentMail(ctx, child.id);
  await sendRequest(ctx, child, found.parentEmail);
  return myRequest(ctx, child);
}

/** "Change the parent's e-mail": the request goes to the new address; the old link stops working. */
export async function changeParentEmail(ctx: AppContext, child: User, parentEmail: string) {
  await waitingRequest(ctx, child);
  await consumeConsentMail(ctx, child.id);
  await sendRequest(ctx, child, parentEmail);
  return myRequest(ctx, child);
}

/** Day 3: the parent is reminded (once, with a new link). */
async function sendReminders(ctx: AppContext) {
  const now = ctx.clock.now();
  const due = await claimReminders(ctx, new Date(now.getTime() - CONSENT_REMINDER_DAY * DAY_MS), now);
  for (const request of due) {
    const child = await findAccount(ctx, request.childId);
    if (!child) continue;
    try {
      await sendRequest(ctx, child, request.parentEmail, true);
    } catch (error) {
      ctx.logger.error({ err: error, childId: child.id }, 'could not send the consent reminder');
    }
  }
}

/** Day 7: an account no parent answered for is deleted with all its data. */
async function deleteUnanswered(ctx: AppContext) {
  const cutoff = new Date(ctx.clock.now().getTime() - CONSENT_DAYS * DAY_MS);
  for (const childId of await waitingChildIdsCreatedBefore(ctx, cutoff)) {
    await deleteAccount(ctx, childId, { reason: 'consent-expired' });
  }
}

export function consentJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'consent-reminders-and-expiry',
      everyMs: 60 * 60 * 1000,
      run: async () => {
        await sendReminders(ctx);
        await deleteUnanswered(ctx);
      },
    },
  ];
}
