import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import type { JobRunner } from './lib/jobs';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { CatalogCache } from './plugins/catalog-cache';
import type { RateLimiter } from './plugins/rate-limit';

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
