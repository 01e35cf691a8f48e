// The points ledger (docs/rules.md#rules-the-product-leaves-open): the one way any feature changes a user's points. Each
// change is a ledger row plus the balance beside it, inside the caller's transaction, so the
// balance always equals the ledger's sum; a spend is a conditional update and never overdraws.
import type { AchievementCountsBetween } from '#contract/achievements.ts';
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import * as repo from './points.repository.ts';

export interface PointsChange {
  userId: number;
  amount: number;
  reason: repo.LedgerReason;
  /** The row that caused it (a game score, a purchase). */
  refId: number | null;
  at: Date;
}

export const NOT_ENOUGH_POINTS = 'Not enough points';

/**
 * Locks the user's balance until the caller's transaction ends, so rules that read it (the daily
 * cap) cannot race with another change; answers the balance.
 */
export async function lockPoints(tx: Executor, userId: number): Promise<number> {
  const points = await repo.lockBalance(tx, userId);
  if (points === undefined) throw AppError.unauthorized();
  return points;
}

/** Locks the balance (as lockPoints) and answers what was gained for `reason` since `since`. */
export async function lockPointsAndGainedSince(
  tx: Executor,
  userId: number,
  reason: repo.LedgerReason,
  since: Date,
): Promise<{ points: number; gained: number }> {
  const row = await repo.lockBalanceWithGainSince(tx, userId, reason, since);
  if (!row) throw AppError.unauthorized();
  return row;
}

/** Adds points; answers the new balance. Zero changes nothing and writes no row. */
export async function awardPoints(tx: Executor, change: PointsChange): Promise<number> {
  if (!Number.isInteger(change.amount) || change.amount < 0)
    throw new Error('award a whole, positive amount');
  if (change.amount === 0) return lockPoints(tx, change.userId);
  const points = await repo.changeBalanceWithLedgerRow(tx, { ...change, delta: change.amount });
  if (points === undefined) throw AppError.unauthorized();
  return points;
}

/** Spends points, or throws 400 "Not enough points"; answers the new balance. */
export async function spendPoints(tx: Executor, change: PointsChange): Promise<number> {
  if (!Number.isInteger(change.amount) || change.amount < 0)
    throw new Error('spend a whole, positive amount');
  if (change.amount === 0) return lockPoints(tx, change.userId);
  // A conditional update: the balance never goes below zero, whatever runs at the same time.
  const points = await repo.changeBalanceWithLedgerRow(tx, { ...change, delta: -change.amount });
  if (points === undefined) throw AppError.badRequest(NOT_ENOUGH_POINTS).withCode('not_enough_points');
  return points;
}

/** Points gained for `reason` since `since` (the daily game cap). */
export function pointsGainedSince(tx: Executor, userId: number, reason: repo.LedgerReason, since: Date) {
  return repo.sumGainedSince(tx, userId, reason, since);
}

/** The balance, outside any transaction. */
export const currentPoints = repo.balanceOf;
export const ledgerChanges = repo.ledgerChanges;
/** "Points Earned" of the parent's view (docs/rules.md#rules-the-product-leaves-open): gained in all time. */
export const pointsEarnedTotal = repo.sumGained;

/** Points earned per day on a zone's clocks from `since`, keyed YYYY-MM-DD (the parent's chart). */
export async function pointsEarnedPerDay(db: Executor, userId: number, since: Date, timeZone: string) {
  const rows = await repo.gainedPerDay(db, userId, since, timeZone);
  return new Map(rows.map((r) => [r.day, r.points]));
}
export const ledgerSum = repo.ledgerSum;
export const usersOutOfBalance = repo.usersOutOfBalance;

export const ledgerOf = repo.ledgerOf;

/** Points earned and spent since an instant, keyed by user (the weekly digest: one query for all). */
export async function weekPointsOfUsers(db: Executor, userIds: number[], since: Date) {
  const rows = await repo.weekTotalsOfUsers(db, userIds, since);
  return new Map(rows.map((r) => [r.userId, { earned: r.earned, spent: r.spent }]));
}

/** Balances for many users, now and a while ago (the digest's achievements of the week). */
export async function balanceCountsOfUsers(
  db: Executor,
  userIds: number[],
  since: Date,
): Promise<Map<number, AchievementCountsBetween>> {
  const rows = await repo.balancesOfUsers(db, userIds, since);
  return new Map(
    rows.map((r) => [r.userId, { before: { points: r.pointsBefore }, after: { points: r.points } }]),
  );
}
