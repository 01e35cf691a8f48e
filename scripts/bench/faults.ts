// Fault run on PostgreSQL (docs/rules.md#holding-up): the real server process under load from autocannon
// while its database goes away, and how long until it serves again. Each fault has a run of its
// own: load for a few seconds, the fault, load until the end.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/faults.ts
//   BENCH_SECONDS=20 BENCH_CONNECTIONS=20 (the defaults: per fault)
//   BENCH_RESTART_POSTGRES="pg_ctlcluster --skip-systemctl-redirect 15 main restart" adds a run
//   that restarts the PostgreSQL server itself with that command. Only on a machine of your own:
//   it cuts every other user of that server too.
//
// The faults: every connection of the app terminated (pg_terminate_backend) five times, a second
// apart; the database closed to new connections (ALLOW_CONNECTIONS false, its connections
// terminated) for 5 seconds; and the optional restart. Every request is `GET /api/user` as a
// signed-in user: its session is read from the database each time. A probe asks the same every
// 50 ms; "back after" is the time from the end of the fault to the probe's first 200 after it.
// A run fails when the server process ends or answers anything but 200 or 503.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';
import { createUser } from '../../src/server/db/factories';
import { fromProjectRoot } from '../../src/server/lib/project-root';
import { openBenchDatabase } from './bench-kit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** When the fault starts, into each run. */
const FAULT_AT_MS = 4000;

interface Fault {
  name: string;
  /** Does the damage; resolves when the fault is over (the database may take connections again). */
  inflict(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error('Set DATABASE_URL to a PostgreSQL server (this benchmark is for PostgreSQL).');
  const bench = await openBenchDatabase();
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', () => {});
  await admin.connect();
  const databaseName = new URL(bench.databaseUrl as string).pathname.slice(1);
  const appName = `sprout_bench_faults_${randomBytes(3).toString('hex')}`;
  const appUrl = new URL(bench.databaseUrl as string);
  appUrl.searchParams.set('application_name', appName);
  let server: ChildProcess | undefined;
  try {
    const user = await createUser(bench.database.db, { username: 'fault-bench' });
    await bench.database.close(); // the bench's own pool must not be cut with the app's

    // The server as one file, as the process tests start it.
    const bundle = fromProjectRoot('dist', 'bench-server', 'main.mjs');
    await build({
      entryPoints: [fromProjectRoot('src/server/main.ts')],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      tsconfig: fromProjectRoot('src/server/tsconfig.json'),
      logLevel: 'warning',
    });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let output = '';
    server = spawn(process.execPath, [bundle], {
      cwd: fromProjectRoot(),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: appUrl.toString(),
        DATA_DIR: bench.dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        DEMO_MODE: '0',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (d) => {
      output += String(d);
    });
    server.stderr?.on('data', (d) => {
      output += String(d);
    });
    let exitCode: number | null | undefined;
    server.on('exit', (code) => {
      exitCode = code;
    });
    for (let i = 0; ; i++) {
      if (exitCode !== undefined) throw new Error(`the server did not start:\n${output}`);
      const ok = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error(`the server did not start within 60 s:\n${output}`);
      await sleep(100);
    }
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: 'password123' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('sprout_session='))
      ?.split(';')[0];
    if (!cookie) throw new Error(`could not sign in: ${login.status}`);

    const terminateApp = () =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        appName,
      ]);
    const faults: Fault[] = [
      {
        name: 'every app connection terminated 5 times, 1 s apart',
        async inflict() {
          for (let i = 0; i < 5; i++) {
            await terminateApp();
            if (i < 4) await sleep(1000);
          }
        },
      },
      {
        name: 'database closed to connections for 5 s',
        async inflict() {
          await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
          await terminateApp();
          await sleep(5000);
          await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
        },
      },
    ];
    const restartCommand = process.env.BENCH_RESTART_POSTGRES;
    if (restartCommand) {
      faults.push({
        name: `PostgreSQL restarted (${restartCommand})`,
        async inflict() {
          const [command, ...args] = restartCommand.split(' ');
          const result = spawnSync(command as string, args, { stdio: 'inherit' });
          if (result.status !== 0) throw new Error(`${restartCommand} failed`);
          // Our admin connection was cut too.
          await admin.end().catch(() => {});
        },
      });
    }

    const rows = [];
    for (const fault of faults) {
      // The probe: one request every 50 ms, its answers with their times.
      const probes: { at: number; status: number }[] = [];
      let probing = true;
      const probe = (async () => {
        while (probing) {
          const status = await fetch(`${origin}/api/user`, { headers: { cookie } }).then(
            (r) => r.status,
            () => 0,
          );
          probes.push({ at: performance.now(), status });
          await sleep(50);
        }
      })();
      const load = autocannon({
        url: `${origin}/api/user`,
        headers: { cookie },
        connections: CONNECTIONS,
        duration: SECONDS,
        workers: 1,
      });
      await sleep(FAULT_AT_MS);
      const faultStarted = performance.now();
      await fault.inflict();
      const faultEnded = performance.now();
      const result = await load;
      probing = false;
      await probe;
      const firstOk = probes.find((p) => p.at >= faultEnded && p.status === 200);
      const firstFailure = probes.find((p) => p.at >= faultStarted && p.status !== 200);
      const lastFailure = probes.findLast((p) => p.status !== 200);
      const statusCounts: Record<string, number> = {};
      for (const [code, count] of Object.entries(result.statusCodeStats ?? {}))
        statusCounts[code] = (count as { count: number }).count;
      rows.push({
        fault: fault.name,
        serverAlive: exitCode === undefined,
        faultSeconds: Number(((faultEnded - faultStarted) / 1000).toFixed(1)),
        backAfterSeconds: firstOk ? Number(((firstOk.at - faultEnded) / 1000).toFixed(2)) : null,
        probeFailuresFrom: firstFailure ? Number(((firstFailure.at - faultStarted) / 1000).toFixed(2)) : null,
        probeFailuresUntil: lastFailure ? Number(((lastFailure.at - faultStarted) / 1000).toFixed(2)) : null,
        requests: result.requests.total,
        ok: statusCounts['200'] ?? 0,
        failed503: statusCounts['503'] ?? 0,
        failedOther: result.non2xx - (statusCounts['503'] ?? 0),
        networkErrors: result.errors + result.timeouts,
        p99ms: result.latency.p99,
      });
      if (exitCode !== undefined) break;
      if (fault.name.startsWith('PostgreSQL restarted')) break;
      await sleep(1000);
    }
    console.log(
      JSON.stringify(
        {
          runs: rows,
          secondsPerRun: SECONDS,
          connections: CONNECTIONS,
          cpus: os.cpus().length,
          loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
          node: process.version,
        },
        null,
        2,
      ),
    );
    const broken = rows.filter((r) => !r.serverAlive || r.failedOther > 0 || r.networkErrors > 0);
    if (broken.length > 0 || exitCode !== undefined) {
      console.error('NOT CORRECT: the server died or answered something other than 200 or 503', output);
      process.exitCode = 1;
    }
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`).catch(() => {});
    await admin.end().catch(() => {});
    await bench.close().catch(() => {});
    rmSync(fromProjectRoot('dist', 'bench-server'), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
