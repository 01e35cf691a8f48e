import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createTestApp, type TestApp, testConfig } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { createShiftedClock, E2E_CLOCK_ENV, e2eClockFrom } from './e2e-clock.ts';
import { createLogger } from './logger.ts';

const on = { [E2E_CLOCK_ENV]: '1' };

describe('the browser tests’ clock', () => {
  it('is off unless asked for', () => {
    expect(e2eClockFrom({}, { env: 'development', dataDir: '/tmp/sprout-e2e-21006' })).toBeUndefined();
  });

  it('is refused for any data directory but the browser tests’ own, and in production', () => {
    expect(() => e2eClockFrom(on, { env: 'development', dataDir: './data' })).toThrow(/own data directory/);
    expect(() => e2eClockFrom(on, { env: 'production', dataDir: '/tmp/sprout-e2e-21006' })).toThrow(
      /never production/,
    );
    expect(e2eClockFrom(on, { env: 'development', dataDir: '/tmp/sprout-e2e-21006' })).toBeDefined();
  });

  it('runs on real time shifted by what the tests added', () => {
    const clock = createShiftedClock();
    const before = Date.now();
    clock.advance(60_000);
    const shifted = clock.now().getTime() - Date.now();
    expect(shifted).toBeGreaterThan(59_000);
    expect(shifted).toBeLessThanOrEqual(60_000 + (Date.now() - before));
  });
});

describe('POST /api/test/clock', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('does not exist on a server without the browser tests’ clock', async () => {
    const res = await plain.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: 1 } });
    expect(res.statusCode).toBe(404);
    expect(plain.app.routeList).not.toContain('POST /api/test/clock');
  });

  it('moves the clock the rules read, and refuses a bad amount naming the field', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprout-e2e-clock-test-'));
    const database = await createTestDatabase();
    const config = testConfig(dataDir);
    const clock = createShiftedClock();
    const app = await buildApp(config, { database, e2eClock: clock, logger: createLogger('silent') });
    try {
      expect(app.ctx.clock).toBe(clock);
      const moved = await app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { advanceMs: 3_600_000 },
      });
      expect(moved.statusCode).toBe(200);
      expect(clock.now().getTime() - Date.now()).toBeGreaterThan(3_500_000);
      const back = await app.inject({ method: 'DELETE', url: '/api/test/clock' });
      expect(back.statusCode).toBe(200);
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
      const bad = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: -5 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('advanceMs');
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
