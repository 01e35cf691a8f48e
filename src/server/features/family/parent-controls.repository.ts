// The only file of the parent controls that touches Drizzle: a child's settings and the
// requests waiting for a parent's yes (docs/rules.md#parents-in-the-loop). Each function takes the database or
// a transaction.
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import {
  appMeta,
  approvalRequests,
  childSettings,
  digestOptOuts,
  familyLinks,
  users,
} from '#server/db/schema/index.ts';

export type SettingsRow = typeof childSettings.$inferSelect;
export type SettingsWrite = Omit<typeof childSettings.$inferInsert, 'childId' | 'updatedAt'>;

export async function findSettings(db: Executor, childId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(childSettings).where(eq(childSettings.childId, childId));
  return row;
}

/**
 * What the parent controls keep about one account, for its download: the settings a parent set
 * for it, its requests for a yes, and (a parent's) the weekly digest turned off.
 */
export async function personalDataOf(db: Executor, userId: number) {
  const [settings, requests, digestOff] = await Promise.all([
    db.select().from(childSettings).where(eq(childSettings.childId, userId)),
    db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.childId, userId))
      .orderBy(approvalRequests.id),
    db.select().from(digestOptOuts).where(eq(digestOptOuts.parentId, userId)),
  ]);
  return { settings: settings[0] ?? null, requests, digestOptOut: digestOff[0] ?? null };
}

/** Writes the given columns, keeping the others (a new row starts from the defaults). */
export async function saveSettings(
  db: Executor,
  childId: number,
  values: SettingsWrite,
  now: Date,
): Promise<SettingsRow> {
  const [row] = await db
    .insert(childSettings)
    .values({ ...values, childId, updatedAt: now })
    .onConflictDoUpdate({ target: childSettings.childId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('the settings were not saved');
  return row;
}

const requestColumns = {
  id: approvalRequests.id,
  childId: approvalRequests.childId,
  kind: approvalRequests.kind,
  payload: approvalRequests.payload,
  summary: approvalRequests.summary,
  status: approvalRequests.status,
  outcome: approvalRequests.outcome,
  createdAt: approvalRequests.createdAt,
  expiresAt: approvalRequests.expiresAt,
  decidedAt: approvalRequests.decidedAt,
  child: { id: users.id, username: users.username, name: users.name },
};

function selectRequests(db: Executor) {
  return db
    .select(requestColumns)
    .from(approvalRequests)
    .innerJoin(users, eq(users.id, approvalRequests.childId));
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];
export type RequestKind = RequestRow['kind'];
export type RequestStatus = RequestRow['status'];

export async function insertRequest(
  db: Executor,
  values: {
    childId: number;
    kind: RequestKind;
    payload: unknown;
    summary: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(approvalRequests).values(values).returning({ id: approvalRequests.id });
  if (!row) throw new Error('the request was not saved');
  return row.id;
}

export async function findRequest(db: Executor, id: number): Promise<RequestRow | undefined> {
  const [row] = await selectRequests(db).where(eq(approvalRequests.id, id));
  return row;
}

/** The requests of the children a parent has an accepted link to: waiting ones and the 50 newest others. */
export async function requestsForParent(db: Executor, parentId: number): Promise<RequestRow[]> {
  const linkedChildren = db
    .select({ id: familyLinks.childId })
    .from(familyLinks)
    .where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.status, 'accepted')));
  return selectRequests(db)
    .where(inArray(approvalRequests.childId, linkedChildren))
    .orderBy(sql`${approvalRequests.status} = 'waiting' desc`, desc(approvalRequests.createdAt))
    .limit(100);
}

/** A child's own requests, newest first. */
export async function requestsOfChild(db: Executor, childId: number, limit: number): Promise<RequestRow[]> {
  return selectRequests(db)
    .where(eq(approvalRequests.childId, childId))
    .orderBy(desc(approvalRequests.createdAt))
    .limit(limit);
}

/**
 * Moves a waiting request to its answer; false when it was no longer waiting (answered by
 * another parent, or expired), so a request is answered once.
 */
export async function decideRequest(
  db: Executor,
  id: number,
  decision: {
    status: Exclude<RequestStatus, 'waiting'>;
    outcome: string | null;
    decidedBy: number | null;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(approvalRequests)
    .set({
      status: decision.status,
      outcome: decision.outcome,
      decidedBy: decision.decidedBy,
      decidedAt: decision.at,
    })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'waiting')))
    .returning({ id: approvalRequests.id });
  return rows.length > 0;
}

/** Expires every waiting request past its date; answers how many. */
export async function expireRequests(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(approvalRequests)
    .set({ status: 'expired', decidedAt: now })
    .where(and(eq(approvalRequests.status, 'waiting'), lte(approvalRequests.expiresAt, now)))
    .returning({ id: approvalRequests.id });
  return rows.length;
}

/** An approved request that could not run: failed, with why. */
export async function markFailed(db: Executor, id: number, outcome: string): Promise<void> {
  await db
    .update(approvalRequests)
    .set({ status: 'failed', outcome })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'approved')));
}

/** A claimed request whose run met a fault (not a refusal) waits again. */
export async function reopenRequest(db: Executor, id: number): Promise<void> {
  await db
    .update(approvalRequests)
    .set({ status: 'waiting', decidedBy: null, decidedAt: null })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'approved')));
}

/** Waiting requests per child, for many children in one query (the digest). */
export async function waitingOfChildren(db: Executor, childIds: number[]) {
  if (childIds.length === 0) return [];
  return db
    .select({ childId: approvalRequests.childId, waiting: sql<number>`count(*)::int` })
    .from(approvalRequests)
    .where(and(inArray(approvalRequests.childId, childIds), eq(approvalRequests.status, 'waiting')))
    .groupBy(approvalRequests.childId);
}

/** The quiet hours' zone per child, where a parent set one (the digest's clock for the family). */
export async function quietZonesOfChildren(db: Executor, childIds: number[]) {
  if (childIds.length === 0) return [];
  return db
    .select({ childId: childSettings.childId, timeZone: childSettings.quietTimeZone })
    .from(childSettings)
    .where(and(inArray(childSettings.childId, childIds), isNotNull(childSettings.quietTimeZone)));
}

const digestChild = alias(users, 'digest_child');

/**
 * Every verified parent with accepted links who did not turn the digest off, with each child
 * (one row per link), in one query; `parentId` restricts it to one parent.
 */
export async function digestRecipients(db: Executor) {
  return db
    .select({
      parentId: users.id,
      parentName: users.name,
      email: users.email,
      locale: users.locale,
      childId: digestChild.id,
      childName: digestChild.name,
      childUsername: digestChild.username,
    })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.parentId))
    .innerJoin(digestChild, eq(digestChild.id, familyLinks.childId))
    .leftJoin(digestOptOuts, eq(digestOptOuts.parentId, users.id))
    .where(
      and(
        eq(familyLinks.status, 'accepted'),
        eq(users.isEmailVerified, true),
        sql`${users.email} is not null`,
        sql`${digestOptOuts.parentId} is null`,
      ),
    )
    .orderBy(users.id, digestChild.id);
}

export async function isDigestOff(db: Executor, parentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: digestOptOuts.parentId })
    .from(digestOptOuts)
    .where(eq(digestOptOuts.parentId, parentId));
  return rows.length > 0;
}

export async function setDigestOff(db: Executor, parentId: number, off: boolean, now: Date): Promise<void> {
  if (off) await db.insert(digestOptOuts).values({ parentId, createdAt: now }).onConflictDoNothing();
  else await db.delete(digestOptOuts).where(eq(digestOptOuts.parentId, parentId));
}

/** Claims the week's digest (its Monday, YYYY-MM-DD) for this process; false when already sent. */
export async function claimDigestWeek(db: Executor, week: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(appMeta)
    .values({ key: 'weekly-digest-week', value: week, updatedAt: now })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: week, updatedAt: now },
      setWhere: sql`${appMeta.value} < ${week}`,
    })
    .returning({ key: appMeta.key });
  return rows.length > 0;
}
