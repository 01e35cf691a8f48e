// Benchmark of checkout on PostgreSQL (docs/benchmarks.md#checkout: 20 concurrent buyers over 8 items for 30
// seconds; no lost or double spend, no oversell; throughput reported). A fresh database is
// created and dropped; the real server is built with buildApp and listens on a free loopback
// port; every request goes over HTTP with keep-alive.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/checkout.ts
//   BENCH_SECONDS=30 BENCH_BUYERS=20 BENCH_ITEMS=8 (the defaults)
//
// Each buyer runs a closed loop: a cart of 1 to 3 random lines (quantity 1 to 3) checked out with
// a fresh Idempotency-Key; one request in ten sends the previous key again, which must replay the
// first answer and spend nothing. Balances and stock are sized so that both "Not enough points"
// and sold-out answers happen before the end. The run is gated on correctness (the exit code),
// not on speed: every balance equals its ledger's sum and its start minus what the answered
// checkouts spent; every item's stock plus the units sold equals its starting stock.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { merchandise, purchases, users } from '../../src/server/db/schema';
import { createSession } from '../../src/server/features/accounts/accounts.service';
import { usersOutOfBalance } from '../../src/server/features/accounts/points.service';
import { createLogger } from '../../src/server/lib/logger';
import { hashPassword } from '../../src/server/lib/passwords';
import { createMerchandise, grantPoints } from '../../src/server/test/factories';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 8);
const START_POINTS = 20_000;
const START_STOCK = 1_200;

interface BuyerResult {
  /** Distinct checkouts answered 200 (replays not counted). */
  checkouts: number;
  /** Points spent by each distinct checkout answered 200 (replays counted once). */
  spent: number;
  /** Units per item id bought by those checkouts. */
  units: Record<string, number>;
  replaysOk: number;
  replaysWrong: number;
}

interface LoadResult {
  timings: number[];
  statuses: Record<string, number>;
  messages: Record<string, number>;
  buyers: BuyerResult[];
  failureSamples: string[];
  elapsed: number;
}

/** The load generator (plain JavaScript, run in a worker thread): one closed loop per buyer. */
const LOAD_GENERATOR = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { randomBytes } = require('node:crypto');
const { origin, cookies, itemIds, seconds } = workerData;
const timings = [], statuses = {}, messages = {}, failureSamples = [];
const pick = (n) => Math.floor(Math.random() * n);
function cart() {
  const lines = new Map();
  for (let i = 0, n = 1 + pick(3); i < n; i++) lines.set(itemIds[pick(itemIds.length)], 1 + pick(3));
  return [...lines].map(([id, quantity]) => ({ id, type: 'merchandise', name: 'x', price: '0.01', pointsCost: 1, quantity }));
}
async function buyer(cookie, until) {
  const result = { checkouts: 0, spent: 0, units: {}, replaysOk: 0, replaysWrong: 0 };
  let last = null;
  while (performance.now() < until) {
    const replay = last !== null && Math.random() < 0.1;
    const key = replay ? last.key : randomBytes(12).toString('hex');
    const items = replay ? last.items : cart();
    const started = performance.now();
    try {
      const res = await fetch(origin + '/api/checkout', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ items, paymentType: 'points' }),
      });
      const body = await res.json();
      timings.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status !== 200) { const k = body.code ?? body.message; messages[k] = (messages[k] ?? 0) + 1; }
      if (replay) {
        const same = last.status === 200 ? res.status === 200 && JSON.stringify(body) === last.body : true;
        if (same) result.replaysOk += 1; else result.replaysWrong += 1;
        continue;
      }
      if (res.status === 200) {
        result.checkouts += 1;
        result.spent += body.pointsSpent;
        for (const p of body.purchases) result.units[p.merchandiseId] = (result.units[p.merchandiseId] ?? 0) + 1;
      } else if (res.status >= 500 && failureSamples.length < 5) {
        failureSamples.push(res.status + ' ' + body.message);
      }
      last = { key, items, status: res.status, body: JSON.stringify(body) };
    } catch (error) {
      statuses.network = (statuses.network ?? 0) + 1;
      if (failureSamples.length < 5) failureSamples.push(String(error));
    }
  }
  return result;
}
(async () => {
  parentPort.postMessage(cookies.length + ' buyers checking out for ' + seconds + ' s over ' + itemIds.length + ' items...');
  const start = performance.now();
  const buyers = await Promise.all(cookies.map((c) => buyer(c, start + seconds * 1000)));
  const elapsed = (performance.now() - start) / 1000;
  parentPort.postMessage({ timings, statuses, messages, buyers, failureSamples, elapsed });
})();
`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error('Set DATABASE_URL to a PostgreSQL server (this benchmark is for PostgreSQL).');
  const name = `sprout_bench_checkout_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprout-bench-checkout-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const database = await openDatabase({
    dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.dbPoolSize,
  });
  try {
    await migrateDatabase(database);
    const db = database.db;
    const items = [];
    for (let i = 0; i < ITEMS; i++)
      items.push(await createMerchandise(db, { pointsCost: 10 + i * 10, inventory: START_STOCK }));
    const passwordHash = await hashPassword('bench-password');
    const buyers = await db
      .insert(users)
      .values(
        Array.from({ length: BUYERS }, (_, i) => ({
          username: `bench_buyer_${i}`,
          name: `Bench Buyer ${i}`,
          email: null,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    for (const buyer of buyers) await grantPoints(db, buyer.id, START_POINTS);

    const app = await buildApp(config, { database, logger: createLogger('warn') });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const cookies = await Promise.all(
      buyers.map(async (b) => `sprout_session=${await createSession(app.ctx, b.id)}`),
    );
    const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
    const worker = new Worker(LOAD_GENERATOR, {
      eval: true,
      workerData: {
        origin: `http://127.0.0.1:${port}`,
        cookies,
        itemIds: items.map((i) => i.id),
        seconds: SECONDS,
      },
    });
    const load = await new Promise<LoadResult>((resolve, reject) => {
      worker.on('message', (m: unknown) => {
        if (typeof m === 'string') console.log(m);
        else resolve(m as LoadResult);
      });
      worker.on('error', reject);
    });
    await worker.terminate();
    await app.close();

    // Correctness: the database against itself and against what the answers said.
    const problems: string[] = [];
    const unbalanced = await usersOutOfBalance(db);
    if (unbalanced.length > 0) problems.push(`ledger != balance for ${unbalanced.length} users`);
    for (const [i, buyer] of buyers.entries()) {
      const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, buyer.id));
      const expected = START_POINTS - (load.buyers[i]?.spent ?? 0);
      if (!row || row.points !== expected || row.points < 0)
        problems.push(`buyer ${buyer.id}: balance ${row?.points}, answers say ${expected}`);
    }
    let unitsSold = 0;
    for (const item of items) {
      const [row] = await db
        .select({
          stock: merchandise.inventory,
          sold: sql<number>`(select count(*)::int from ${purchases} where ${purchases.merchandiseId} = ${item.id})`,
        })
        .from(merchandise)
        .where(eq(merchandise.id, item.id));
      const answered = load.buyers.reduce((sum, b) => sum + (b.units[String(item.id)] ?? 0), 0);
      unitsSold += row?.sold ?? 0;
      if (!row || row.stock < 0 || row.stock + row.sold !== START_STOCK || row.sold !== answered)
        problems.push(`item ${item.id}: stock ${row?.stock} + sold ${row?.sold} (answers: ${answered})`);
    }
    const replaysWrong = load.buyers.reduce((sum, b) => sum + b.replaysWrong, 0);
    if (replaysWrong > 0) problems.push(`${replaysWrong} replayed keys did not get the first answer`);
    const failures =
      (load.statuses.network ?? 0) + Object.entries(load.statuses).filter(([s]) => s.startsWith('5')).length;
    if (failures > 0) problems.push(`${failures} failed requests: ${load.failureSamples.join('; ')}`);

    const sorted = [...load.timings].sort((a, b) => a - b);
    const ok = load.statuses['200'] ?? 0;
    const checkouts = load.buyers.reduce((sum, b) => sum + b.checkouts, 0);
    console.log(
      JSON.stringify(
        {
          requests: sorted.length,
          seconds: Number(load.elapsed.toFixed(1)),
          requestsPerSecond: Number((sorted.length / load.elapsed).toFixed(1)),
          checkoutsPerSecond: Number((checkouts / load.elapsed).toFixed(1)),
          answered200: ok,
          unitsSold,
          statuses: load.statuses,
          refusals: load.messages,
          replaysOk: load.buyers.reduce((sum, b) => sum + b.replaysOk, 0),
          p50ms: Number(percentile(sorted, 50).toFixed(2)),
          p90ms: Number(percentile(sorted, 90).toFixed(2)),
          p99ms: Number(percentile(sorted, 99).toFixed(2)),
          maxMs: Number((sorted.at(-1) ?? Number.NaN).toFixed(2)),
          correct: problems.length === 0,
          cpus: os.cpus().length,
          loadAverageAtStart: loadAtStart,
          loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
          node: process.version,
        },
        null,
        2,
      ),
    );
    if (problems.length > 0) {
      console.error('NOT CORRECT:', problems);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
