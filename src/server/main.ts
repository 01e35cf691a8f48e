// Starts Sprout: reads the configuration, prepares the database, listens, and closes cleanly on
// SIGINT and SIGTERM. Supervised (`--supervise`, which `npm start` passes) or with
// WEB_CONCURRENCY > 1 (PostgreSQL only), the primary prepares the database once, then forks
// WEB_CONCURRENCY workers and starts again any that dies (supervisor.ts). Run without either,
// it is one plain process, for a process manager that restarts it (and the process tests).
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Database } from '#server/db/client.ts';
import { DataDirLockedError } from '#server/db/pglite-lock.ts';
import { openAndPrepareDatabase } from '#server/db/startup.ts';
import { demoSeeder } from '#server/demo/seed.ts';
import { e2eClockFrom } from '#server/lib/e2e-clock.ts';
import { loadEnvFile } from '#server/lib/env-file.ts';
import { createLogger } from '#server/lib/logger.ts';
import { fromProjectRoot } from '#server/lib/project-root.ts';
import { answerAdminRequests } from './admin-requests.ts';
import { buildApp } from './app.ts';
import { ConfigError, demoModeWarning, loadConfig } from './config.ts';
import { superviseWorkers } from './supervisor.ts';

/** Passed by `npm start` (scripts/start.mjs). */
const SUPERVISE_FLAG = '--supervise';

async function main() {
  loadEnvFile(process.env);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = { ...loadConfig(), webRoot: fromProjectRoot('dist/web') };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const demoWarning = demoModeWarning(config);
  if (demoWarning && cluster.isPrimary) logger.warn({ demoMode: config.demoModeReason }, demoWarning);
  const prepareDatabase = async (seed: boolean): Promise<Database> => {
    try {
      return await openAndPrepareDatabase(config, logger, { seed: seed ? demoSeeder(config) : undefined });
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        logger.fatal(error.message);
        process.exit(1);
      }
      throw error;
    }
  };

  const supervised = process.argv.includes(SUPERVISE_FLAG) || config.webConcurrency > 1;
  if (supervised && cluster.isPrimary) {
    // Migrating and seeding once here, before any worker, also stops a start that cannot work
    // (a data directory in use, a database that refuses) instead of restarting it forever. The
    // embedded database is closed again, and its lock released, before the worker opens it.
    const database = await prepareDatabase(true);
    await database.close();
    superviseWorkers({
      count: config.webConcurrency,
      exec: fileURLToPath(import.meta.url),
      logger,
    });
    return;
  }

  const started = performance.now();
  const database = await prepareDatabase(cluster.isPrimary);
  const databaseReady = performance.now();
  const app = await buildApp(config, { database, logger, e2eClock: e2eClockFrom(process.env, config) });
  app.ctx.jobs.start();
  // PGlite: `npm run admin -- backup` and `-- digest` ask this process, which holds the database.
  if (database.kind === 'pglite') answerAdminRequests(app.ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'closing');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const ms = (from: number, to = performance.now()) => Math.round(to - from);
  logger.info(
    { startupMs: ms(started), databaseMs: ms(started, databaseReady), appMs: ms(databaseReady) },
    `Sprout is ready at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'}${config.demoMode ? ', demo mode on' : ''})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
