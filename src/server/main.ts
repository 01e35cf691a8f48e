// Starts Sprout: reads the configuration, prepares the database, listens, and closes cleanly on
// SIGINT and SIGTERM. With WEB_CONCURRENCY > 1 (PostgreSQL only) the primary prepares the
// database once and forks that many workers.
import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, demoModeWarning, loadConfig } from './config';
import type { Database } from './db/client';
import { DataDirLockedError } from './db/pglite-lock';
import { openAndPrepareDatabase } from './db/startup';
import { loadEnvFile } from './lib/env-file';
import { createLogger } from './lib/logger';
import { fromProjectRoot } from './lib/project-root';
import { answerBackupRequests } from './maintenance/backup-requests';

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

  if (config.webConcurrency > 1 && cluster.isPrimary) {
    const database = await openAndPrepareDatabase(config, logger, { seed: true });
    await database.close();
    for (let i = 0; i < config.webConcurrency; i++) cluster.fork();
    cluster.on('exit', (worker, code) => {
      if (code !== 0) logger.error({ pid: worker.process.pid, code }, 'a worker stopped; starting another');
      if (code !== 0) cluster.fork();
    });
    return;
  }

  const started = performance.now();
  let database: Database;
  try {
    database = await openAndPrepareDatabase(config, logger, { seed: cluster.isPrimary });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  const databaseReady = performance.now();
  const app = await buildApp(config, { database, logger });
  app.ctx.jobs.start();
  // PGlite: `npm run admin -- backup` asks this process, which holds the database.
  if (database.kind === 'pglite') answerBackupRequests(config, database, logger);

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
