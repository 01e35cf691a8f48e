// The one way to write catalog data (tutors, articles, games, testimonials, merchandise and what
// their lists show: stock, ratings). The write runs in one transaction and the scopes it names are
// invalidated after it commits, on every instance, so no writer has to remember the cache.
import type { AppContext } from '#server/app-context.ts';
import type { Tx } from '#server/db/client.ts';
import type { CatalogScope } from '#server/plugins/catalog-cache.ts';

export async function writeCatalog<T>(
  ctx: Pick<AppContext, 'db' | 'catalogCache'>,
  scopes: readonly CatalogScope[],
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(write);
  // After the commit: a read that starts now must see the new rows, not a cached answer.
  for (const scope of scopes) await ctx.catalogCache.invalidate(scope);
  return result;
}
