// Fixed-window counters in the database, so a limit holds across every server instance.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';

export interface RateLimiter {
  /** Counts one event for `key`; throws 429 when that goes over the rule. */
  consume(key: string, rule: RateLimitRule, message: string): Promise<void>;
  /** Throws 429 when `key` is already at its limit, without counting anything. */
  check(key: string, rule: RateLimitRule, message: string): Promise<void>;
  /** Counts one event without ever refusing (the refusal comes from a later `check`). */
  record(key: string, rule: RateLimitRule): Promise<void>;
  /** Drops windows that ended more than a day ago. */
  prune(): Promise<number>;
}

export function createRateLimiter(database: Database, clock: Clock): RateLimiter {
  const { db } = database;
  const windowOf = (rule: RateLimitRule) => {
    const now = clock.now().getTime();
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return { start: new Date(start), retryAfterSeconds: (start + rule.windowMs - now) / 1000 };
  };

  async function increment(key: string, rule: RateLimitRule) {
    const window = windowOf(rule);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: window.start, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    return { count: row?.count ?? 1, window };
  }

  return {
    async consume(key, rule, message) {
      const { count, window } = await increment(key, rule);
      if (count > rule.max) throw AppError.tooManyRequests(message, window.retryAfterSeconds);
    },
    async check(key, rule, message) {
      const window = windowOf(rule);
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, window.start)));
      if ((row?.count ?? 0) >= rule.max) throw AppError.tooManyRequests(message, window.retryAfterSeconds);
    },
    async record(key, rule) {
      await increment(key, rule);
    },
    async prune() {
      const cutoff = new Date(clock.now().getTime() - 25 * 60 * 60 * 1000);
      const deleted = await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, cutoff))
        .returning({ key: rateLimits.key });
      return deleted.length;
    },
  };
}
