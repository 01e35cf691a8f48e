// The last line of defence for "never below zero" (docs/rules.md#rules-the-product-leaves-open): the database itself refuses
// a negative balance, whatever code (or hand-written SQL) tries to write one.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createUser } from '#server/db/factories.ts';
import { users } from '#server/db/schema/index.ts';
import { postgresErrorCode } from '#server/lib/db-errors.ts';
import { grantPoints } from '#server/test/factories.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { balanceOf, changeBalanceWithLedgerRow, ledgerSum } from './points.repository.ts';

const CHECK_VIOLATION = '23514';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The error a promise fails with (the test fails if it does not). */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the database to refuse the write');
}

describe('the users_points_not_negative CHECK constraint', () => {
  it('refuses a negative balance written directly, and leaves the balance as it was', async () => {
    const user = await createUser(database.db);
    await grantPoints(database.db, user.id, 30);

    const set = await failureOf(database.db.update(users).set({ points: -1 }).where(eq(users.id, user.id)));
    expect(postgresErrorCode(set)).toBe(CHECK_VIOLATION);
    // Drizzle wraps the driver's error, which names the constraint.
    expect(set).toMatchObject({ cause: { constraint: 'users_points_not_negative' } });

    const subtract = await failureOf(
      database.db
        .update(users)
        .set({ points: sql`${users.points} - 31` })
        .where(eq(users.id, user.id)),
    );
    expect(postgresErrorCode(subtract)).toBe(CHECK_VIOLATION);
    expect(await balanceOf(database.db, user.id)).toBe(30);
  });

  it('backs the ledger: an overdraw inside a transaction rolls back the balance and its ledger row', async () => {
    const user = await createUser(database.db);
    await grantPoints(database.db, user.id, 10);
    const error = await failureOf(
      database.db.transaction(async (tx) => {
        await changeBalanceWithLedgerRow(tx, {
          userId: user.id,
          delta: 5,
          reason: 'adjustment',
          refId: null,
          at: new Date(),
        });
        await tx
          .update(users)
          .set({ points: sql`${users.points} - 100` })
          .where(eq(users.id, user.id));
      }),
    );
    expect(postgresErrorCode(error)).toBe(CHECK_VIOLATION);
    expect(await balanceOf(database.db, user.id)).toBe(10);
    expect(await ledgerSum(database.db, user.id)).toBe(10);
  });
});
