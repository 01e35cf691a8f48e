// Where a public page's load spends the main thread, the diagnostic behind Lighthouse's Total
// Blocking Time (docs/benchmarks.md#page-load): each page opened as a guest at 390 px with the CPU
// slowed (SLOWDOWN, 4 by default), its long tasks (over 50 ms) with their CPU time, and the
// functions that took the most of them (self and total time) from a JavaScript CPU profile.
//
// It builds its own copy of the web app without minifying (so the profile names React's
// components and our functions) into a temporary directory beside the built server renderer
// (npm run build first), and serves it on a fresh demo database. A diagnostic, not a benchmark:
// on a shared machine a task's wall time grows with the load; its CPU time (`tdur`) much less.
//
//   npx tsx scripts/bench/page-profile.ts [path ...]     (default /games/math-challenge /merchandise)
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build as buildWeb } from 'vite';
import { benchDemoServer } from './bench-kit';

const SLOWDOWN = Number(process.env.SLOWDOWN ?? 4);
const TOP = Number(process.env.TOP ?? 25);
const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/games/math-challenge', '/merchandise'];
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self and total milliseconds per function (by name and file) over the whole profile. */
function functionTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const label = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: ProfileNode | undefined = node; at; at = byId.get(parent.get(at.id) ?? -1)) {
      const name = label(at);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const top = (map: Map<string, number>) =>
    [...map]
      .filter(([name]) => !/^\((root|program|idle|garbage collector)\)/.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP);
  return { self: top(self), total: top(total) };
}

const out = mkdtempSync(path.join(os.tmpdir(), 'sprout-page-profile-'));
const webRoot = path.join(out, 'web');
symlinkSync(path.resolve('dist/ssr'), path.join(out, 'ssr'));
await buildWeb({
  configFile: path.resolve('vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: webRoot, minify: false, emptyOutDir: true },
});
const server = await benchDemoServer({ webRoot });
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const pagePath of paths) {
    const context = await browser.newContext({
      baseURL: server.origin,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    // Rendered once before, as a deployed site's pages are.
    await page.request.get(pagePath);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await cdp.send('Profiler.start');
    await page.goto(pagePath, { waitUntil: 'load' });
    // Hydration, the idle work after it and whatever waits for a timer.
    await page.waitForTimeout(6000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: { name: string; ph: string; ts: number; dur?: number; tdur?: number; tid: number }[];
    };
    const runTasks = trace.traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X');
    // The renderer's main thread: the one whose tasks ran the most script.
    const busiest = new Map<number, number>();
    for (const e of trace.traceEvents) {
      if (e.name === 'FunctionCall' || e.name === 'EvaluateScript')
        busiest.set(e.tid, (busiest.get(e.tid) ?? 0) + (e.dur ?? 0));
    }
    const mainTid = [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0];
    const long = runTasks.filter((e) => e.tid === mainTid && (e.dur ?? 0) > 50_000);
    const blocking = long.reduce((sum, e) => sum + Math.max(0, (e.tdur ?? e.dur ?? 0) / 1000 - 50), 0);
    console.log(
      `\n${pagePath} (CPU ${SLOWDOWN}×): ${long.length} long tasks, ${Math.round(blocking)} ms over 50 ms in CPU time`,
    );
    console.log(
      `  long tasks (wall / CPU ms): ${long.map((e) => `${Math.round((e.dur ?? 0) / 1000)}/${Math.round((e.tdur ?? 0) / 1000)}`).join(', ')}`,
    );
    const { self, total } = functionTimes(profile);
    console.log('  total:');
    for (const [name, ms] of total) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
    console.log('  self:');
    for (const [name, ms] of self) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(out, { recursive: true, force: true });
}
