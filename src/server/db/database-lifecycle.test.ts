// What only a whole server process shows (docs/operations.md#running-it): a restart keeps every row, a
// kill -9 mid-write loses nothing acknowledged, the data directory lock, a clean close on
// SIGTERM, and the copy of the database before a new migration.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killSpawnedServers,
  postJson,
  spawnServer,
  waitUntilUp,
} from '#server/test/server-process.ts';
import { copyMigratedDatabaseInto } from '#server/test/test-database.ts';
import { openDatabase } from './client.ts';
import { backupBeforeMigration, MIGRATIONS_FOLDER, pendingMigrations } from './migrate.ts';

const dirs: string[] = [];
function tempDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sprout-lifecycle-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  killSpawnedServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function countRows(dataDir: string) {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    const [row] = await database.query<{ users: number; tutors: number; games: number; articles: number }>(
      'select (select count(*)::int from users) as users, (select count(*)::int from tutors) as tutors, (select count(*)::int from games) as games, (select count(*)::int from articles) as articles',
    );
    return row;
  } finally {
    await database.close();
  }
}

// These start real server processes on the embedded database; one PostgreSQL run is enough
// for the rest of the suite.
describe.skipIf(!!process.env.DATABASE_URL)('the embedded database across restarts', () => {
  it('seeds once, keeps every row on a second start, and closes cleanly on SIGTERM', {
    timeout: 180_000,
  }, async () => {
    const dataDir = tempDataDir();
    const port = String(await freePort());
    const first = spawnServer({ DATA_DIR: dataDir, PORT: port, DEMO_MODE: '1' });
    await waitUntilUp(first);
    const registered = await postJson(`${first.url}/api/register`, {
      name: 'Restart Kid',
      username: 'restart-kid',
      email: 'restart@example.com',
      password: 'secret123',
    });
    expect(registered.status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    // A brand-new database had nothing worth saving before its migrations.
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);
    const before = await countRows(dataDir);
    expect(before?.tutors).toBeGreaterThanOrEqual(8);

    const second = spawnServer({ DATA_DIR: dataDir, PORT: port, DEMO_MODE: '1' });
    await waitUntilUp(second);
    const login = await postJson(`${second.url}/api/login`, {
      username: 'restart-kid',
      password: 'secret123',
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(await countRows(dataDir)).toEqual(before);
  });

  it('refuses a second server on the same data directory, then takes over the lock after kill -9 and loses nothing acknowledged', {
    timeout: 180_000,
  }, async () => {
    const dataDir = tempDataDir();
    // A database a server has started on before (its first start is the test above).
    copyMigratedDatabaseInto(dataDir);
    const port = String(await freePort());
    const server = spawnServer({ DATA_DIR: dataDir, PORT: port, DEMO_MODE: '0', SEED_DEMO: '0' });
    await waitUntilUp(server);

    const intruder = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toMatch(/in use by another process \(pid \d+\)/);

    // Writes in flight when the process is killed: every one that was answered must survive.
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const username = `crash${w}_${i}`;
        try {
          const res = await postJson(`${server.url}/api/register`, {
            name: 'Crash Kid',
            username,
            email: `${username}@example.com`,
            password: 'secret123',
          });
          if (res.status === 201) acknowledged.push(username);
        } catch {
          return; // the server is gone
        }
      }
    });
    // Killed once some writes were answered (however busy the machine), while others are in flight.
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 8 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await server.exited;
    expect(acknowledged.length).toBeGreaterThan(5);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    const restarted = spawnServer({ DATA_DIR: dataDir, PORT: port, DEMO_MODE: '0', SEED_DEMO: '0' });
    await waitUntilUp(restarted);
    restarted.child.kill('SIGTERM');
    await restarted.exited;
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const rows = await database.query<{ username: string }>('select username from users');
      const stored = new Set(rows.map((r) => r.username));
      expect(acknowledged.filter((u) => !stored.has(u))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!!process.env.DATABASE_URL)('before a new migration', () => {
  it('copies the embedded database to DATA_DIR/backups, and not when nothing is pending', {
    timeout: 180_000,
  }, async () => {
    const dataDir = tempDataDir();
    copyMigratedDatabaseInto(dataDir);
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      expect(await pendingMigrations(database)).toEqual([]);
      expect(await backupBeforeMigration(database, dataDir)).toBeUndefined();

      // Make the latest migration look new, as after an upgrade.
      const [latest] = await database.query<{ id: number; created_at: string }>(
        'select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
      );
      await database.query('delete from drizzle.__drizzle_migrations where id = $1', [latest?.id]);
      expect(await pendingMigrations(database)).toHaveLength(1);
      const backup = await backupBeforeMigration(database, dataDir);
      expect(backup).toMatch(/backups\/pgdata-.*-before-migration\.tar\.gz$/);
      expect(readdirSync(path.join(dataDir, 'backups'))).toHaveLength(1);

      // A database no migration has touched (as a brand-new one, whose first start the restart
      // test above also checks) has nothing worth saving: every migration is pending, no copy.
      await database.query('drop schema drizzle cascade');
      await database.query('drop schema public cascade');
      await database.query('create schema public');
      expect(await pendingMigrations(database)).toHaveLength(
        readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length,
      );
      expect(await backupBeforeMigration(database, dataDir)).toBeUndefined();
      expect(readdirSync(path.join(dataDir, 'backups'))).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('refuses to open a data directory held by a running process', { timeout: 180_000 }, async () => {
    const dataDir = tempDataDir();
    writeFileSync(
      path.join(dataDir, 'pglite.lock'),
      JSON.stringify({ pid: process.ppid, host: os.hostname() }),
    );
    await expect(openDatabase({ dataDir, databaseUrl: undefined })).rejects.toThrow(
      /in use by another process/,
    );
  });
});
