// The savings goal (beyond the spec): the one item a user saves points for. It is kept on the
// server and never vanishes: a goal whose item was hidden or sold out says so.
import type { SavingsGoal } from '#contract/store.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import * as repo from './goal.repository.ts';

export const GOAL_ITEM_NOT_FOUND = 'This item is not in the store';
export const GOAL_SOLD_OUT = 'This item is sold out right now. Please choose another one to save for.';

function statusOf(item: { inventory: number; isActive: boolean; isDeleted: boolean }): SavingsGoal['status'] {
  if (!item.isActive || item.isDeleted) return 'unavailable';
  return item.inventory === 0 ? 'soldOut' : 'available';
}

export async function getGoal(ctx: AppContext, userId: number): Promise<SavingsGoal | null> {
  const row = await repo.findGoal(ctx.db, userId);
  if (!row) return null;
  return {
    merchandiseId: row.merchandiseId,
    setAt: row.setAt.toISOString(),
    status: statusOf(row),
    item: {
      name: row.name,
      imageUrl: row.imageUrl,
      pointsCost: row.pointsCost,
      priceDollars: row.priceDollars,
      inventory: row.inventory,
    },
  };
}

/** Sets the goal: 404 for an item the store does not show, 409 for one that is sold out. */
export async function setGoal(ctx: AppContext, userId: number, merchandiseId: number): Promise<SavingsGoal> {
  const item = await repo.findItemForGoal(ctx.db, merchandiseId);
  if (!item || statusOf(item) === 'unavailable') throw AppError.notFound(GOAL_ITEM_NOT_FOUND);
  if (item.inventory === 0) throw AppError.conflict(GOAL_SOLD_OUT);
  await repo.upsertGoal(ctx.db, userId, merchandiseId, ctx.clock.now());
  const goal = await getGoal(ctx, userId);
  if (!goal) throw new Error('the goal vanished after it was set');
  return goal;
}

export async function clearGoal(ctx: AppContext, userId: number): Promise<void> {
  await repo.deleteGoal(ctx.db, userId);
}
