// Benchmark of score submissions on PostgreSQL (docs/benchmarks.md#scores: 100 submissions a second from
// 200 players, p50 under 10 ms, p99 under 50 ms). A fresh database is created and dropped; the
// real server is built with buildApp and listens on a free loopback port; every request goes
// over HTTP with keep-alive. Each submission is a play (POST /api/games/1/plays) followed by its
// score (POST /api/games/scores); only the score call is timed.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/scores.ts
//   BENCH_SECONDS=30 BENCH_RATE=100 BENCH_USERS=200 (the defaults)
//
// 30 s × 100/s over 200 users is 15 scores a user, more than the limit of 10 a minute, so the
// benchmark raises that one limit (the limiter still runs and counts on every call). At the end
// the points ledger of every user must sum to their balance. The script reports; it does not
// fail on the budget, only on a broken ledger or failed requests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { users } from '../../src/server/db/schema';
import { createSession } from '../../src/server/features/accounts/accounts.service';
import { usersOutOfBalance } from '../../src/server/features/accounts/points.service';
import { createLogger } from '../../src/server/lib/logger';
import { hashPassword } from '../../src/server/lib/passwords';
import { createMathChallengeGame } from '../../src/server/test/factories';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const WARMUP_SECONDS = 3;

interface LoadResult {
  timings: number[];
  failures: number;
  capped: number;
  failureSamples: string[];
  elapsed: number;
}

/**
 * The load generator (plain JavaScript, run in a worker thread): each submission is a play
 * then its score, fired on schedule (open loop) whatever the answers take; only the score call
 * is timed.
 */
const LOAD_GENERATOR = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { origin, cookies, rate, seconds, warmup } = workerData;
const timings = [];
let failures = 0, capped = 0;
const failureSamples = [];
async function submit(i, measure) {
  const cookie = cookies[i % cookies.length];
  try {
    const playRes = await fetch(origin + '/api/games/1/plays', { method: 'POST', headers: { cookie } });
    const { playId } = await playRes.json();
    const body = JSON.stringify({ playId, gameId: 1, difficulty: 'easy', score: 10, correctAnswers: 2, totalQuestions: 2, timeSpent: 1 });
    const started = performance.now();
    const res = await fetch(origin + '/api/games/scores', {
      method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body,
    });
    const answer = await res.json();
    const took = performance.now() - started;
    if (res.status !== 201) {
      failures += 1;
      if (failureSamples.length < 5) failureSamples.push(res.status + ' ' + answer.message);
      return;
    }
    if (answer.capped) capped += 1;
    if (measure) timings.push(took);
  } catch (error) {
    failures += 1;
    if (failureSamples.length < 5) failureSamples.push(String(error));
  }
}
async function drive(secs, measure, offset) {
  const total = secs * rate, interval = 1000 / rate, start = performance.now(), inflight = [];
  for (let i = 0; i < total; i++) {
    const wait = start + i * interval - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inflight.push(submit(offset + i, measure));
  }
  await Promise.all(inflight);
  return (performance.now() - start) / 1000;
}
(async () => {
  parentPort.postMessage('warming up for ' + warmup + ' s...');
  await drive(warmup, false, 0);
  parentPort.postMessage('driving ' + rate + ' score submissions a second for ' + seconds + ' s over ' + cookies.length + ' users...');
  const elapsed = await drive(seconds, true, warmup * rate);
  parentPort.postMessage({ timings, failures, capped, failureSamples, elapsed });
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
  const name = `sprout_bench_scores_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprout-bench-scores-'));

  const base = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const config = {
    ...base,
    rateLimits: { ...base.rateLimits, scoresPerUser: { max: 1000, windowMs: 60_000 } },
  };
  const database = await openDatabase({
    dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.dbPoolSize,
  });
  try {
    await migrateDatabase(database);
    await createMathChallengeGame(database.db);
    const passwordHash = await hashPassword('bench-password');
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: USERS }, (_, i) => ({
          username: `bench_player_${i}`,
          name: `Bench Player ${i}`,
          email: null,
          passwordHash,
        })),
      )
      .returning({ id: users.id });

    const app = await buildApp(config, { database, logger: createLogger('warn') });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const cookies = await Promise.all(
      rows.map(async (r) => `sprout_session=${await createSession(app.ctx, r.id)}`),
    );

    // The load runs in a worker thread, so the client's own work does not share the server's
    // event loop (the machine's cores are still shared, with PostgreSQL too).
    console.log(
      `load average at start: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const worker = new Worker(LOAD_GENERATOR, {
      eval: true,
      workerData: { origin, cookies, rate: RATE, seconds: SECONDS, warmup: WARMUP_SECONDS },
    });
    worker.on('message', (m: unknown) => {
      if (typeof m === 'string') console.log(m);
    });
    const load = await new Promise<LoadResult>((resolve, reject) => {
      worker.on('message', (m: unknown) => {
        if (typeof m === 'object' && m !== null) resolve(m as LoadResult);
      });
      worker.on('error', reject);
    });
    await worker.terminate();
    const { timings, failures, capped, failureSamples, elapsed } = load;

    const sorted = [...timings].sort((a, b) => a - b);
    const unbalanced = await usersOutOfBalance(database.db);
    const result = {
      submissions: timings.length,
      seconds: Number(elapsed.toFixed(1)),
      achievedRate: Number((timings.length / elapsed).toFixed(1)),
      p50ms: Number(percentile(sorted, 50).toFixed(2)),
      p90ms: Number(percentile(sorted, 90).toFixed(2)),
      p99ms: Number(percentile(sorted, 99).toFixed(2)),
      maxMs: Number((sorted.at(-1) ?? Number.NaN).toFixed(2)),
      failures,
      cappedAnswers: capped,
      ledgerEqualsBalance: unbalanced.length === 0,
      budget: { p50ms: 10, p99ms: 50 },
      cpus: os.cpus().length,
      loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
      node: process.version,
    };
    console.log(JSON.stringify(result, null, 2));
    if (failureSamples.length > 0) console.log('failures, for example:', failureSamples);
    await app.close();
    if (unbalanced.length > 0 || failures > 0) process.exitCode = 1;
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
