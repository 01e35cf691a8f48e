// Catalog read throughput (docs/benchmarks.md#catalog-reads): the real server (seeded with the demo catalog)
// against a bare node:http server answering the same bytes, both driven by autocannon on
// loopback in the same run. Budget: at least half the requests per second of the bare server,
// p99 under 25 ms at 50 connections. With the web app built, the server-rendered HTML of /tutors
// is measured the same way (uncompressed on both sides).
//
//   npx tsx scripts/bench/catalog.ts             # PGlite in a temporary directory
//   BENCH_SECONDS=10 npx tsx scripts/bench/catalog.ts
//   BENCH_PATHS=/api/tutors,/api/games npx tsx scripts/bench/catalog.ts   # some calls only
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
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

async function measure(url: string) {
  // The load runs in a worker thread, so it does not take turns with the server on one event loop.
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    pipelining: 1,
    workers: 1,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const server = await benchDemoServer(withPages ? { webRoot } : {});

console.log(
  `Catalog reads, ${CONNECTIONS} connections, medians of ${ROUNDS} rounds of ${SECONDS} s each (machine: ${os.cpus().length} cores, Node ${process.version})\n`,
);
console.log('| call | Sprout req/s | bare node:http req/s | ratio | Sprout p50 / p99 ms |');
console.log('|---|---:|---:|---:|---:|');
for (const p of PATHS) {
  const sample = await fetch(`${server.origin}${p}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const etag = sample.headers.get('etag') ?? '';
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': sample.headers.get('content-type') ?? 'application/json; charset=utf-8',
      'content-length': body.length,
      etag,
    });
    res.end(body);
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const barePort = (bare.address() as AddressInfo).port;
  const sprout: Awaited<ReturnType<typeof measure>>[] = [];
  const plain: Awaited<ReturnType<typeof measure>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    sprout.push(await measure(`${server.origin}${p}`));
    plain.push(await measure(`http://127.0.0.1:${barePort}${p}`));
  }
  bare.close();
  const rps = median(sprout.map((m) => m.rps));
  const bareRps = median(plain.map((m) => m.rps));
  const errors = sprout.reduce((n, m) => n + m.errors, 0);
  console.log(
    `| \`GET ${p}\` (${body.length} bytes) | ${Math.round(rps)} | ${Math.round(bareRps)} | ${(rps / bareRps).toFixed(2)} | ${median(sprout.map((m) => m.p50))} / ${median(sprout.map((m) => m.p99))}${errors ? ` (${errors} errors)` : ''} |`,
  );
}
await server.close();
