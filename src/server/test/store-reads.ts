// What the store's API tests read back after a purchase or a checkout: the buyer's balance as the
// API answers it, and an item's stock as the database holds it.
import { eq } from 'drizzle-orm';
import { merchandise } from '#server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export async function pointsOf(t: TestApp, cookie: string): Promise<number> {
  const res = await t.inject({ method: 'GET', url: '/api/users/points', headers: { cookie } });
  return res.json<{ points: number }>().points;
}

export async function stockOf(t: TestApp, id: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: merchandise.inventory })
    .from(merchandise)
    .where(eq(merchandise.id, id));
  return row?.n ?? -1;
}
