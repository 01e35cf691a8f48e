// Migrations run at every start and are idempotent. On PostgreSQL, migrating (and seeding)
// holds an advisory lock so instances that start together do not race; on PGlite the data
// directory is copied to DATA_DIR/backups before a new migration is applied.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fromProjectRoot } from '#server/lib/project-root.ts';
import type { Database, Schema } from './client.ts';

export const MIGRATIONS_FOLDER = fromProjectRoot('src/server/db/migrations');

/** Any number that is the same in every instance: it names the migration lock. */
const MIGRATION_LOCK_KEY = 727_011;

/** Migrations in the folder that the database has not applied yet, oldest first. */
export async function pendingMigrations(database: Database): Promise<{ tag: string; createdAt: number }[]> {
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const tableExists = await database.query<{ exists: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  let last = -1;
  if (tableExists[0]?.exists) {
    const rows = await database.query<{ created_at: string | number | null }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    last = Number(rows[0]?.created_at ?? -1);
  }
  return files
    .filter((m) => m.folderMillis > last)
    .map((m) => ({ tag: new Date(m.folderMillis).toISOString(), createdAt: m.folderMillis }));
}

export async function migrateDatabase(database: Database): Promise<{ applied: number }> {
  const pending = await pendingMigrations(database);
  if (pending.length === 0) return { applied: 0 };
  if (database.kind === 'pglite') {
    // The cast names the driver the runtime `kind` already told us.
    await migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migrateNodePg(database.db as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  return { applied: pending.length };
}

/**
 * Copies an existing PGlite database to DATA_DIR/backups before a new migration touches it.
 * Answers the backup's path, or undefined when nothing needed saving.
 */
export async function backupBeforeMigration(
  database: Database,
  dataDir: string,
): Promise<string | undefined> {
  if (database.kind !== 'pglite' || !database.pglite) return undefined;
  const pending = await pendingMigrations(database);
  const hasHistory = (
    await database.query<{ exists: boolean }>(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
    )
  )[0]?.exists;
  if (pending.length === 0 || !hasHistory) return undefined;
  const dump = await database.pglite.dumpDataDir('gzip');
  const dir = path.join(dataDir, 'backups');
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `pgdata-${new Date().toISOString().replace(/[:.]/g, '-')}-before-migration.tar.gz`,
  );
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** Runs `work` while holding the cluster-wide migration lock (PostgreSQL); PGlite is one process. */
export async function withMigrationLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres' || !database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
