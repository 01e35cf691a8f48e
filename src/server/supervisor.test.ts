// docs/rules.md#holding-up: `npm start` supervises the server. The back-off as a rule, and one real
// supervised process whose only worker is killed with SIGKILL.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killSpawnedServers,
  postJson,
  spawnServer,
  waitUntilUp,
} from '#server/test/server-process.ts';
import { copyMigratedDatabaseInto } from '#server/test/test-database.ts';
import { RESTART_POLICY, restartDelay } from './supervisor.ts';

describe('the restart back-off', () => {
  const quickly = 500;
  it('waits a second after the first death, doubles while the worker keeps dying, up to 30 s', () => {
    const waits: number[] = [];
    let wait: number | undefined;
    for (let death = 0; death < 8; death++) {
      wait = restartDelay(wait, quickly);
      waits.push(wait);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts again from a second once a worker has stayed up a while', () => {
    expect(restartDelay(30_000, RESTART_POLICY.stableAfterMs)).toBe(1000);
    expect(restartDelay(30_000, RESTART_POLICY.stableAfterMs - 1)).toBe(30_000);
  });
});

const dirs: string[] = [];
afterAll(() => {
  killSpawnedServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const lockHolder = (dataDir: string): number | undefined => {
  try {
    return (JSON.parse(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')) as { pid: number }).pid;
  } catch {
    return undefined;
  }
};

// On the embedded database, which also shows the lock rule: the new worker takes over the lock of
// the one that was killed. One run of it is enough (the PostgreSQL pass skips it).
describe.skipIf(!!process.env.DATABASE_URL)('a supervised server (npm start)', () => {
  it('starts its one worker again after a SIGKILL, keeps the data, and closes everything on SIGTERM', {
    // Three opens of the embedded database (the primary's, two workers'), plus a one-second
    // back-off: at a load average of 20 on the 2 cores a first start that also created and
    // migrated the database took 56 s and the restart 14 s.
    timeout: 300_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprout-supervisor-'));
    dirs.push(dataDir);
    // A database a server has started on before: the first start of an empty DATA_DIR is
    // database-lifecycle.test.ts's, and creating one costs about 4 s of CPU.
    copyMigratedDatabaseInto(dataDir);
    const port = String(await freePort());
    const server = spawnServer(
      { DATA_DIR: dataDir, PORT: port, DEMO_MODE: '0', SEED_DEMO: '0', WEB_CONCURRENCY: '1' },
      ['--supervise'],
    );
    await waitUntilUp(server, 180_000); // the first start: see the timeout above
    const worker = lockHolder(dataDir);
    expect(worker).toBeDefined();
    expect(worker).not.toBe(server.child.pid); // the primary serves nothing itself
    const account = { username: 'supervised-kid', password: 'secret123' };
    const registered = await postJson(`${server.url}/api/register`, {
      ...account,
      name: 'Supervised Kid',
      email: 'supervised@example.com',
    });
    expect(registered.status).toBe(201);

    process.kill(worker as number, 'SIGKILL');
    // Served again by a new worker, which took over the dead one's lock.
    await expect
      .poll(
        async () => {
          const holder = lockHolder(dataDir);
          const health = await fetch(`${server.url}/api/health`).catch(() => undefined);
          return health?.status === 200 && holder !== undefined && holder !== worker;
        },
        { timeout: 90_000, interval: 200 },
      )
      .toBe(true);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toMatch(/a worker stopped; starting another/);
    expect((await postJson(`${server.url}/api/login`, account)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
