// The browser tests' clock. The e2e server (scripts/e2e-server.mjs) runs on real time shifted by
// an offset the tests move forward (POST /api/test/clock), so a rule that waits on the server's
// time (a game round's shortest length) is met at once instead of by a test that sleeps. The test
// that moved it puts it back when it ends (DELETE /api/test/clock, e2e/fixtures.ts): a server's
// tests run one at a time, and the next one finds the server's time the browser's again. Only on
// for the browser tests' own data directory and never with NODE_ENV=production.
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from './clock.ts';

/** Set by scripts/e2e-server.mjs. */
export const E2E_CLOCK_ENV = 'SPROUT_E2E_CLOCK';

export interface ShiftedClock extends Clock {
  /** Moves the clock forward; time keeps flowing from there. */
  advance(ms: number): void;
  /** Back to real time. */
  reset(): void;
}

export function createShiftedClock(): ShiftedClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

/** The shifted clock when the environment asks for it and may have it; otherwise undefined. */
export function e2eClockFrom(
  env: Record<string, string | undefined>,
  config: { env: string; dataDir: string },
): ShiftedClock | undefined {
  if (env[E2E_CLOCK_ENV] !== '1') return undefined;
  if (config.env === 'production' || !path.basename(config.dataDir).startsWith('sprout-e2e')) {
    throw new Error(`${E2E_CLOCK_ENV} is only for the browser tests' own data directory, never production`);
  }
  return createShiftedClock();
}

/** At most a day a call: enough for any rule a test waits on. */
const AdvanceSchema = z.object({ advanceMs: z.number().int().min(0).max(86_400_000) });

/**
 * POST /api/test/clock { advanceMs } moves the clock forward, DELETE /api/test/clock puts it back
 * to real time: registered only when the e2e clock is on.
 */
export function e2eClockRoutes(clock: ShiftedClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/test/clock',
      {
        schema: {
          hide: true,
          body: AdvanceSchema,
          response: { 200: z.object({ now: z.string() }) },
        },
      },
      async (request) => {
        clock.advance(request.body.advanceMs);
        return { now: clock.now().toISOString() };
      },
    );
    app.delete(
      '/test/clock',
      { schema: { hide: true, response: { 200: z.object({ now: z.string() }) } } },
      async () => {
        clock.reset();
        return { now: clock.now().toISOString() };
      },
    );
  };
}
