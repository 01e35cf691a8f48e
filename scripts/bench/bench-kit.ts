// What the database benchmarks share: a fresh database (PGlite in a temporary directory, or a new
// PostgreSQL database made from DATABASE_URL and dropped after), a recorder of the SQL the app
// sends, and the figures.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';

export interface BenchDatabase {
  database: Database;
  dataDir: string;
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/** A migrated, empty database for one benchmark run. */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprout-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `sprout_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  }
  const database = await openDatabase({ dataDir, databaseUrl });
  await migrateDatabase(database);
  return {
    database,
    dataDir,
    databaseUrl,
    async close() {
      await database.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Records the SQL the app sends while `during` runs (for EXPLAIN and the per-request count). */
export function captureQueries(database: Database) {
  const captured: { text: string; params: unknown[] }[] = [];
  let capturing = false;
  const record = (first: unknown, params: unknown) => {
    if (!capturing) return;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    captured.push({ text, params: (Array.isArray(params) ? params : []) as unknown[] });
  };
  const target = (database.pool ?? database.pglite) as unknown as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const original = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    record(args[0], args[1]);
    return original(...args);
  };
  return {
    async during(work: () => Promise<unknown>) {
      captured.length = 0;
      capturing = true;
      try {
        await work();
      } finally {
        capturing = false;
      }
      return [...captured];
    },
  };
}

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** The machine line every benchmark prints. */
export function machineLine(): string {
  const cpus = os.cpus();
  return `machine: ${cpus[0]?.model ?? 'unknown cpu'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
