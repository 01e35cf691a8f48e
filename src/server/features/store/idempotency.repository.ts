// The Idempotency-Key answers of checkout and purchase (docs/rules.md#api-rules): the first answer to a
// key, kept for 24 hours. Each function takes the database or the caller's transaction.
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema/index.ts';

/** Forgets a key's answer once it is older than `before`. */
export async function deleteExpiredKey(tx: Executor, userId: number, key: string, before: Date) {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.createdAt, before),
      ),
    );
}

/**
 * Claims a key for this request: true when it is new. Keys are per user (the primary key is the
 * user and the key), so another user's same key never stands in the way. A concurrent request
 * with the same key waits here until the first one commits (then finds its answer) or rolls back
 * (then claims it). A claimed row has status 0 until saveKeyAnswer fills it.
 */
export async function claimKey(
  tx: Executor,
  userId: number,
  key: string,
  requestHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, statusCode: 0, response: {}, createdAt: now })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Executor, userId: number, key: string) {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Fills the answer of a key this transaction claimed; a key already answered is left alone. */
export async function saveKeyAnswer(
  tx: Executor,
  userId: number,
  key: string,
  statusCode: number,
  response: unknown,
) {
  const rows = await tx
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.statusCode, 0),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (rows.length === 0) throw new Error('saveKeyAnswer: the key was not claimed by this transaction');
}

export async function deleteKeysBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
