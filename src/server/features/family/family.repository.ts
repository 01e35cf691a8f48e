// The only file of the family feature that touches Drizzle. A link request and the link it
// becomes are one row of family_links. Each function takes the database or a transaction.
import { and, desc, eq, gte, inArray, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import { familyLinks, users } from '#server/db/schema/index.ts';

type LinkStatus = (typeof familyLinks.$inferSelect)['status'];

const linkColumns = {
  id: familyLinks.id,
  parentId: familyLinks.parentId,
  childId: familyLinks.childId,
  relationship: familyLinks.relationship,
  status: familyLinks.status,
  createdAt: familyLinks.createdAt,
  respondedAt: familyLinks.respondedAt,
};

const parent = alias(users, 'parent');
const child = alias(users, 'child');

/** A link with both people's public names, for every list. */
function selectLinks(db: Executor) {
  return db
    .select({
      ...linkColumns,
      parent: { id: parent.id, username: parent.username, name: parent.name },
      child: {
        id: child.id,
        username: child.username,
        name: child.name,
        grade: child.grade,
        age: child.age,
      },
      /** Under 13 (not null): the parent who gave the consent answers the child's requests. */
      childConsent: child.consent,
    })
    .from(familyLinks)
    .innerJoin(parent, eq(parent.id, familyLinks.parentId))
    .innerJoin(child, eq(child.id, familyLinks.childId));
}
export type LinkRow = Awaited<ReturnType<ReturnType<typeof selectLinks>['execute']>>[number];

export async function findLink(db: Executor, id: number): Promise<LinkRow | undefined> {
  const [row] = await selectLinks(db).where(eq(familyLinks.id, id));
  return row;
}

/** The pair's pending or accepted link, if any. */
export async function findOpenLink(db: Executor, parentId: number, childId: number) {
  const [row] = await db
    .select(linkColumns)
    .from(familyLinks)
    .where(
      and(
        eq(familyLinks.parentId, parentId),
        eq(familyLinks.childId, childId),
        inArray(familyLinks.status, ['pending', 'accepted']),
      ),
    );
  return row;
}

/** The pair's latest decline, if any. */
export async function findLatestDecline(db: Executor, parentId: number, childId: number) {
  const [row] = await db
    .select(linkColumns)
    .from(familyLinks)
    .where(
      and(
        eq(familyLinks.parentId, parentId),
        eq(familyLinks.childId, childId),
        eq(familyLinks.status, 'declined'),
      ),
    )
    .orderBy(desc(familyLinks.respondedAt))
    .limit(1);
  return row;
}

/** A new pending request; undefined when the pair already has an open one (a race). */
export async function insertRequest(
  db: Executor,
  values: { parentId: number; childId: number; relationship: string; createdAt: Date },
): Promise<number | undefined> {
  const [row] = await db
    .insert(familyLinks)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: familyLinks.id });
  return row?.id;
}

/**
 * The link a parent's consent makes: accepted at once. An open request of the same pair (the
 * parent asked before saying yes) becomes that link instead of a second one.
 */
export async function upsertAcceptedLink(
  db: Executor,
  values: { parentId: number; childId: number; at: Date },
) {
  const { parentId, childId, at } = values;
  const updated = await db
    .update(familyLinks)
    .set({ status: 'accepted', respondedAt: at })
    .where(
      and(
        eq(familyLinks.parentId, parentId),
        eq(familyLinks.childId, childId),
        inArray(familyLinks.status, ['pending', 'accepted']),
      ),
    )
    .returning({ id: familyLinks.id });
  if (updated.length > 0) return;
  await db.insert(familyLinks).values({
    parentId,
    childId,
    relationship: 'parent',
    status: 'accepted',
    createdAt: at,
    respondedAt: at,
  });
}

/** Answers a pending request of this child; false when it is not pending any more. */
export async function respond(
  db: Executor,
  id: number,
  childId: number,
  status: Extract<LinkStatus, 'accepted' | 'declined'>,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(familyLinks)
    .set({ status, respondedAt: at })
    .where(and(eq(familyLinks.id, id), eq(familyLinks.childId, childId), eq(familyLinks.status, 'pending')))

    .returning({ id: familyLinks.id });
  return rows.length > 0;
}

export async function deleteLink(db: Executor, id: number) {
  await db.delete(familyLinks).where(eq(familyLinks.id, id));
}

export async function linksOfParent(db: Executor, parentId: number, status: LinkStatus) {
  return selectLinks(db)
    .where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.status, status)))
    .orderBy(desc(familyLinks.createdAt), desc(familyLinks.id));
}

export async function linksOfChild(db: Executor, childId: number, status: LinkStatus) {
  return selectLinks(db)
    .where(and(eq(familyLinks.childId, childId), eq(familyLinks.status, status)))
    .orderBy(desc(familyLinks.createdAt), desc(familyLinks.id));
}

/** Pending requests to any of these children (a managing parent's to answer). */
export async function pendingRequestsTo(db: Executor, childIds: readonly number[]) {
  if (childIds.length === 0) return [];
  return selectLinks(db)
    .where(and(inArray(familyLinks.childId, [...childIds]), eq(familyLinks.status, 'pending')))
    .orderBy(desc(familyLinks.createdAt), desc(familyLinks.id));
}

/** A parent's pending requests, and declines answered since `declinedSince`. */
export async function requestsOfParent(db: Executor, parentId: number, declinedSince: Date) {
  return selectLinks(db)
    .where(
      and(
        eq(familyLinks.parentId, parentId),
        or(
          eq(familyLinks.status, 'pending'),
          and(eq(familyLinks.status, 'declined'), gte(familyLinks.respondedAt, declinedSince)),
        ),
      ),
    )
    .orderBy(desc(familyLinks.createdAt), desc(familyLinks.id));
}

export async function isAcceptedLink(db: Executor, parentId: number, childId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(
      and(
        eq(familyLinks.parentId, parentId),
        eq(familyLinks.childId, childId),
        eq(familyLinks.status, 'accepted'),
      ),
    );
  return row !== undefined;
}

export async function acceptedChildIds(db: Executor, parentId: number): Promise<number[]> {
  const rows = await db
    .select({ childId: familyLinks.childId })
    .from(familyLinks)
    .where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.status, 'accepted')));
  return rows.map((r) => r.childId);
}

/** The parents with an accepted link to a child whose e-mail address is verified: who is mailed about it. */
export async function verifiedParentsOf(db: Executor, childId: number) {
  const rows = await db
    .select({ id: parent.id, name: parent.name, email: parent.email, locale: parent.locale })
    .from(familyLinks)
    .innerJoin(parent, eq(parent.id, familyLinks.parentId))
    .where(
      and(
        eq(familyLinks.childId, childId),
        eq(familyLinks.status, 'accepted'),
        eq(parent.isEmailVerified, true),
        isNotNull(parent.email),
      ),
    )
    .orderBy(parent.id);
  return rows.flatMap((row) =>
    row.email ? [{ id: row.id, name: row.name, email: row.email, locale: row.locale }] : [],
  );
}

/** Every link row with the user on either side, any status (the account export). */
export function linksOfUser(db: Executor, userId: number) {
  return db
    .select()
    .from(familyLinks)
    .where(or(eq(familyLinks.parentId, userId), eq(familyLinks.childId, userId)))
    .orderBy(familyLinks.id);
}
