// One database dialect, two drivers: PGlite (embedded, in DATA_DIR) or node-postgres
// (DATABASE_URL). Everything above this file sees the same drizzle `Db`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import { acquirePgliteLock, type PgliteLock } from './pglite-lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository function runs on: the database, or the transaction it was handed. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs plain SQL (maintenance, tests); answers the rows. */
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The PGlite instance, for dumps and backups; undefined on PostgreSQL. */
  pglite: PGlite | undefined;
  /** The pool, on PostgreSQL. */
  pool: pg.Pool | undefined;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  poolSize?: number;
  /** Fail any query that takes longer (tests: a forgotten transaction handle deadlocks PGlite). */
  queryTimeoutMs?: number;
  /** Tests start PGlite from a dump of a migrated template instead of a directory. */
  loadDataDir?: Blob;
  /** A PGlite database in memory only (the test template is made this way). */
  inMemory?: boolean;
  /** Where a lost PostgreSQL connection is reported (the server's log); silent when unset. */
  logger?: Logger;
}

/**
 * The longest a query waits for a connection (a free one from the pool, or a new one) before it
 * fails, and its request answers 503: a database host that stops answering must not hold
 * requests forever. A refused or reset connection fails at once, without this wait.
 */
const CONNECT_TIMEOUT_MS = 10_000;
/** What the server's connections call themselves on PostgreSQL (a restore checks none is open). */
export const SERVER_APPLICATION_NAME = 'sprout';

export function pgliteDataPath(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Notices a connection whose server vanished without closing it (a host gone, a cable pulled).
    keepAlive: true,
    application_name: SERVER_APPLICATION_NAME,
    ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
  });
  const lost = (error: Error) =>
    options.logger?.warn({ err: error }, 'lost a database connection; the pool opens another');
  // An idle connection that drops: the pool discards it (the listener below reports it).
  pool.on('error', () => {});
  // pg-pool removes its own error listener while a client is checked out, and a Drizzle
  // transaction adds none: a connection lost mid-transaction (a PostgreSQL restart,
  // pg_terminate_backend) would be an unhandled 'error' event and end the process. With this
  // listener the query in flight fails instead (its request answers 503), and the pool discards
  // the dead client when it is released (it checks that the client is still queryable).
  pool.on('connect', (client) => {
    client.on('error', lost);
  });
  await pool.query('select 1');
  const db: Db = drizzleNodePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    pglite: undefined,
    pool,
    async query(text, params) {
      return (await pool.query(text, params)).rows;
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let lock: PgliteLock | undefined;
  let client: PGlite;
  if (options.loadDataDir) {
    client = await PGlite.create({ loadDataDir: options.loadDataDir });
  } else if (options.inMemory) {
    client = await PGlite.create();
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    lock = acquirePgliteLock(options.dataDir);
    try {
      client = await PGlite.create(pgliteDataPath(options.dataDir));
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const driverClient = options.queryTimeoutMs ? withQueryTimeout(client, options.queryTimeoutMs) : client;
  const db: Db = drizzlePglite({ client: driverClient, schema });
  return {
    kind: 'pglite',
    db,
    pglite: client,
    pool: undefined,
    async query(text, params) {
      return (await client.query<never>(text, params)).rows;
    },
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}

/**
 * PGlite is one connection: a query sent on the database while a transaction is open waits for
 * that transaction forever. In tests this wrapper turns that wait into a clear failure.
 */
function withQueryTimeout(client: PGlite, ms: number): PGlite {
  const timed =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, label: string) =>
    (...args: A): Promise<R> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `${label} did not finish within ${ms} ms: is a query running on the database while a transaction is open (use the transaction's handle)?`,
              ),
            ),
          ms,
        );
      });
      return Promise.race([fn(...args), timeout]).finally(() => clearTimeout(timer));
    };
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop === 'query' || prop === 'exec' || prop === 'transaction') {
        return timed(
          (value as (...a: unknown[]) => Promise<unknown>).bind(target),
          `A database ${String(prop)}`,
        );
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
