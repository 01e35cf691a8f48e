// Opening the database for the server and the maintenance commands: open, back up before a new
// migration (PGlite), migrate, and seed an empty database, under the migration lock on
// PostgreSQL. What the seed writes is the caller's (src/server/demo/): the database layer knows
// no feature.
import type { Config } from '#server/config.ts';
import type { Logger } from '#server/lib/logger.ts';
import { type Database, type Db, openDatabase } from './client.ts';
import { backupBeforeMigration, migrateDatabase, withMigrationLock } from './migrate.ts';

/** Fills a database that is empty after migrating; answers whether it wrote anything. */
export type Seeder = (db: Db) => Promise<boolean>;

export async function openAndPrepareDatabase(
  config: Config,
  logger: Logger,
  options: { seed?: Seeder | undefined },
): Promise<Database> {
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.dbPoolSize,
    logger,
  });
  try {
    await withMigrationLock(database, async () => {
      const backup = await backupBeforeMigration(database, config.dataDir);
      if (backup) logger.info({ backup }, 'saved a copy of the database before migrating');
      const { applied } = await migrateDatabase(database);
      if (applied > 0) logger.info({ applied }, 'applied database migrations');
      if (options.seed && (await options.seed(database.db))) {
        logger.info('seeded the demo content into the empty database');
      }
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
