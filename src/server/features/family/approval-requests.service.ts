// The requests waiting for a parent's yes, as the family keeps them (docs/rules.md#parents-in-the-loop).
// The rows are the family's; the rules that make, answer and run a request are the approvals
// module's (src/server/cross-feature/approvals), which asks for them here.
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import * as repo from './parent-controls.repository.ts';

/** A request as kept, with its child's name. */
export type ApprovalRequestRow = repo.RequestRow;

/** Keeps a new waiting request (in the caller's transaction, when given); answers its id. */
export function createApprovalRequest(
  ctx: AppContext,
  values: {
    childId: number;
    kind: repo.RequestKind;
    payload: unknown;
    summary: string;
    createdAt: Date;
    expiresAt: Date;
  },
  db: Executor = ctx.db,
): Promise<number> {
  return repo.insertRequest(db, values);
}

export function findApprovalRequest(ctx: AppContext, id: number): Promise<ApprovalRequestRow | undefined> {
  return repo.findRequest(ctx.db, id);
}

/** The requests of a parent's linked children: waiting ones first, then the newest others. */
export function approvalRequestsForParent(ctx: AppContext, parentId: number): Promise<ApprovalRequestRow[]> {
  return repo.requestsForParent(ctx.db, parentId);
}

/** A child's own requests, newest first. */
export function approvalRequestsOfChild(
  ctx: AppContext,
  childId: number,
  limit: number,
): Promise<ApprovalRequestRow[]> {
  return repo.requestsOfChild(ctx.db, childId, limit);
}

/**
 * Moves a waiting request to its answer (in the caller's transaction, when given); false when it
 * was no longer waiting, so a request is answered once.
 */
export function decideApprovalRequest(
  ctx: AppContext,
  id: number,
  decision: Parameters<typeof repo.decideRequest>[2],
  db: Executor = ctx.db,
): Promise<boolean> {
  return repo.decideRequest(db, id, decision);
}

/** Expires every waiting request past its date; answers how many. */
export function expireApprovalRequests(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  return repo.expireRequests(ctx.db, now);
}

/** An approved request that could not run: failed, with why. */
export function markApprovalFailed(
  ctx: AppContext,
  id: number,
  outcome: string,
  db: Executor = ctx.db,
): Promise<void> {
  return repo.markFailed(db, id, outcome);
}

/** An approved request whose run met a fault (not a refusal) waits again. */
export function reopenApprovalRequest(ctx: AppContext, id: number, db: Executor = ctx.db): Promise<void> {
  return repo.reopenRequest(db, id);
}
