// Admin edits and the catalog cache (the admin issue's budget): an edit to what a public list
// shows is served by the next public read on the same instance at once, and on a second
// instance on PostgreSQL within one second; the catalog read ratio of docs/benchmarks.md#catalog-reads holds
// while an admin edits every second.
//
//   npx tsx scripts/bench/admin-edits.ts                     # PGlite: same instance + read ratio
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/admin-edits.ts
//   BENCH_SECONDS=4 BENCH_ROUNDS=3 BENCH_EDITS=30 (the defaults)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { createUser } from '../../src/server/db/factories';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedDemoContent } from '../../src/server/demo/seed';
import { createSession } from '../../src/server/features/accounts/accounts.service';
import { type BenchServer, benchConfig, benchDemoServer, startBenchServer } from './bench-kit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const EDITS = Number(process.env.BENCH_EDITS ?? 30);
const CONNECTIONS = 50;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Tutor {
  id: number;
  name: string;
  subjects: string;
  bio: string;
  gradeLevel: string;
  sessionType: string;
  availability: string[];
  imageUrl: string | null;
}

type Instance = BenchServer;

async function tutorsOf(origin: string): Promise<Tutor[]> {
  return (await fetch(`${origin}/api/tutors`)).json() as Promise<Tutor[]>;
}

let editCount = 0;
/** Renames a tutor through the admin call; answers the new name. */
async function renameTutor(origin: string, cookie: string, tutor: Tutor): Promise<string> {
  editCount += 1;
  const name = `${tutor.name.replace(/ #\d+$/, '')} #${editCount}`;
  const { id: _id, ...fields } = tutor;
  const res = await fetch(`${origin}/api/admin/tutors/${tutor.id}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, name }),
  });
  if (res.status !== 200) throw new Error(`admin edit answered ${res.status}: ${await res.text()}`);
  return name;
}

async function adminCookie(instance: Instance, database: Database): Promise<string> {
  const admin = await createUser(database.db, {
    username: `bench-boss-${randomBytes(3).toString('hex')}`,
    isAdmin: true,
  });
  return `sprout_session=${await createSession(instance.app.ctx, admin.id)}`;
}

/** Each edit, then the very next public read of the list on the same instance: does it show it? */
async function sameInstance(instance: Instance, cookie: string) {
  let fresh = 0;
  for (let i = 0; i < EDITS; i++) {
    const before = await tutorsOf(instance.origin); // warms the cache with the old list
    const tutor = before[i % before.length];
    if (!tutor) throw new Error('no tutors to edit');
    const name = await renameTutor(instance.origin, cookie, tutor);
    if ((await tutorsOf(instance.origin)).some((t) => t.id === tutor.id && t.name === name)) fresh += 1;
  }
  return fresh;
}

/** Each edit on instance A, then B's public list read every 5 ms until it shows the edit. */
async function secondInstance(a: Instance, b: Instance, cookie: string) {
  const delays: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const tutors = await tutorsOf(b.origin); // B's cache holds the old list
    const tutor = tutors[i % tutors.length];
    if (!tutor) throw new Error('no tutors to edit');
    const name = await renameTutor(a.origin, cookie, tutor);
    const edited = performance.now();
    while (!(await tutorsOf(b.origin)).some((t) => t.id === tutor.id && t.name === name)) {
      if (performance.now() - edited > 5000) throw new Error('the edit never reached the second instance');
      await sleep(5);
    }
    delays.push(performance.now() - edited);
  }
  return delays;
}

async function measure(url: string) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, pipelining: 1, workers: 1 });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** The catalog read ratio of docs/benchmarks.md#catalog-reads, with an admin editing a tutor every second. */
async function readRatioWhileEditing(instance: Instance, cookie: string) {
  const path = '/api/tutors';
  const sample = await fetch(`${instance.origin}${path}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const etag = sample.headers.get('etag') ?? '';
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
      etag,
    });
    res.end(body);
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}${path}`;
  const tutors = await tutorsOf(instance.origin);
  let edits = 0;
  const editor = setInterval(() => {
    const tutor = tutors[edits % tutors.length];
    edits += 1;
    if (tutor) void renameTutor(instance.origin, cookie, tutor).catch((e) => console.error(e));
  }, 1000);
  const sprout: Awaited<ReturnType<typeof measure>>[] = [];
  const plain: Awaited<ReturnType<typeof measure>>[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      sprout.push(await measure(`${instance.origin}${path}`));
      plain.push(await measure(bareUrl));
    }
  } finally {
    clearInterval(editor);
    bare.close();
  }
  return {
    path,
    bytes: body.length,
    rps: median(sprout.map((m) => m.rps)),
    bareRps: median(plain.map((m) => m.rps)),
    p50: median(sprout.map((m) => m.p50)),
    p99: median(sprout.map((m) => m.p99)),
    errors: sprout.reduce((n, m) => n + m.errors, 0),
    edits,
  };
}

async function onPglite() {
  const instance = await benchDemoServer();
  try {
    const cookie = await adminCookie(instance, instance.database);
    const fresh = await sameInstance(instance, cookie);
    console.log(
      `PGlite, same instance: ${fresh} of ${EDITS} edits served by the very next public read of /api/tutors`,
    );
    const r = await readRatioWhileEditing(instance, cookie);
    console.log(
      `\nCatalog reads while an admin edits a tutor every second (${r.edits} edits; ${CONNECTIONS} connections; medians of ${ROUNDS} rounds of ${SECONDS} s):\n`,
    );
    console.log('| call | Sprout req/s | bare node:http req/s | ratio | Sprout p50 / p99 ms |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(
      `| \`GET ${r.path}\` (${r.bytes} bytes) | ${Math.round(r.rps)} | ${Math.round(r.bareRps)} | ${(r.rps / r.bareRps).toFixed(2)} | ${r.p50} / ${r.p99}${r.errors ? ` (${r.errors} errors)` : ''} |`,
    );
  } finally {
    await instance.close();
  }
}

async function onPostgres(serverUrl: string) {
  const name = `sprout_bench_admin_${randomBytes(4).toString('hex')}`;
  const owner = new pg.Client({ connectionString: serverUrl });
  await owner.connect();
  await owner.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'sprout-bench-admin-pg-')));
  const databases: Database[] = [];
  const instances: Instance[] = [];
  try {
    for (const dir of dirs) {
      const database = await openDatabase({ dataDir: dir, databaseUrl: url.toString(), poolSize: 5 });
      if (databases.length === 0) {
        await migrateDatabase(database);
        await seedDemoContent(database.db, { demoAccounts: false });
      }
      databases.push(database);
      instances.push(await startBenchServer(benchConfig(dir, { databaseUrl: url.toString() }), database));
    }
    const [a, b] = instances;
    const [dbA] = databases;
    if (!a || !b || !dbA) throw new Error('two instances did not start');
    const cookie = await adminCookie(a, dbA);
    const fresh = await sameInstance(a, cookie);
    console.log(
      `\nPostgreSQL, same instance: ${fresh} of ${EDITS} edits served by the very next public read`,
    );
    const delays = [...(await secondInstance(a, b, cookie))].sort((x, y) => x - y);
    console.log(
      `PostgreSQL, second instance: an edit on A is served by B after median ${median(delays).toFixed(1)} ms, slowest ${delays.at(-1)?.toFixed(1)} ms (${EDITS} edits; B polled every 5 ms)`,
    );
  } finally {
    for (const instance of instances) await instance.app.close();
    for (const database of databases) await database.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await owner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await owner.end();
  }
}

console.log(
  `Admin edits and the catalog cache (machine: ${os.cpus().length} cores, Node ${process.version})\n`,
);
await onPglite();
if (process.env.DATABASE_URL) await onPostgres(process.env.DATABASE_URL);
else console.log('\n(Set DATABASE_URL to time the second instance on PostgreSQL.)');
