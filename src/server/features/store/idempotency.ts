// The one Idempotency-Key rule of checkout and purchase (docs/rules.md#api-rules and docs/rules.md#holding-up): a repeat with
// the same key and the same request within 24 hours gets the first answer and spends nothing
// again; the same key with another request is refused (422).
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import * as repo from './idempotency.repository.ts';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const KEY_REUSED = 'This key was used for a different request';

export const IN_PROGRESS =
  'This purchase is still going through. Please wait a moment, then check your items.';

/** The calls that honour a key; each keeps its own keys (a key used for a purchase is not a checkout's). */
export type IdempotentCall = 'purchase' | 'checkout';

/** The row key of a call's Idempotency-Key (the table holds every call's keys). */
export function rowKeyOf(call: IdempotentCall, idempotencyKey: string): string {
  return `${call}:${idempotencyKey}`;
}

export interface Idempotent<T> {
  result: T;
  /** The first answer to a key sent again: nothing was done this time. */
  replayed: boolean;
}

/**
 * What makes two requests the same: a hash of the validated input. The contract's schema is the
 * canonical form: it drops fields the call does not read (a cart line's name and price), trims
 * what it trims, and writes the fields in its own order, so only a change that matters counts.
 */
export function requestHashOf(input: unknown): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('base64url');
}

/**
 * Runs `run` inside the caller's transaction once per key (and per request: see requestHashOf). Without a key it simply runs. With
 * one, the key is claimed first: a concurrent request with the same key waits on the claim until
 * the first commits (then replays its answer) or rolls back (then runs itself). Only a success is
 * kept: a refused request rolls its claim back with everything else, so a retry runs again.
 */
export async function oncePerKey<T>(
  tx: Executor,
  options: {
    userId: number;
    call: IdempotentCall;
    key: string | undefined;
    /** The validated input of the request. */
    request: unknown;
    now: Date;
    answer: z.ZodType<T>;
  },
  run: () => Promise<T>,
): Promise<Idempotent<T>> {
  const { userId, now } = options;
  if (options.key === undefined) return { result: await run(), replayed: false };
  const key = rowKeyOf(options.call, options.key);
  await repo.deleteExpiredKey(tx, userId, key, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS));
  const requestHash = requestHashOf(options.request);
  if (!(await repo.claimKey(tx, userId, key, requestHash, now))) {
    // Taken by this user. Only a finished first answer to the same request is replayed; a row
    // without its answer yet is not ours to run or write again.
    const first = await repo.findKey(tx, userId, key);
    if (first && first.requestHash !== requestHash) throw new AppError(422, KEY_REUSED);
    const replay = first?.statusCode === 200 ? options.answer.safeParse(first.response) : null;
    if (replay?.success) return { result: replay.data, replayed: true };
    throw AppError.conflict(IN_PROGRESS).withCode('in_progress');
  }
  const result = await run();
  await repo.saveKeyAnswer(tx, userId, key, 200, result);
  return { result, replayed: false };
}

export function deleteOldKeys(db: Executor, now: Date): Promise<number> {
  return repo.deleteKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS));
}
