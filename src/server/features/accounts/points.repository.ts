// The points ledger's storage: every change of a user's points is a ledger row written in the
// same transaction as the balance beside it (docs/rules.md#rules-the-product-leaves-open). Only points.service.ts calls this.
import { and, asc, eq, gt, gte, inArray, sql, sum } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '#server/db/client.ts';
import { pointsLedger, users } from '#server/db/schema/index.ts';

export type LedgerReason = (typeof pointsLedger.$inferInsert)['reason'];

/**
 * Locks the user's balance row for the rest of the transaction and answers the balance. The lock
 * is the one an UPDATE of the balance takes (no key update): it queues every change of the
 * balance, yet not the key share that a row pointing at the user takes for its foreign key (a
 * purchase, an idempotency key). A full FOR UPDATE waits for those, so two checkouts that had
 * each written such a row waited for each other: a deadlock.
 */
export async function lockBalance(tx: Executor, userId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ points: users.points })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row?.points;
}

/**
 * Locks the balance row like lockBalance and, in the same round trip, sums what the user gained
 * for `reason` since `since` (the daily game cap reads both on every score).
 */
export async function lockBalanceWithGainSince(
  tx: Executor,
  userId: number,
  reason: LedgerReason,
  since: Date,
): Promise<{ points: number; gained: number } | undefined> {
  const [row] = await tx
    .select({
      points: users.points,
      gained: sql<string>`(select coalesce(sum(${pointsLedger.delta}), 0) from ${pointsLedger} where ${pointsLedger.userId} = ${userId} and ${pointsLedger.reason} = ${reason} and ${pointsLedger.createdAt} >= ${since})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update', { of: users });
  return row ? { points: row.points, gained: Number(row.gained) } : undefined;
}

const BalanceRowsSchema = z.object({ rows: z.array(z.object({ points: z.coerce.number().int() })) });

/**
 * Changes the balance and writes its ledger row in one statement (one round trip on the score
 * path); a negative change only happens if the balance holds enough. Answers the new balance,
 * or undefined when nothing changed (no such user, or not enough points).
 */
export async function changeBalanceWithLedgerRow(
  tx: Executor,
  row: { userId: number; delta: number; reason: LedgerReason; refId: number | null; at: Date },
): Promise<number | undefined> {
  const enough = row.delta < 0 ? sql` and ${users.points} >= ${-row.delta}::int` : sql``;
  const result = await tx.execute(sql`
    with changed as (
      update ${users} set points = ${users.points} + ${row.delta}::int
      where ${users.id} = ${row.userId}::int${enough}
      returning ${users.points} as points
    )
    insert into ${pointsLedger} (user_id, delta, reason, ref_id, created_at)
    select ${row.userId}::int, ${row.delta}::int, ${row.reason}::text, ${row.refId}::int, ${row.at.toISOString()}::timestamptz
    from changed
    returning (select points from changed) as points`);
  return BalanceRowsSchema.parse(result).rows[0]?.points;
}

/** Points a user gained for one reason since a moment (the daily game cap reads this). */
export async function sumGainedSince(
  tx: Executor,
  userId: number,
  reason: LedgerReason,
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ total: sum(pointsLedger.delta) })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.reason, reason),
        gte(pointsLedger.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Every change of a user's points, oldest first. */
export async function ledgerChanges(db: Executor, userId: number): Promise<{ delta: number; at: Date }[]> {
  return db
    .select({ delta: pointsLedger.delta, at: pointsLedger.createdAt })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(asc(pointsLedger.createdAt), asc(pointsLedger.id));
}

/** The ledger's sum for a user (tests and the benchmark compare it with the balance). */
export async function ledgerSum(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(pointsLedger.delta) })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.total ?? 0);
}

/** Users whose balance differs from their ledger's sum (should always be none). */
export async function usersOutOfBalance(
  db: Executor,
): Promise<{ userId: number; points: number; ledger: number }[]> {
  const rows = await db
    .select({
      userId: users.id,
      points: users.points,
      ledger: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)`,
    })
    .from(users)
    .leftJoin(pointsLedger, eq(pointsLedger.userId, users.id))
    .groupBy(users.id);
  return rows
    .map((r) => ({ userId: r.userId, points: r.points, ledger: Number(r.ledger) }))
    .filter((r) => r.points !== r.ledger);
}

/** Points gained in all time (positive ledger changes). */
export async function sumGained(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(pointsLedger.delta) })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), gt(pointsLedger.delta, 0)));
  return Number(row?.total ?? 0);
}

/** Points gained per day on the clocks of `timeZone`, from `since` on, keyed YYYY-MM-DD. */
export async function gainedPerDay(db: Executor, userId: number, since: Date, timeZone: string) {
  const day = sql<string>`to_char(${pointsLedger.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, total: sum(pointsLedger.delta) })
    .from(pointsLedger)
    .where(
      and(eq(pointsLedger.userId, userId), gt(pointsLedger.delta, 0), gte(pointsLedger.createdAt, since)),
    )
    // By position: the zone is a parameter, and a second copy of it would not match the first.
    .groupBy(sql`1`);
  return rows.map((r) => ({ day: r.day, points: Number(r.total ?? 0) }));
}

export async function balanceOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points ?? 0;
}

/** Every ledger row of one user (the account export). */
export function ledgerOf(db: Executor, userId: number) {
  return db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id));
}

/** Points earned and spent since an instant, per user, for many users in one query (the digest). */
export async function weekTotalsOfUsers(db: Executor, userIds: number[], since: Date) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: pointsLedger.userId,
      earned: sql<number>`coalesce(sum(${pointsLedger.delta}) filter (where ${pointsLedger.delta} > 0), 0)::int`,
      spent: sql<number>`coalesce(-sum(${pointsLedger.delta}) filter (where ${pointsLedger.delta} < 0), 0)::int`,
    })
    .from(pointsLedger)
    .where(and(inArray(pointsLedger.userId, userIds), gte(pointsLedger.createdAt, since)))
    .groupBy(pointsLedger.userId);
}

/** Each user's balance now and before an instant (now less the ledger since), in one query. */
export async function balancesOfUsers(db: Executor, userIds: number[], since: Date) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      points: users.points,
      pointsBefore: sql<number>`(${users.points} - coalesce((select sum(${pointsLedger.delta}) from ${pointsLedger} where ${pointsLedger.userId} = ${users.id} and ${pointsLedger.createdAt} >= ${since}), 0))::int`,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}
