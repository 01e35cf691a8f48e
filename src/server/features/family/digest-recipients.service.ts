// What the family keeps for the weekly digest (docs/rules.md#parents-in-the-loop): who turned it
// off, who gets it with which children, the requests still waiting and the family's clock, and
// the week already sent. The digest itself is the weekly-digest module's
// (src/server/cross-feature/weekly-digest), which asks for these here.
import type { AppContext } from '#server/app-context.ts';
import * as repo from './parent-controls.repository.ts';

export function isDigestOff(ctx: Pick<AppContext, 'db'>, parentId: number): Promise<boolean> {
  return repo.isDigestOff(ctx.db, parentId);
}

export function setDigestOff(ctx: Pick<AppContext, 'db' | 'clock'>, parentId: number, off: boolean) {
  return repo.setDigestOff(ctx.db, parentId, off, ctx.clock.now());
}

/** Every verified parent with accepted links who did not turn the digest off: one row per child. */
export function digestRecipients(ctx: Pick<AppContext, 'db'>) {
  return repo.digestRecipients(ctx.db);
}

/** How many requests wait for a parent's yes, per child (children with none are left out). */
export async function waitingRequestCounts(
  ctx: Pick<AppContext, 'db'>,
  childIds: number[],
): Promise<Map<number, number>> {
  const rows = await repo.waitingOfChildren(ctx.db, childIds);
  return new Map(rows.map((row) => [row.childId, row.waiting]));
}

/** The quiet hours' zone per child, where a parent set one (the family's clock in the e-mail). */
export async function quietZonesOfChildren(
  ctx: Pick<AppContext, 'db'>,
  childIds: number[],
): Promise<Map<number, string | null>> {
  const rows = await repo.quietZonesOfChildren(ctx.db, childIds);
  return new Map(rows.map((row) => [row.childId, row.timeZone]));
}

/** Claims the week's digest (its Monday, YYYY-MM-DD) for this process; false when already sent. */
export function claimDigestWeek(ctx: Pick<AppContext, 'db'>, week: string, now: Date): Promise<boolean> {
  return repo.claimDigestWeek(ctx.db, week, now);
}
