// Fixed-window counters in the database, so a limit holds across every server instance.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';

export interface RateLimiter {
  /** Counts one event for `key`; throws 429 when that goes over the rule. */
  consume(key: string, rule: RateLimitRule, message: string): Promise<void>;
  /**
   * Counts one attempt for `key` before it is tried, throwing 429 (and counting nothing) when that
   * goes over the rule. An attempt that turns out not to count (a login that succeeds) is given
   * back with `release`. Counting first is what makes the limit hold when many attempts arrive at
   * once: a check followed later by a count lets them all pass the check.
   */
  reserve(key: string, rule: RateLimitRule, message: string): Promise<Reservation>;
  /** Drops windows that ended more than a day ago. */
  prune(): Promise<number>;
}

export interface Reservation {
  /** Takes the attempt back from the window it was counted in. */
  release(): Promise<void>;
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

  async function decrement(key: string, windowStart: Date) {
    await db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)));
  }

  return {
    async consume(key, rule, message) {
      const { count, window } = await increment(key, rule);
      if (count > rule.max) throw AppError.tooManyRequests(message, window.retryAfterSeconds);
    },
    async reserve(key, rule, message) {
      const { count, window } = await increment(key, rule);
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        await decrement(key, window.start);
      };
      if (count > rule.max) {
        await release();
        throw AppError.tooManyRequests(message, window.retryAfterSeconds);
      }
      return { release };
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
