// Starts the real server (src/server/main.ts) as a child process, for the tests of what only a
// whole process shows: restarts, kill -9, the data directory lock, signals.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { inject } from 'vitest';
import { fromProjectRoot } from '#server/lib/project-root.ts';
import './test-database.ts';

export async function freePort(): Promise<number> {
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

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Kills every server a test started and left running (a test that failed half way). */
export function killSpawnedServers() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** `args` go to the server after its file (`--supervise`: run as `npm start` runs it). */
export function spawnServer(env: Record<string, string>, args: string[] = []): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, [inject('serverBundle'), ...args], {
    cwd: fromProjectRoot(),
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

/**
 * Waits until /api/health answers 200, or the process exits. A first start on an empty data
 * directory (migrations and the demo content) beside the browser lane took over 60 s on a 2-core
 * machine half as fast as the usual one; the tests that start servers allow 180 s.
 */
export async function waitUntilUp(server: ServerProcess, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before it was up:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not come up within ${timeoutMs} ms:\n${server.output()}`);
}

export async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
