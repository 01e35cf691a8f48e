import type { Database, Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { JobRunner } from '#server/lib/jobs.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import type { CatalogCache } from '#server/plugins/catalog-cache.ts';
import type { RateLimiter } from '#server/plugins/rate-limit.ts';
import type { Config } from './config.ts';

export type ResolvedConfig = Config & { sessionSecret: string };

/** Everything a feature's service needs from the outside world, made once in buildApp. */
export interface AppContext {
  config: ResolvedConfig;
  database: Database;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  catalogCache: CatalogCache;
  rateLimiter: RateLimiter;
  jobs: JobRunner;
}
