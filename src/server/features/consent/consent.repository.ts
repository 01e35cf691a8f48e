// The only file of the consent feature that touches Drizzle: a child's open request for a
// parent's yes, and the consent record once given. Each function takes the database or the
// caller's transaction.
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { consentRecords, consentRequests, users } from '#server/db/schema/index.ts';

export interface RequestValues {
  childId: number;
  parentEmail: string;
  tokenHash: string;
  expiresAt: Date;
}

/**
 * Saves the child's request with a new link (and maybe a new address). The request's created_at
 * stays: asking again or changing the address does not start the reminder's 3 days again.
 */
export async function saveRequest(db: Executor, values: RequestValues & { now: Date }) {
  const { now, childId, ...rest } = values;
  await db
    .insert(consentRequests)
    .values({ childId, ...rest, createdAt: now })
    .onConflictDoUpdate({ target: consentRequests.childId, set: rest });
}

const requestColumns = {
  childId: consentRequests.childId,
  parentEmail: consentRequests.parentEmail,
  createdAt: consentRequests.createdAt,
  childName: users.name,
  childUsername: users.username,
};

/** The request a link names, while the link works. */
export async function findByToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select(requestColumns)
    .from(consentRequests)
    .innerJoin(users, eq(users.id, consentRequests.childId))
    .where(and(eq(consentRequests.tokenHash, tokenHash), gt(consentRequests.expiresAt, now)));
  return row;
}

export async function findByChild(db: Executor, childId: number) {
  const [row] = await db
    .select(requestColumns)
    .from(consentRequests)
    .innerJoin(users, eq(users.id, consentRequests.childId))
    .where(eq(consentRequests.childId, childId));
  return row;
}

/**
 * Uses a link once: deletes its request if the link still works and answers it. A conditional
 * delete, so two clicks at once (an approve and a decline) cannot both succeed.
 */
export async function consumeToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .delete(consentRequests)
    .where(and(eq(consentRequests.tokenHash, tokenHash), gt(consentRequests.expiresAt, now)))
    .returning({ childId: consentRequests.childId, parentEmail: consentRequests.parentEmail });
  return row;
}

/** Requests made before `before` whose parent has not been reminded: claimed so each goes once. */
export async function claimReminders(db: Executor, before: Date, now: Date) {
  return db
    .update(consentRequests)
    .set({ remindedAt: now })
    .where(and(lte(consentRequests.createdAt, before), isNull(consentRequests.remindedAt)))
    .returning({ childId: consentRequests.childId, parentEmail: consentRequests.parentEmail });
}

/**
 * The children still waiting for a parent whose account was made before `before`. Read from the
 * account, not the request: a child whose request was lost (a decline half done) still goes.
 */
export async function waitingChildIdsCreatedBefore(db: Executor, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.consent, 'pending'), lte(users.createdAt, before)));
  return rows.map((r) => r.id);
}

// ------------------------------------------------------------------ consent records

export async function insertRecord(
  db: Executor,
  record: {
    childId: number;
    parentId: number;
    method: 'email-link' | 'parent-created';
    parentEmail: string | null;
    givenAt: Date;
  },
) {
  await db.insert(consentRecords).values(record);
}

/** Whether this parent gave the child's consent (the parent who manages the child). */
export async function isManagedBy(db: Executor, parentId: number, childId: number): Promise<boolean> {
  const [row] = await db
    .select({ childId: consentRecords.childId })
    .from(consentRecords)
    .where(and(eq(consentRecords.childId, childId), eq(consentRecords.parentId, parentId)));
  return row !== undefined;
}

/**
 * Hands the consent to another parent, only while `from` holds it (a conditional update: two
 * hand-overs at once cannot both succeed). The record then names the new parent and the day.
 */
export async function moveRecord(
  db: Executor,
  values: { childId: number; from: number; to: number; parentEmail: string | null; givenAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(consentRecords)
    .set({ parentId: values.to, parentEmail: values.parentEmail, givenAt: values.givenAt })
    .where(and(eq(consentRecords.childId, values.childId), eq(consentRecords.parentId, values.from)))
    .returning({ childId: consentRecords.childId });
  return rows.length > 0;
}

/** The consent record of a child, as kept (the account export). */
export async function recordOf(db: Executor, childId: number) {
  const [row] = await db.select().from(consentRecords).where(eq(consentRecords.childId, childId));
  return row;
}

/** The parent who gave the child's consent, if any. */
export async function consentingParentOf(db: Executor, childId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(consentRecords)
    .innerJoin(users, eq(users.id, consentRecords.parentId))
    .where(eq(consentRecords.childId, childId));
  return row;
}

export async function managedChildren(db: Executor, parentId: number) {
  return db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      method: consentRecords.method,
      givenAt: consentRecords.givenAt,
    })
    .from(consentRecords)
    .innerJoin(users, eq(users.id, consentRecords.childId))
    .where(eq(consentRecords.parentId, parentId))
    .orderBy(users.name);
}

export async function accountCreatedAt(db: Executor, userId: number): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.createdAt;
}
