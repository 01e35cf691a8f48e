// What the lesson room's harder journeys start beside the worker's own server: a coturn relay
// (Debian's `turnserver`) for the relay-only run, and app instances of their own on one
// PostgreSQL database for the run across two instances. Each is stopped by the caller. Without
// coturn or PostgreSQL on the machine, `missing()` says which, so a spec can skip with that
// reason (CI installs both, and fails rather than skip: see `mustRun`).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const TURNSERVER = '/usr/bin/turnserver';
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** In CI a missing coturn or PostgreSQL fails the journey instead of skipping it. */
export const mustRun = Boolean(process.env.CI);

/** A TCP port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

export interface TurnServer {
  /** For TURN_URLS: UDP and TCP on 127.0.0.1. */
  urls: string;
  secret: string;
  /** Stops coturn and starts it again on the same port: every relay it held is gone. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Whether this machine has coturn. */
export const hasTurnServer = () => existsSync(TURNSERVER);

/**
 * A coturn in the REST-secret mode Sprout's TURN_SECRET speaks (docs/lesson-room.md), on
 * loopback. `--allow-loopback-peers` lets it relay between two browsers on this machine, which a
 * real deployment must never allow.
 */
export async function startTurnServer(): Promise<TurnServer> {
  const port = await freePort();
  const secret = randomBytes(16).toString('hex');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sprout-turn-'));
  const relayFrom = 40_000 + (port % 20_000);
  const spawnTurn = () =>
    spawn(
      TURNSERVER,
      [
        '-n',
        '--listening-ip=127.0.0.1',
        '--relay-ip=127.0.0.1',
        `--listening-port=${port}`,
        `--min-port=${relayFrom}`,
        `--max-port=${relayFrom + 200}`,
        '--use-auth-secret',
        `--static-auth-secret=${secret}`,
        '--realm=sprout.test',
        '--no-tls',
        '--no-dtls',
        '--no-cli',
        '--allow-loopback-peers',
        '--log-file=stdout',
        '--simple-log',
        `--pidfile=${path.join(dir, 'turn.pid')}`,
        `--userdb=${path.join(dir, 'turn.db')}`,
      ],
      { stdio: 'ignore' },
    );
  const listening = () =>
    waitFor(
      'coturn',
      () =>
        new Promise((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        }),
    );
  let child = spawnTurn();
  await listening();
  return {
    urls: `turn:127.0.0.1:${port}?transport=udp,turn:127.0.0.1:${port}?transport=tcp`,
    secret,
    async restart() {
      await stopProcess(child);
      child = spawnTurn();
      await listening();
    },
    async stop() {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether PostgreSQL answers at PG_ADMIN_URL. */
export async function hasPostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on this machine's PostgreSQL. */
export async function createPostgresDatabase(): Promise<PostgresDatabase> {
  const name = `sprout_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface AppInstance {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * One more instance of the built app (dist/server/main.mjs), in demo mode with the e2e clock,
 * with `env` on top (DATABASE_URL, TURN_URLS...). Instances meant to act as one deployment share
 * SESSION_SECRET and PUBLIC_URL's host, as they would behind one load balancer.
 */
export async function startAppInstance(env: Record<string, string>): Promise<AppInstance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprout-e2e-instance-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_MODE: '1',
      SPROUT_E2E_CLOCK: '1',
      ...env,
    },
  });
  await waitFor(`the app on port ${port}`, async () => (await fetch(`${baseURL}/api/health`)).ok, 120_000);
  return {
    baseURL,
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether `npm run build` has made the server this harness starts. */
export const hasBuiltServer = () => existsSync('dist/server/main.mjs');

/** For a skip message: what this machine lacks for the journey. */
export async function missing(needs: { turn?: boolean; postgres?: boolean }): Promise<string | undefined> {
  if (needs.turn && !hasTurnServer()) return 'coturn is not installed (apt-get install -y coturn)';
  if (needs.postgres && !(await hasPostgres())) return `no PostgreSQL at ${PG_ADMIN_URL}`;
  return undefined;
}
