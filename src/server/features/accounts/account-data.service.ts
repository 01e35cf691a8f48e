// An account's data as a whole: its export and its deletion (DESIGN section 9). Minimal versions
// for the consent work (a parent's export and deletion of a managed child, a declined or expired
// consent); the self-service calls build on the same two functions.
import type { AccountExport } from '@contract/accounts';
import type { AppContext } from '../../app-context';
import { writeCatalog } from '../../lib/catalog-write';
import { recomputeItemRating } from '../store/reviews.service';
import { recomputeTutorRating } from '../tutors/tutors.service';
import * as repo from './account-data.repository';

export type DeletionReason = 'consent-declined' | 'consent-expired' | 'deleted-by-parent' | 'deleted-by-self';

/** Dates become ISO strings, as everywhere else the API answers them. */
function plain<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** Everything Sprout keeps about the account, or undefined when there is no such account. */
export async function exportAccount(ctx: AppContext, userId: number): Promise<AccountExport | undefined> {
  const data = await repo.readAccountData(ctx.db, userId);
  if (!data) return undefined;
  const { profile, ...tables } = data;
  return {
    exportedAt: ctx.clock.now().toISOString(),
    profile: plain(profile),
    ...(Object.fromEntries(
      Object.entries(tables).map(([name, rows]) => [name, rows.map((row) => plain(row))]),
    ) as Omit<AccountExport, 'exportedAt' | 'profile'>),
  };
}

/**
 * Deletes the account and its personal data in one transaction; the ratings its reviews counted
 * in are recomputed (and the catalog cache refreshed). Answers whether the account existed.
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: number,
  reason: DeletionReason,
): Promise<boolean> {
  const deleted = await writeCatalog(ctx, ['tutors', 'merchandise'], async (tx) => {
    const reviewed = await repo.reviewedBy(tx, userId);
    if (!(await repo.deleteUser(tx, userId))) return false;
    for (const id of reviewed.tutorIds) await recomputeTutorRating(tx, id);
    for (const id of reviewed.itemIds) await recomputeItemRating(tx, id);
    return true;
  });
  if (deleted) ctx.logger.info({ userId, reason }, 'account deleted');
  return deleted;
}
