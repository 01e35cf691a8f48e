// docs/rules.md#holding-up "Backups": `npm run admin -- backup` while the real server runs, then a
// change, then `npm run admin -- restore FILE` with the server stopped: the same data, uploads
// and session secret come back, and every session has ended. On PGlite in `npm test`, on
// PostgreSQL (pg_dump and psql) when DATABASE_URL is set.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '#server/admin-cli.ts';
import { loadConfig } from '#server/config.ts';
import {
  freePort,
  killSpawnedServers,
  postJson,
  spawnServer,
  waitUntilUp,
} from '#server/test/server-process.ts';
import {
  copyMigratedDatabaseInto,
  createTestDatabase,
  withDatabaseName,
} from '#server/test/test-database.ts';
import { createBackup, listBackups } from './backup.ts';

afterEach(() => killSpawnedServers());

function setUp(databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprout-backup-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DEMO_MODE: '0',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const admin = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runAdminCommand(args, env, (l) => lines.push(l), {
      // Never the project's own .env: the test says which database it uses.
      envFile: path.join(dataDir, 'no-such.env'),
    });
    return { code, text: lines.join('\n') };
  };
  return { dataDir, env, admin };
}

async function register(url: string, username: string): Promise<string> {
  const res = await postJson(`${url}/api/register`, {
    name: 'Backed Up',
    username,
    email: `${username}@example.com`,
    password: 'secret-pass-1',
  });
  expect(res.status).toBe(201);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const login = async (url: string, username: string) =>
  (await postJson(`${url}/api/login`, { username, password: 'secret-pass-1' })).status;

async function backupRestoreJourney(databaseUrl: string | undefined) {
  const { dataDir, env, admin } = setUp(databaseUrl);
  try {
    // An embedded database a server has started on before (the first start of an empty
    // DATA_DIR is database-lifecycle.test.ts's): a copy instead of a new one migrated again.
    if (!databaseUrl) copyMigratedDatabaseInto(dataDir);
    const port = String(await freePort());
    const server = spawnServer({ ...env, PORT: port, LOG_LEVEL: 'warn' });
    await waitUntilUp(server, 180_000);

    const cookie = await register(server.url, 'kept-user');
    const uploads = path.join(dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, 'kept.webp'), 'the kept image');
    const secret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8');

    const saved = await admin('backup');
    expect(saved.code, saved.text).toBe(0);
    const file = /to (\S+\.tar\.gz)$/m.exec(saved.text)?.[1] ?? '';
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    const entries = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
    // One archive, paths relative: nothing that restores onto an absolute path.
    expect(entries.every((e) => !e.startsWith('/'))).toBe(true);
    expect(entries).toEqual(
      expect.arrayContaining([
        './manifest.json',
        './session-secret',
        './uploads/kept.webp',
        databaseUrl ? './database/sprout.sql' : './database/pgdata.tar.gz',
      ]),
    );

    // Changes after the backup, which the restore must undo.
    await register(server.url, 'later-user');
    rmSync(path.join(uploads, 'kept.webp'));
    writeFileSync(path.join(uploads, 'later.webp'), 'a later image');

    const refused = await admin('restore', file);
    expect(refused.code).toBe(1);
    expect(refused.text).toMatch(
      databaseUrl
        ? /A Sprout server is connected .* Stop every instance first/
        : /is running on .* Stop it first/,
    );

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    writeFileSync(path.join(dataDir, 'session-secret'), 'y'.repeat(48));

    const restored = await admin('restore', file);
    expect(restored.code, restored.text).toBe(0);
    expect(restored.text).toMatch(/Every session has ended/);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
    expect(readFileSync(path.join(uploads, 'kept.webp'), 'utf8')).toBe('the kept image');
    expect(existsSync(path.join(uploads, 'later.webp'))).toBe(false);

    const again = spawnServer({ ...env, PORT: port, LOG_LEVEL: 'warn' });
    await waitUntilUp(again, 180_000);
    expect(await login(again.url, 'kept-user')).toBe(200);
    expect(await login(again.url, 'later-user')).toBe(401);
    // The session made before the backup was in it, and the secret came back: only deleting
    // the sessions stops it from working again.
    const me = await fetch(`${again.url}/api/user`, { headers: { cookie } });
    expect(me.status).toBe(401);
    again.child.kill('SIGTERM');
    await again.exited;
  } finally {
    killSpawnedServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe.skipIf(!!process.env.DATABASE_URL)(
  'backup and restore on the embedded database',
  { timeout: 480_000 },
  () => {
    it('backs up while the server runs and restores the same data, uploads and secret, ending sessions', async () => {
      await backupRestoreJourney(undefined);
    });

    it('keeps the newest BACKUP_KEEP archives, leaving the copies made before migrations alone', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprout-backup-'));
      const database = await createTestDatabase();
      try {
        const config = loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP: '2' });
        const backups = path.join(dataDir, 'backups');
        mkdirSync(backups, { recursive: true });
        writeFileSync(path.join(backups, 'pgdata-2020-01-01-before-migration.tar.gz'), 'old');
        const files: string[] = [];
        for (let i = 0; i < 3; i++) files.push(path.basename(await createBackup(config, database)));
        expect(listBackups(backups)).toEqual(files.slice(1));
        expect(existsSync(path.join(backups, 'pgdata-2020-01-01-before-migration.tar.gz'))).toBe(true);
      } finally {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('says so for a file that is not a backup', async () => {
      const { dataDir, admin } = setUp(undefined);
      try {
        expect((await admin('restore', path.join(dataDir, 'nothing.tar.gz'))).text).toMatch(
          /There is no file/,
        );
        writeFileSync(path.join(dataDir, 'junk.tar.gz'), 'junk');
        const junk = await admin('restore', path.join(dataDir, 'junk.tar.gz'));
        expect(junk).toMatchObject({ code: 1 });
        expect(junk.text).toMatch(/is not a Sprout backup archive/);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  },
);

describe.skipIf(!process.env.DATABASE_URL)('backup and restore on PostgreSQL', { timeout: 480_000 }, () => {
  const serverUrl = process.env.DATABASE_URL ?? '';
  const name = `sprout_ops_backup_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  beforeAll(() => run(`CREATE DATABASE ${name}`));
  afterAll(() => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('backs up with pg_dump while the server runs and restores the same data, uploads and secret, ending sessions', async () => {
    await backupRestoreJourney(withDatabaseName(serverUrl, name));
  });
});
