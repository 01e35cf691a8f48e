// Who gave a child's consent, as other features ask it (family's link requests, the session
// guard, the account export, a managed child's password reset), and the record kept or handed
// over by the parental-consent module. It touches the consent records only and imports no other
// feature, so those features can call it without an import cycle.
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import * as repo from './consent.repository.ts';

export const NOT_MANAGED = 'You can only do this for a child whose account you set up or said yes to.';

/** The guard's question: did this parent give the child's consent? */
export function isManagedBy(ctx: AppContext, parentId: number, childId: number): Promise<boolean> {
  return repo.isManagedBy(ctx.db, parentId, childId);
}

export async function managedChildIds(ctx: AppContext, parentId: number): Promise<number[]> {
  return (await managedChildAccounts(ctx, parentId)).map((row) => row.id);
}

/** The children whose consent this parent gave: their mail (a password reset) goes to the parent. */
export function managedChildAccounts(ctx: AppContext, parentId: number) {
  return repo.managedChildren(ctx.db, parentId);
}

/** The parent's yes for a child as Sprout keeps it (the child's export); null for anyone else. */
export async function consentRecordData(ctx: AppContext, childId: number) {
  return (await repo.recordOf(ctx.db, childId)) ?? null;
}

/**
 * The parent who gave a managed child's consent (their delivery address is the child's, docs/rules.md#promises-kept); undefined for anyone else.
 */
export async function managingParentId(ctx: AppContext, childId: number): Promise<number | undefined> {
  return (await repo.consentingParentOf(ctx.db, childId))?.id;
}

/** Keeps a parent's yes for a child (in the caller's transaction, when given). */
export function recordConsent(
  ctx: AppContext,
  record: {
    childId: number;
    parentId: number;
    method: 'email-link' | 'parent-created';
    parentEmail: string | null;
    givenAt: Date;
  },
  db: Executor = ctx.db,
): Promise<void> {
  return repo.insertRecord(db, record);
}

/**
 * Hands a child's consent from one parent to another, only while `from` holds it; false when
 * that parent does not (two hand-overs at once cannot both succeed).
 */
export function moveConsent(
  ctx: AppContext,
  values: { childId: number; from: number; to: number; parentEmail: string | null; givenAt: Date },
  db: Executor = ctx.db,
): Promise<boolean> {
  return repo.moveRecord(db, values);
}
