// What the database benchmarks share: a fresh database (PGlite in a temporary directory, or a new
// PostgreSQL database made from DATABASE_URL and dropped after), the real server on the demo
// catalog, a recorder of the SQL the app sends, and the figures.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedDemoContent } from '../../src/server/demo/seed';
import { createLogger } from '../../src/server/lib/logger';

export interface BenchDatabase {
  database: Database;
  dataDir: string;
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * A migrated, empty database for one benchmark run: on the PostgreSQL server at `serverUrl`
 * (DATABASE_URL by default), or PGlite when there is none.
 */
export async function openBenchDatabase({
  serverUrl = process.env.DATABASE_URL,
}: {
  serverUrl?: string | undefined;
} = {}): Promise<BenchDatabase> {
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

/** The configuration a benchmark's server runs with: production, quiet logs. */
export function benchConfig(
  dataDir: string,
  { databaseUrl, webRoot }: { databaseUrl?: string | undefined; webRoot?: string | undefined } = {},
): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'x'.repeat(40),
      ALLOW_EMBEDDED_DB: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    ...(webRoot ? { webRoot } : {}),
  };
}

export interface BenchServer {
  app: FastifyInstance;
  origin: string;
}

/** The real app on `database`, listening on a free loopback port. */
export async function startBenchServer(config: Config, database: Database): Promise<BenchServer> {
  const app = await buildApp(config, { database, logger: createLogger('warn') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

export interface BenchDemoServer extends BenchServer {
  database: Database;
  close(): Promise<void>;
}

/**
 * The real server on a fresh PGlite database seeded with the demo catalog (no demo accounts),
 * serving the built web app too when `webRoot` is given. PGlite even when DATABASE_URL is set:
 * these figures are compared run to run against a bare server on the same machine.
 */
export async function benchDemoServer({ webRoot }: { webRoot?: string } = {}): Promise<BenchDemoServer> {
  const bench = await openBenchDatabase({ serverUrl: undefined });
  try {
    await seedDemoContent(bench.database.db, { demoAccounts: false });
    const server = await startBenchServer(benchConfig(bench.dataDir, { webRoot }), bench.database);
    return {
      ...server,
      database: bench.database,
      async close() {
        await server.app.close();
        await bench.close();
      },
    };
  } catch (error) {
    await bench.close();
    throw error;
  }
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
  const mean = samples.reduce((sum, x) => sum + x, 0) / Math.max(1, samples.length);
  return { mean, median: at(0.5), p90: at(0.9), p95: at(0.95) };
}

/** The machine line every benchmark prints. */
export function machineLine(): string {
  const cpus = os.cpus();
  return `machine: ${cpus[0]?.model ?? 'unknown cpu'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** The demo catalog's games, by id, that the play benchmarks play (src/server/demo). */
export const DEMO_GAMES = [
  { id: 1, name: 'Math Quick Challenge' },
  { id: 2, name: 'Number Trail' },
  { id: 3, name: 'Spelling Bee Blocks' },
  { id: 4, name: 'Word Detective' },
  { id: 5, name: 'Space Explorer Quiz' },
  { id: 6, name: 'Nature Lab Quiz' },
  { id: 7, name: 'Pattern Puzzles' },
  { id: 8, name: 'Robot Maze' },
];

/** The demo games a play benchmark plays: all, or those GAMES names by id (GAMES=1,5). */
export function chosenGames() {
  const only = process.env.GAMES?.split(',').map(Number);
  return DEMO_GAMES.filter((game) => !only || only.includes(game.id));
}

/**
 * How the play benchmarks press: `POINTER=touch` taps a touch screen as a phone's finger does (a
 * page with touch and a phone's viewport, no hover, the browser's own pointer, touch and mouse
 * events of a tap); otherwise a mouse moves there and clicks, as on a laptop (its move before the
 * press draws hover styles, a frame the press can wait for).
 */
export const POINTER: 'touch' | 'mouse' = process.env.POINTER === 'touch' ? 'touch' : 'mouse';

/** A browser context's options for the pointer the benchmarks press with (see POINTER). */
export const pointerContext = () => (POINTER === 'touch' ? { hasTouch: true, isMobile: true } : {});

/**
 * Presses an element at its centre with the benchmarks' pointer (POINTER: a mouse's move and
 * click by default, a finger's tap with `POINTER=touch`), without Playwright's own click. That
 * one first checks, inside the page, that the element is what receives the tap (listeners on the
 * pointer events and an elementsFromPoint): that check runs inside the interaction it would time,
 * about 5 ms of a CPU slowed 4×, which a child's phone does not spend.
 */
export async function tap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${target}`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (POINTER === 'touch') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}
