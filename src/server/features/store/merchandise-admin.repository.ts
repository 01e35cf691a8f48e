// The admin's writes of merchandise (a file of its own beside
// store.repository.ts: the store feature owns these tables, the admin feature calls these).
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { merchandise } from '#server/db/schema/index.ts';
import { containsText } from '#server/db/search.ts';
import type { RowsPage } from '#server/lib/lists.ts';
import { type MerchandiseRow, merchandiseColumns } from './store.repository.ts';

const columns = merchandiseColumns;

export type MerchandiseValues = Pick<
  typeof merchandise.$inferInsert,
  | 'name'
  | 'description'
  | 'nameEs'
  | 'descriptionEs'
  | 'imageUrl'
  | 'pointsCost'
  | 'priceDollars'
  | 'inventory'
  | 'isActive'
  | 'digital'
>;

const notDeleted = eq(merchandise.isDeleted, false);
const searched = (q: string | undefined) =>
  q
    ? containsText(q, [
        merchandise.name,
        merchandise.description,
        merchandise.nameEs,
        merchandise.descriptionEs,
      ])
    : undefined;

/** The admin's list: active and inactive items, not deleted ones, newest first. */
export async function adminListMerchandise(
  db: Executor,
  q: string | undefined,
  page: RowsPage,
): Promise<MerchandiseRow[]> {
  return db
    .select(columns)
    .from(merchandise)
    .where(and(notDeleted, searched(q)))
    .orderBy(desc(merchandise.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function adminCountMerchandise(db: Executor, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(merchandise)
    .where(and(notDeleted, searched(q)));
  return row?.n ?? 0;
}

export async function findMerchandise(db: Executor, id: number): Promise<MerchandiseRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(merchandise)
    .where(and(eq(merchandise.id, id), notDeleted));
  return row;
}

export async function insertMerchandise(tx: Executor, values: MerchandiseValues): Promise<number> {
  const [row] = await tx.insert(merchandise).values(values).returning({ id: merchandise.id });
  if (!row) throw new Error('insert into merchandise returned no row');
  return row.id;
}

export async function updateMerchandise(
  tx: Executor,
  id: number,
  values: MerchandiseValues,
): Promise<boolean> {
  const rows = await tx
    .update(merchandise)
    .set(values)
    .where(and(eq(merchandise.id, id), notDeleted))
    .returning({ id: merchandise.id });
  return rows.length > 0;
}

/** Deleting hides: purchases keep the item's name and image, reviews stay with their authors. */
export async function hideMerchandise(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .update(merchandise)
    .set({ isDeleted: true })
    .where(and(eq(merchandise.id, id), notDeleted))
    .returning({ id: merchandise.id });
  return rows.length > 0;
}
