// Opening the database for the server and the maintenance commands: open, back up before a new
// migration (PGlite), migrate, and seed the demo content into an empty database, under the
// migration lock on PostgreSQL.
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { type Database, openDatabase } from './client';
import { backupBeforeMigration, migrateDatabase, withMigrationLock } from './migrate';
import { seedDemoContent } from './seed/seed';

export async function openAndPrepareDatabase(
  config: Config,
  logger: Logger,
  options: { seed: boolean },
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
      if (options.seed && config.seedDemo) {
        const seeded = await seedDemoContent(database.db, { demoAccounts: config.demoMode });
        if (seeded) logger.info('seeded the demo content into the empty database');
      }
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
