// A fresh database for each test file, copied from a template migrated once per run (see
// global-setup.ts): PGlite loads a dump of it; PostgreSQL creates a database from it.

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteDataPath } from '#server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDump: string;
    postgresTemplate: string;
    /** The server bundled into one file by the global setup (server-process.ts starts it). */
    serverBundle: string;
  }
}

/** Test queries that take longer than this fail with a clear message instead of hanging. */
export const TEST_QUERY_TIMEOUT_MS = 15_000;

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Puts the run's migrated template in DATA_DIR as its embedded database: DATA_DIR then holds
 * what a server leaves after its first start without demo content. For the tests of what comes
 * after that start (restarts, locks, backups, commands): creating and migrating a new PGlite
 * database costs about 4 s of CPU, unpacking this copy about 0.2 s. The first start of an empty
 * DATA_DIR keeps its own test (database-lifecycle.test.ts).
 */
export function copyMigratedDatabaseInto(dataDir: string): void {
  if (process.env.DATABASE_URL) throw new Error('an embedded database copy is for PGlite runs only');
  const pgdata = pgliteDataPath(dataDir);
  mkdirSync(pgdata, { recursive: true });
  // The dump is PGlite's tar of its data directory, unpacked as PGlite.create({ loadDataDir }) does.
  execFileSync('tar', ['-xf', inject('pgliteTemplateDump'), '-C', pgdata], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dump = readFileSync(inject('pgliteTemplateDump'));
    return openDatabase({
      dataDir: '',
      databaseUrl: undefined,
      loadDataDir: new Blob([dump]),
      queryTimeoutMs: TEST_QUERY_TIMEOUT_MS,
    });
  }
  // Named after the run's template, so the run's clean-up finds its own and only its own.
  const name = `${inject('postgresTemplate')}_file_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(serverUrl, name);
  const database = await openDatabase({
    dataDir: '',
    databaseUrl: url,
    poolSize: 5,
    queryTimeoutMs: TEST_QUERY_TIMEOUT_MS,
  });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await dropper.end();
    },
  };
}
