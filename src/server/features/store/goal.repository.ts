// The savings goal's storage: one row per user. Each function takes the database or a transaction.
import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { merchandise, savingsGoals } from '#server/db/schema/index.ts';

/** The user's goal with its item as it is now (hidden or not). */
export async function findGoal(db: Executor, userId: number) {
  const [row] = await db
    .select({
      merchandiseId: savingsGoals.merchandiseId,
      setAt: savingsGoals.setAt,
      name: merchandise.name,
      imageUrl: merchandise.imageUrl,
      pointsCost: merchandise.pointsCost,
      priceDollars: merchandise.priceDollars,
      inventory: merchandise.inventory,
      isActive: merchandise.isActive,
      isDeleted: merchandise.isDeleted,
    })
    .from(savingsGoals)
    .innerJoin(merchandise, eq(merchandise.id, savingsGoals.merchandiseId))
    .where(eq(savingsGoals.userId, userId));
  return row;
}
export type GoalRow = NonNullable<Awaited<ReturnType<typeof findGoal>>>;

/** The item a goal would name, as it is now. */
export async function findItemForGoal(db: Executor, id: number) {
  const [row] = await db
    .select({
      inventory: merchandise.inventory,
      isActive: merchandise.isActive,
      isDeleted: merchandise.isDeleted,
    })
    .from(merchandise)
    .where(eq(merchandise.id, id));
  return row;
}

/** Sets (or replaces) the user's one goal. */
export async function upsertGoal(db: Executor, userId: number, merchandiseId: number, now: Date) {
  await db
    .insert(savingsGoals)
    .values({ userId, merchandiseId, setAt: now })
    .onConflictDoUpdate({ target: savingsGoals.userId, set: { merchandiseId, setAt: now } });
}

export async function deleteGoal(db: Executor, userId: number) {
  await db.delete(savingsGoals).where(eq(savingsGoals.userId, userId));
}

/** The goal row as kept (the account export). */
export async function goalRowOf(db: Executor, userId: number) {
  const [row] = await db.select().from(savingsGoals).where(eq(savingsGoals.userId, userId));
  return row ?? null;
}
