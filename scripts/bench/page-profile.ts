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
//   LONG_ONLY=1 names only the functions that ran inside the long tasks (what TBT counts).
//
// Each long task is also named by what the browser did in it (style, layout, paint, script,
// parsing): the first layout of a page and the relayout when its web font arrives are long tasks
// with no JavaScript in them, so the sampled profile alone shows nothing inside them (its samples
// there are "(program)", the engine's own work, which the function lists leave out).
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build as buildWeb } from 'vite';
import { benchDemoServer } from './bench-kit';
import type { Profile, ProfileNode, TraceEvent } from './trace-types';

const SLOWDOWN = Number(process.env.SLOWDOWN ?? 4);
const TOP = Number(process.env.TOP ?? 25);
const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/games/math-challenge', '/merchandise'];
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The profile's entries that are not functions: the engine's own work, idle time, GC. */
const NOT_JS = /^\((root|program|idle|garbage collector)\)/;

/**
 * Self and total milliseconds per function (by name and file) over the profile, or only over the
 * samples taken inside the given spans (the long tasks: what Total Blocking Time counts).
 */
function functionTimes(profile: Profile, within?: { ts: number; dur?: number }[]) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const label = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${path.basename(node.callFrame.url ?? '')}:${(node.callFrame.lineNumber ?? 0) + 1}`;
  let sampledAt = profile.startTime;
  profile.samples.forEach((id, i) => {
    sampledAt += profile.timeDeltas[i] ?? 0;
    if (within && !within.some((span) => sampledAt >= span.ts && sampledAt <= span.ts + (span.dur ?? 0)))
      return;
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
      .filter(([name]) => !NOT_JS.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP);
  const notJs = [...self].filter(([name]) => NOT_JS.test(name)).reduce((sum, [, ms]) => sum + ms, 0);
  return { self: top(self), total: top(total), notJs };
}

/** What the browser did, by the trace's event names: the parts of a task worth naming. */
const TASK_PARTS: Record<string, string> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  MajorGC: 'GC',
  MinorGC: 'GC',
};

/**
 * A long task's time by part (style, layout, script...), outermost events only (a layout forced
 * by a script counts as the script's), as "layout 112, style 5, other 20" in milliseconds.
 */
function taskParts(events: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const inside = events
    .filter((e) => e.tid === task.tid && e.ph === 'X' && e.ts >= task.ts && e.ts < end && TASK_PARTS[e.name])
    .sort((a, b) => a.ts - b.ts);
  const parts = new Map<string, number>();
  let coveredUntil = task.ts;
  for (const e of inside) {
    if (e.ts < coveredUntil) continue;
    const part = TASK_PARTS[e.name] ?? 'other';
    parts.set(part, (parts.get(part) ?? 0) + (e.dur ?? 0) / 1000);
    coveredUntil = e.ts + (e.dur ?? 0);
  }
  const named = [...parts.values()].reduce((sum, ms) => sum + ms, 0);
  parts.set('other', (task.dur ?? 0) / 1000 - named);
  return [...parts]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([part, ms]) => `${part} ${Math.round(ms)}`)
    .join(', ');
}

/**
 * The thread's sampled profiles (one per renderer it ran in), rebuilt from the trace's Profile and
 * ProfileChunk events, as one: sample times stay absolute.
 */
function profileOfThread(events: TraceEvent[], tid: number | undefined): Profile {
  const parts = events
    .filter((e) => e.name === 'Profile' && e.tid === tid)
    .map((start) => oneProfile(events, start));
  const offset = (i: number) => i * 1_000_000_000;
  // Node ids repeat between profiles: each part's ids move to a range of their own.
  const nodes = parts.flatMap((part, i) =>
    part.nodes.map((node) => ({
      ...node,
      id: node.id + offset(i),
      children: node.children?.map((child) => child + offset(i)),
    })),
  );
  const timed = parts.flatMap((part, i) => {
    let at = part.startTime;
    return part.samples.map((id, s) => {
      at += part.timeDeltas[s] ?? 0;
      return { id: id + offset(i), at };
    });
  });
  timed.sort((a, b) => a.at - b.at);
  const startTime = timed[0]?.at ?? 0;
  return {
    startTime,
    nodes,
    samples: timed.map((sample) => sample.id),
    timeDeltas: timed.map((sample, s) => sample.at - (timed[s - 1]?.at ?? startTime)),
  };
}

function oneProfile(events: TraceEvent[], start: TraceEvent): Profile {
  const nodes = new Map<number, ProfileNode>();
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.id !== start.id) continue;
    for (const node of e.args?.data?.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, { id: node.id, callFrame: node.callFrame, children: [] });
      if (node.parent !== undefined) nodes.get(node.parent)?.children?.push(node.id);
    }
    samples.push(...(e.args?.data?.cpuProfile?.samples ?? []));
    timeDeltas.push(...(e.args?.data?.timeDeltas ?? []));
  }
  return { startTime: start.args?.data?.startTime ?? 0, nodes: [...nodes.values()], samples, timeDeltas };
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
    // A blank page of the same site first: the profiler and the trace then watch the renderer
    // that will draw the page (a first navigation from about:blank swaps the renderer, and the
    // profiler missed the load's first few hundred milliseconds, the long tasks among them).
    await page.route('**/profile-blank', (route) => route.fulfill({ contentType: 'text/html', body: '' }));
    await page.goto('/profile-blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await browser.startTracing(page, {
      // The sampling profiler inside the trace: its samples share the trace's clock, so they can
      // be matched to the long tasks (CDP's Profiler domain keeps a clock of its own).
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(pagePath, { waitUntil: 'load' });
    // Hydration, the idle work after it and whatever waits for a timer.
    await page.waitForTimeout(6000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const runTasks = trace.traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X');
    // The renderer's main thread: the one whose tasks ran the most script.
    const busiest = new Map<number, number>();
    for (const e of trace.traceEvents) {
      if (e.name === 'FunctionCall' || e.name === 'EvaluateScript')
        busiest.set(e.tid, (busiest.get(e.tid) ?? 0) + (e.dur ?? 0));
    }
    const mainTid = [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0];
    const profile = profileOfThread(trace.traceEvents, mainTid);
    // TRACE_DIR=dir keeps each page's trace (open it in Chrome's Performance panel).
    if (process.env.TRACE_DIR)
      writeFileSync(
        path.join(process.env.TRACE_DIR, `${pagePath.replace(/\W+/g, '_')}.json`),
        JSON.stringify(trace),
      );
    // The page's tasks: from its HTML's first parse on (the blank page's last tasks are not its).
    const parsedFrom =
      trace.traceEvents.find((e) => e.name === 'ParseHTML' && e.tid === mainTid)?.ts ??
      Number.NEGATIVE_INFINITY;
    const long = runTasks.filter(
      (e) => e.tid === mainTid && e.ts + (e.dur ?? 0) >= parsedFrom && (e.dur ?? 0) > 50_000,
    );
    const blocking = long.reduce((sum, e) => sum + Math.max(0, (e.tdur ?? e.dur ?? 0) / 1000 - 50), 0);
    console.log(
      `\n${pagePath} (CPU ${SLOWDOWN}×): ${long.length} long tasks, ${Math.round(blocking)} ms over 50 ms in CPU time`,
    );
    console.log("  long tasks (wall / CPU ms, from the HTML's first parse: what the browser did in them):");
    for (const task of long) {
      console.log(
        `    at ${Math.round((task.ts - parsedFrom) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)}/${Math.round((task.tdur ?? 0) / 1000)} (${taskParts(trace.traceEvents, task)})`,
      );
    }
    // LONG_ONLY=1: only what ran inside the long tasks.
    const { self, total, notJs } = functionTimes(profile, process.env.LONG_ONLY ? long : undefined);
    console.log(`  samples outside JavaScript (the engine's own work, idle, GC): ${Math.round(notJs)} ms`);
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
