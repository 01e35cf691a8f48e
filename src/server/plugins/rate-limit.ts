// Fixed-window counters in the database, so a limit holds across every server instance.
import type { RateLimitRule } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { decrementWindow, deleteWindowsBefore, incrementWindow } from './rate-limit.repository.ts';

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
    return { count: await incrementWindow(db, key, window.start), window };
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
        await decrementWindow(db, key, window.start);
      };
      if (count > rule.max) {
        await release();
        throw AppError.tooManyRequests(message, window.retryAfterSeconds);
      }
      return { release };
    },
    async prune() {
      const cutoff = new Date(clock.now().getTime() - 25 * 60 * 60 * 1000);
      return deleteWindowsBefore(db, cutoff);
    },
  };
}
