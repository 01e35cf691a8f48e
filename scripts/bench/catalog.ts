// Catalog read throughput (docs/benchmarks.md#catalog-reads): the real server (seeded with the demo catalog)
// against a bare node:http server answering the same bytes, both driven by autocannon on
// loopback in the same run. Budget: at least half the requests per second of the bare server,
// p99 under 25 ms at 50 connections. With the web app built, the server-rendered HTML of /tutors
// is measured the same way (uncompressed on both sides).
//
// Beside requests per second it prints the CPU time each server spends per request: the load
// generator runs in a process of its own, so this process's CPU time (process.cpuUsage) is the
// servers' alone. Requests per second depend on who gets a core (the load generator, other work on
// the machine); CPU per request does not, so it reads the server even on a loaded machine. The
// load generator's own CPU per response is printed too: a larger head costs the client as well.
// The load sends what a browser sends with every read (Accept-Language).
//
//   npx tsx scripts/bench/catalog.ts             # PGlite in a temporary directory
//   BENCH_SECONDS=10 npx tsx scripts/bench/catalog.ts
//   BENCH_PATHS=/api/tutors,/api/games npx tsx scripts/bench/catalog.ts   # some calls only
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { benchDemoServer } from './bench-kit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/** Sprout and the bare server take turns, round after round; medians smooth a shared machine's noise. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const CONNECTIONS = 50;
const webRoot = path.resolve('dist/web');
/** The pages too when the web app and its server renderer are built (npm run build). */
const withPages = existsSync(path.join(webRoot, 'page-shell.json'));
const PATHS = process.env.BENCH_PATHS?.split(',') ?? [
  '/api/tutors',
  '/api/articles',
  '/api/games',
  '/api/merchandise',
  ...(withPages ? ['/tutors'] : []),
];

/**
 * What a guest's browser sends with every read: the door picks the language from it, so it is part
 * of what a real read costs (the bare server ignores it).
 */
const BROWSER_HEADERS = { 'accept-language': 'en-US,en;q=0.9' };

/** The load generator's process: autocannon against argv[1], its result and its own CPU time as JSON. */
const LOAD_CLIENT = `
const autocannon = require(${JSON.stringify(createRequire(import.meta.url).resolve('autocannon'))});
const before = process.cpuUsage();
const options = { url: process.argv[1], connections: ${CONNECTIONS}, duration: ${SECONDS}, pipelining: 1 };
autocannon({ ...options, headers: ${JSON.stringify(BROWSER_HEADERS)} }, (error, result) => {
  if (error) throw error;
  const cpu = process.cpuUsage(before);
  process.stdout.write(JSON.stringify({
    rps: result.requests.average,
    answered: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    clientMicros: cpu.user + cpu.system,
  }));
});`;

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of this process (the server under load) per request answered, in µs. */
  serverMicros: number;
  /** CPU time of the load generator per request answered, in µs. */
  clientMicros: number;
}

async function measure(url: string): Promise<Measure> {
  const before = process.cpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', LOAD_CLIENT, url]);
  const used = process.cpuUsage(before);
  const result = JSON.parse(stdout);
  const answered = Math.max(1, result.answered);
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    serverMicros: (used.user + used.system) / answered,
    clientMicros: result.clientMicros / answered,
  };
}

/**
 * A bare node:http server answering `body` with `headers`: the three a plain JSON answer needs, or
 * Sprout's whole head (the same bytes on the wire: what a larger head costs the load generator to
 * read then costs both sides alike, and the ratio reads the server's own work).
 */
async function bareServer(body: Buffer, headers: Record<string, string | number>) {
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`, close: () => bare.close() };
}

const server = await benchDemoServer(withPages ? { webRoot } : {});

console.log(
  `Catalog reads, ${CONNECTIONS} connections, medians of ${ROUNDS} rounds of ${SECONDS} s each (machine: ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(2)})\n`,
);
console.log(
  '| call | Sprout req/s | bare req/s | ratio | ratio, bare with the same head | server CPU µs/req Sprout / bare | CPU ratio | client CPU µs/req Sprout / bare | Sprout p50 / p99 ms |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const p of PATHS) {
  const sample = await fetch(`${server.origin}${p}`, { headers: BROWSER_HEADERS });
  const body = Buffer.from(await sample.arrayBuffer());
  const contentType = sample.headers.get('content-type') ?? 'application/json; charset=utf-8';
  const bare = await bareServer(body, {
    'content-type': contentType,
    'content-length': body.length,
    etag: sample.headers.get('etag') ?? '',
  });
  // Sprout's head as sent, but what Node's own server writes itself, and the body's own length:
  // fetch hands the body over decoded, so a compressed page's encoding and length are not kept.
  const sameHead = await bareServer(body, {
    ...Object.fromEntries(
      [...sample.headers].filter(
        ([name]) =>
          !/^(date|connection|keep-alive|content-encoding|content-length|transfer-encoding)$/.test(name),
      ),
    ),
    'content-length': body.length,
  });
  const sprout: Measure[] = [];
  const plain: Measure[] = [];
  const same: Measure[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    sprout.push(await measure(`${server.origin}${p}`));
    plain.push(await measure(`${bare.origin}${p}`));
    same.push(await measure(`${sameHead.origin}${p}`));
  }
  bare.close();
  sameHead.close();
  const of = (ms: Measure[], figure: keyof Measure) => median(ms.map((m) => m[figure]));
  const errors = sprout.reduce((n, m) => n + m.errors, 0);
  console.log(
    `| \`GET ${p}\` (${body.length} bytes) | ${Math.round(of(sprout, 'rps'))} | ${Math.round(of(plain, 'rps'))} | ${(of(sprout, 'rps') / of(plain, 'rps')).toFixed(2)} | ${(of(sprout, 'rps') / of(same, 'rps')).toFixed(2)} | ${of(sprout, 'serverMicros').toFixed(1)} / ${of(plain, 'serverMicros').toFixed(1)} | ${(of(plain, 'serverMicros') / of(sprout, 'serverMicros')).toFixed(2)} | ${of(sprout, 'clientMicros').toFixed(1)} / ${of(plain, 'clientMicros').toFixed(1)} | ${of(sprout, 'p50')} / ${of(sprout, 'p99')}${errors ? ` (${errors} errors)` : ''} |`,
  );
}
await server.close();
