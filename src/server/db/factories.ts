// The row factories that the demo seed and the tests share. They live beside the schema, not in
// test/, because the seed is product code and product code never imports test code; the
// factories only the tests use stay in test/factories.ts.

import { users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import type { Executor } from './client.ts';

let sequence = 0;

export interface UserOverrides extends Omit<Partial<typeof users.$inferInsert>, 'passwordHash'> {
  password?: string;
}

export async function createUser(db: Executor, overrides: UserOverrides = {}) {
  sequence += 1;
  const n = sequence;
  const { password = 'password123', ...rest } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      username: `user${n}_${Date.now().toString(36)}`,
      name: `Test User ${n}`,
      email: `user${n}@example.com`,
      passwordHash: await hashPassword(password),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('createUser inserted nothing');
  return row;
}
