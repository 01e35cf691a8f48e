// Family links (docs/rules.md#rules-the-product-leaves-open): a parent asks, the child accepts or declines, either side may
// remove the link, except the link of the parent who said yes for a child under 13. Everything about a child is read through the feature that owns it (games,
// bookings, points, study) and only for a parent whose link was accepted.
import type { User } from '#contract/accounts.ts';
import {
  type ChildLinkRequest,
  DECLINE_WAIT_DAYS,
  type LinkChildRequest,
  type LinkedChild,
  type LinkedParent,
  type ParentLinkRequest,
  RELATIONSHIPS,
  type Relationship,
} from '#contract/family.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import { findStudentByUsername } from '#server/features/accounts/accounts.service.ts';
import { ASK_YOUR_GROWN_UP, isChildAccount } from '#server/features/accounts/child-rule.ts';
import {
  isManagedBy,
  managedChildIds,
  managingParentId,
} from '#server/features/consent/consent-records.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import * as repo from './family.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One text for an unknown username and a non-student, so accounts cannot be probed. */
export const NO_SUCH_STUDENT = 'We could not find a student account with that username.';
export const NOT_LINKED = 'You can only see children who accepted your link request.';
const NO_SUCH_LINK = 'We could not find that link.';
export const CONSENTING_LINK_STAYS =
  "You said yes for this child, so your link stays while they are under 13. Hand the consent to another linked parent, or delete the child's account.";

function relationshipOf(value: string): Relationship {
  return RELATIONSHIPS.find((r) => r === value) ?? 'parent';
}

function declineWaitEnd(respondedAt: Date | null): Date | null {
  return respondedAt ? new Date(respondedAt.getTime() + DECLINE_WAIT_DAYS * DAY_MS) : null;
}

function toParentRequest(row: repo.LinkRow): ParentLinkRequest {
  const waitEnd = row.status === 'declined' ? declineWaitEnd(row.respondedAt) : null;
  return {
    id: row.id,
    // The username the parent typed: nothing more about the child before they are linked.
    child: { username: row.child.username },
    relationship: relationshipOf(row.relationship),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    canAskAgainAt: waitEnd?.toISOString() ?? null,
  };
}

/** The parent's request to link a student account (201 with the request). */
export async function requestLink(
  ctx: AppContext,
  parent: User,
  input: LinkChildRequest,
): Promise<ParentLinkRequest> {
  if (input.childUsername.toLowerCase() === parent.username.toLowerCase()) {
    throw AppError.invalidField('childUsername', 'You cannot link your own account.');
  }
  await ctx.rateLimiter.consume(
    `link-request:${parent.id}`,
    ctx.config.rateLimits.linkRequestPerParent,
    'You have sent a lot of link requests today. Please try again tomorrow.',
  );
  const child = await findStudentByUsername(ctx, input.childUsername);
  // A child still waiting for a parent's yes can be linked by no one else yet: the same 404.
  if (!child || child.consent === 'pending') throw AppError.notFound(NO_SUCH_STUDENT);

  const now = ctx.clock.now();
  const open = await repo.findOpenLink(ctx.db, parent.id, child.id);
  if (open?.status === 'accepted') throw AppError.conflict('This child is already linked to your account.');
  if (open) throw AppError.conflict('You already asked to link this account. Waiting for approval.');
  const declined = await repo.findLatestDecline(ctx.db, parent.id, child.id);
  const waitEnd = declineWaitEnd(declined?.respondedAt ?? null);
  if (waitEnd && waitEnd > now) {
    const days = Math.ceil((waitEnd.getTime() - now.getTime()) / DAY_MS);
    throw AppError.conflict(
      `This request was declined. You can ask again in ${days} ${days === 1 ? 'day' : 'days'}.`,
    );
  }
  const id = await repo.insertRequest(ctx.db, {
    parentId: parent.id,
    childId: child.id,
    relationship: input.relationship,
    createdAt: now,
  });
  if (id === undefined)
    throw AppError.conflict('You already asked to link this account. Waiting for approval.');
  const row = await repo.findLink(ctx.db, id);
  if (!row) throw AppError.notFound(NO_SUCH_LINK);
  return toParentRequest(row);
}

export async function parentRequests(ctx: AppContext, parentId: number): Promise<ParentLinkRequest[]> {
  const since = new Date(ctx.clock.now().getTime() - DECLINE_WAIT_DAYS * DAY_MS);
  return (await repo.requestsOfParent(ctx.db, parentId, since)).map(toParentRequest);
}

function toChildRequest(row: repo.LinkRow, reader: User): ChildLinkRequest {
  return {
    id: row.id,
    parent: { username: row.parent.username, name: row.parent.name },
    forChild: row.childId === reader.id ? null : { username: row.child.username, name: row.child.name },
    relationship: relationshipOf(row.relationship),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The requests the reader answers: their own (13 or over), and, for a parent, those to the
 * children under 13 whose consent they gave (docs/rules.md#families-consent-and-privacy).
 */
export async function childRequests(ctx: AppContext, reader: User): Promise<ChildLinkRequest[]> {
  const own = reader.consent === null ? await repo.linksOfChild(ctx.db, reader.id, 'pending') : [];
  const managed =
    reader.userType === 'parent'
      ? (await repo.pendingRequestsTo(ctx.db, await managedChildIds(ctx, reader.id))).filter(
          (row) => row.childConsent !== null,
        )
      : [];
  return [...own, ...managed].map((row) => toChildRequest(row, reader));
}

/** Whether the reader answers this request: the child (13 or over), or the child's consenting parent. */
async function answersFor(ctx: AppContext, reader: User, row: repo.LinkRow): Promise<boolean> {
  if (row.childConsent === null) return row.childId === reader.id;
  // A child answers for no other child, even one it added before children could not.
  return (await isManagedBy(ctx, reader.id, row.childId)) && !(await isChildAccount(ctx, reader));
}

/** The child, or for a child under 13 the parent who gave the consent, answers a pending request. */
export async function respond(
  ctx: AppContext,
  reader: User,
  id: number,
  answer: 'accepted' | 'declined',
): Promise<ChildLinkRequest> {
  const row = await repo.findLink(ctx.db, id);
  if (!row) throw AppError.notFound('We could not find that request.');
  if (!(await answersFor(ctx, reader, row))) {
    throw AppError.forbidden(
      row.childConsent === null
        ? 'Only the child can answer this request.'
        : 'The parent who manages this child answers this request.',
    );
  }
  const done = await repo.respond(ctx.db, id, row.childId, answer, ctx.clock.now());
  if (!done) throw AppError.conflict('This request was already answered.');
  return { ...toChildRequest(row, reader), status: answer };
}

/**
 * The link of the parent who said yes for a child under 13 holds while the child is one: the
 * child cannot remove it (that parent answers its link requests and approvals), and the parent
 * ends it only by deleting the child's account or handing the consent to another linked parent.
 */
async function assertNotConsentingLink(ctx: AppContext, user: User, row: repo.LinkRow) {
  if (row.status !== 'accepted' || row.childConsent === null) return;
  if (!(await isChildAccount(ctx, { id: row.childId, consent: row.childConsent }))) return;
  if (!(await isManagedBy(ctx, row.parentId, row.childId))) return;
  if (row.childId === user.id) throw AppError.forbidden(ASK_YOUR_GROWN_UP);
  throw AppError.conflict(CONSENTING_LINK_STAYS);
}

/** Either side removes a link or a pending request. A decline stays (it holds the 7-day wait). */
export async function removeLink(ctx: AppContext, user: User, id: number) {
  const row = await repo.findLink(ctx.db, id);
  if (!row) throw AppError.notFound(NO_SUCH_LINK);
  if (row.parentId !== user.id && row.childId !== user.id) {
    throw AppError.forbidden('Only the parent or the child of a link can remove it.');
  }
  if (row.status === 'declined') {
    throw AppError.conflict('A declined request cannot be removed; it clears itself after 7 days.');
  }
  await assertNotConsentingLink(ctx, user, row);
  await repo.deleteLink(ctx.db, id);
  return { ok: true as const };
}

export async function linkedChildren(ctx: AppContext, parentId: number): Promise<LinkedChild[]> {
  const rows = await repo.linksOfParent(ctx.db, parentId, 'accepted');
  return rows.map((row) => ({
    linkId: row.id,
    ...row.child,
    relationship: relationshipOf(row.relationship),
    linkedAt: (row.respondedAt ?? row.createdAt).toISOString(),
  }));
}

export async function linkedParents(ctx: AppContext, childId: number): Promise<LinkedParent[]> {
  const rows = await repo.linksOfChild(ctx.db, childId, 'accepted');
  return rows.map((row) => ({
    linkId: row.id,
    ...row.parent,
    relationship: relationshipOf(row.relationship),
    linkedAt: (row.respondedAt ?? row.createdAt).toISOString(),
  }));
}

/**
 * Links the parent who gave a child's consent, accepted at once (docs/rules.md#families-consent-and-privacy). Takes the
 * consent's transaction, so the yes and the link are one change.
 */
export function linkConsentingParent(tx: Executor, parentId: number, childId: number, at: Date) {
  return repo.upsertAcceptedLink(tx, { parentId, childId, at });
}

/** The guard's question: is this parent's link to this child accepted? */
export function isParentOf(ctx: AppContext, parentId: number, childId: number): Promise<boolean> {
  return repo.isAcceptedLink(ctx.db, parentId, childId);
}

export function acceptedChildIds(ctx: AppContext, parentId: number): Promise<number[]> {
  return repo.acceptedChildIds(ctx.db, parentId);
}

/**
 * Whom to mail about a child (a request waiting for a yes, a prize on its way): the parents with
 * an accepted link and a verified address, so a child's name reaches no address nobody confirmed.
 */
export function parentsToTell(ctx: Pick<AppContext, 'db'>, childId: number) {
  return repo.verifiedParentsOf(ctx.db, childId);
}

export type FamilyRecipient = {
  id: number;
  name: string;
  email: string;
  isSelf: boolean;
  /** The language the recipient reads their mail in. */
  locale: Locale;
};

/**
 * Who hears about something of a person's (a prize on its way, a tutor's note): their own
 * confirmed address, and for a child whose account a parent manages (under 13, or added by a
 * parent) the parents with a verified address; a child keeps no address of its own. A teen who
 * signed up alone keeps their things their own, so their linked parents are not mailed.
 */
export async function familyRecipients(ctx: AppContext, user: User): Promise<FamilyRecipient[]> {
  const own: FamilyRecipient[] =
    user.email && user.isEmailVerified
      ? [{ id: user.id, name: user.name, email: user.email, isSelf: true, locale: user.locale }]
      : [];
  const managed = user.consent !== null || (await managingParentId(ctx, user.id)) !== undefined;
  if (!managed) return own;
  const parents = await parentsToTell(ctx, user.id);
  return [...own, ...parents.map((parent) => ({ ...parent, isSelf: false }))];
}

/** Every family link and request the user is part of, either side (the account export). */
export function familyData(ctx: AppContext, userId: number) {
  return repo.linksOfUser(ctx.db, userId);
}
