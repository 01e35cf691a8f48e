import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from './admin-cli';
import { openDatabase } from './db/client';
import { createUser } from './db/factories';
import { migrateDatabase } from './db/migrate';

// The command runs against the embedded database in DATA_DIR, as `npm run admin` does.
describe.skipIf(!!process.env.DATABASE_URL)('npm run admin', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprout-admin-'));
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    await migrateDatabase(database);
    await createUser(database.db, { username: 'Grace-Teacher' });
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runAdminCommand(args, { DATA_DIR: dataDir, DEMO_MODE: '0' }, (l) => lines.push(l));
    return { code, text: lines.join('\n') };
  };

  const isAdmin = async () => {
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const [row] = await database.query<{ is_admin: boolean }>(
        "select is_admin from users where username = 'Grace-Teacher'",
      );
      return row?.is_admin;
    } finally {
      await database.close();
    }
  };

  it('grants and revokes stored admin rights, finding the username in any case', async () => {
    expect(await run('grant', 'grace-teacher')).toEqual({
      code: 0,
      text: 'Grace-Teacher is now an administrator.',
    });
    expect(await isAdmin()).toBe(true);
    expect(await run('revoke', 'GRACE-TEACHER')).toEqual({
      code: 0,
      text: 'Grace-Teacher is no longer an administrator.',
    });
    expect(await isAdmin()).toBe(false);
  });

  it('says so for an unknown user and for a missing argument', async () => {
    expect(await run('grant', 'nobody')).toEqual({ code: 1, text: 'There is no user named "nobody".' });
    expect((await run('grant')).code).toBe(2);
    expect((await run()).text).toMatch(/Usage:/);
  });

  it('stops while a running server holds the embedded database', async () => {
    writeFileSync(
      path.join(dataDir, 'pglite.lock'),
      JSON.stringify({ pid: process.ppid, host: os.hostname() }),
    );
    try {
      const result = await run('grant', 'grace-teacher');
      expect(result.code).toBe(1);
      expect(result.text).toMatch(/is using the embedded database .* Stop it first/);
    } finally {
      rmSync(path.join(dataDir, 'pglite.lock'));
    }
  });

  it('backs up the embedded database', async () => {
    const result = await run('backup');
    expect(result.code).toBe(0);
    expect(result.text).toMatch(/Saved a backup of the database to .*backups\/pgdata-.*\.tar\.gz/);
  });
});
