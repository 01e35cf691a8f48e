import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { createUser } from '#server/db/factories.ts';
import { pendingMigrations } from '#server/db/migrate.ts';
import { createLogger } from '#server/lib/logger.ts';
import { answerServerRequests } from '#server/maintenance/server-requests.ts';
import { createFamilyLink } from '#server/test/factories.ts';
import { copyMigratedDatabaseInto } from '#server/test/test-database.ts';
import { runAdminCommand } from './admin-cli.ts';

// The command runs against the embedded database in DATA_DIR, as `npm run admin` does.
// Each test opens the embedded database two to four times (the command, then the test reading
// what it did), 2-3 s apiece on a quiet machine and up to 10 s on a busy one: the migration test
// took 34 s while two test runs shared the 2 cores, past the default 30 s.
describe.skipIf(!!process.env.DATABASE_URL)('npm run admin', { timeout: 120_000 }, () => {
  let dataDir: string;
  let noEnvFile: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprout-admin-'));
    // Never the project's own .env: the tests say which database they use.
    noEnvFile = path.join(dataDir, 'no-such.env');
    copyMigratedDatabaseInto(dataDir);
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    await createUser(database.db, { username: 'Grace-Teacher' });
    await createUser(database.db, {
      username: 'little-leo',
      birthYear: new Date().getUTCFullYear() - 8,
      consent: 'given',
    });
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runAdminCommand(
      args,
      { DATA_DIR: dataDir, DEMO_MODE: '0', LOG_LEVEL: 'silent' },
      (l) => lines.push(l),
      { envFile: noEnvFile },
    );
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

  it("never makes a child's account an administrator", async () => {
    expect(await run('grant', 'little-leo')).toEqual({
      code: 1,
      text: "little-leo is a child under 13, and a child's account cannot be an administrator.",
    });
  });

  it('sends the weekly family digest now, through the outbox', async () => {
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const parent = await createUser(database.db, {
        username: 'digest-parent',
        userType: 'parent',
        isEmailVerified: true,
        email: 'digest-parent@example.com',
      });
      const child = await createUser(database.db, { username: 'digest-child', name: 'Noor' });
      await createFamilyLink(database.db, { parentId: parent.id, childId: child.id, status: 'accepted' });
    } finally {
      await database.close();
    }
    expect(await run('digest')).toEqual({ code: 0, text: 'Sent the weekly family digest to 1 parent.' });
    const mails = readdirSync(path.join(dataDir, 'outbox')).map((f) =>
      JSON.parse(readFileSync(path.join(dataDir, 'outbox', f), 'utf8')),
    );
    expect(mails.find((m) => m.to === 'digest-parent@example.com')?.text).toContain(
      'Noor didn’t log any study time this week.',
    );
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

  it('asks the running server to send the digest while it holds the embedded database', async () => {
    // This test process stands in for the server: it holds the lock and answers the signal (the
    // server's real answer, sendWeeklyDigest with its own database, is in admin-requests.test.ts).
    writeFileSync(
      path.join(dataDir, 'pglite.lock'),
      JSON.stringify({ pid: process.pid, host: os.hostname() }),
    );
    const stopAnswering = answerServerRequests(
      dataDir,
      { digest: () => Promise.resolve(2), backup: () => Promise.reject(new Error('not asked')) },
      createLogger('silent'),
    );
    try {
      expect(await run('digest')).toEqual({
        code: 0,
        text: `Asking the running server (pid ${process.pid}) to send the weekly family digest...\nSent the weekly family digest to 2 parents.`,
      });
    } finally {
      stopAnswering();
      rmSync(path.join(dataDir, 'pglite.lock'));
    }
  });

  it('backs up the embedded database', async () => {
    const result = await run('backup');
    expect(result.code).toBe(0);
    expect(result.text).toMatch(
      /Saved a backup of the database, the uploads and the session secret to .*backups\/sprout-backup-.*\.tar\.gz/,
    );
  });

  it('reads the .env file as the server does; variables already set win', async () => {
    const envFile = path.join(dataDir, 'test.env');
    writeFileSync(envFile, `DATA_DIR=${dataDir}\nDEMO_MODE=0\nLOG_LEVEL=silent\n`);
    const lines: string[] = [];
    const code = await runAdminCommand(['grant', 'grace-teacher'], {}, (l) => lines.push(l), { envFile });
    expect({ code, text: lines.join('\n') }).toEqual({
      code: 0,
      text: 'Grace-Teacher is now an administrator.',
    });
    expect(await isAdmin()).toBe(true);

    writeFileSync(envFile, `DATA_DIR=${dataDir}\nLOG_LEVEL=loud\n`);
    const refused: string[] = [];
    expect(await runAdminCommand(['revoke', 'grace-teacher'], {}, (l) => refused.push(l), { envFile })).toBe(
      1,
    );
    expect(refused.join('\n')).toMatch(/LOG_LEVEL/);
    const env = { LOG_LEVEL: 'silent', DEMO_MODE: '0' };
    expect(await runAdminCommand(['revoke', 'grace-teacher'], env, () => {}, { envFile })).toBe(0);
    expect(await isAdmin()).toBe(false);
  });

  it('migrates as the server starts: the embedded database is copied to backups first', async () => {
    const oldDir = mkdtempSync(path.join(os.tmpdir(), 'sprout-admin-old-'));
    try {
      // A database from before the latest migration (here: before every migration).
      copyMigratedDatabaseInto(oldDir);
      const database = await openDatabase({ dataDir: oldDir, databaseUrl: undefined });
      await database.query('drop schema public cascade');
      await database.query('create schema public');
      await database.query('delete from drizzle.__drizzle_migrations');
      await database.close();

      const lines: string[] = [];
      const code = await runAdminCommand(
        ['grant', 'someone'],
        { DATA_DIR: oldDir, LOG_LEVEL: 'silent' },
        (l) => lines.push(l),
        { envFile: noEnvFile },
      );
      expect({ code, text: lines.join('\n') }).toEqual({
        code: 1,
        text: 'There is no user named "someone".',
      });
      expect(readdirSync(path.join(oldDir, 'backups'))).toEqual([
        expect.stringMatching(/^pgdata-.*-before-migration\.tar\.gz$/),
      ]);
      const reopened = await openDatabase({ dataDir: oldDir, databaseUrl: undefined });
      try {
        expect(await pendingMigrations(reopened)).toEqual([]);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(oldDir, { recursive: true, force: true });
    }
  });
});
