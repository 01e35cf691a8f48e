// Where an answer's time goes, with the CPU slowed 4× as in play-inp.ts: for each game it plays a
// few questions and records, around each answer and each Next question, the main thread's trace
// (script, style, layout, paint) and a JavaScript CPU profile. It prints, per game, the slowest
// interaction's breakdown and the functions that took the most of it (self and total time).
//
// It builds its own copy of the web app without minifying (so the profile names React's
// components and our functions) into a temporary directory, and serves it on a fresh demo
// database. A diagnostic, not a benchmark: tracing itself slows the page a little.
//
//   npx tsx scripts/bench/play-profile.ts        (QUESTIONS=4, GAMES=1,5 to choose games)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { build as buildWeb } from 'vite';
import { benchDemoServer, chosenGames, pointerContext, tap } from './bench-kit';
import type { Profile, ProfileNode, TraceEvent } from './trace-types';

const QUESTIONS = Number(process.env.QUESTIONS ?? 4);
/** FUNCTIONS=120: how many functions to list by total time (40 by default). */
const FUNCTIONS = Number(process.env.FUNCTIONS ?? 40);
/** SELECTOR_STATS=1: also print the CSS selectors that cost the style passes most (Chrome's selector stats). */
const SELECTOR_STATS = process.env.SELECTOR_STATS === '1';
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const GAMES = chosenGames();

function observeInteractions() {
  const w = window as unknown as { __latencies: number[] };
  w.__latencies = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (entry.interactionId) w.__latencies.push(entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

function isTraceEvent(v: object): v is TraceEvent {
  return 'name' in v && 'ph' in v && 'ts' in v && 'tid' in v && 'pid' in v;
}

async function collectTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // The protocol types a trace event as a map of strings; Chromium sends the trace format's objects.
  const onData = (e: { value: object[] }) => {
    for (const v of e.value) if (isTraceEvent(v)) events.push(v);
  };
  cdp.on('Tracing.dataCollected', onData);
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  return events;
}

/**
 * The interaction's own stretch of the main thread (what Interaction to Next Paint counts): from
 * its first input event to the end of the first frame committed after its last handler ran.
 */
function interactionWindow(events: TraceEvent[]): { from: number; to: number } {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const dispatches = onMain.filter((e) => e.name === 'EventDispatch');
  const type = (e: TraceEvent) => e.args?.data?.type ?? '';
  const first = dispatches.find((e) => /^(pointerdown|mousedown|keydown)$/.test(type(e)));
  const handlers = dispatches.filter((e) =>
    /^(click|keydown|keypress|submit|pointerup|mouseup)$/.test(type(e)),
  );
  const handled = Math.max(...handlers.map((e) => e.ts + (e.dur ?? 0)));
  const frame = onMain.filter((e) => e.name === 'Commit' && e.ts >= handled).sort((a, b) => a.ts - b.ts)[0];
  if (!first || !frame) return { from: 0, to: Number.POSITIVE_INFINITY };
  return { from: first.ts, to: frame.ts + (frame.dur ?? 0) };
}

/** The renderer main thread's complete slices (ph X) that start within the stretch. */
function mainThreadSlices(events: TraceEvent[], within: { from: number; to: number }): TraceEvent[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  return events.filter(
    (e) =>
      e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= within.from && e.ts < within.to,
  );
}

/** Main-thread CPU time by trace event name (each slice's own time, its children's subtracted). */
function mainThreadBreakdown(
  events: TraceEvent[],
  within: { from: number; to: number },
): Map<string, number> {
  const slices = mainThreadSlices(events, within)
    .filter((e) => e.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; child: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (!top || top.e.ts + (top.e.dur ?? 0) > upTo) break;
      stack.pop();
      const name = top.e.name === 'EventDispatch' ? `EventDispatch(${top.e.args?.data?.type})` : top.e.name;
      const cpu = top.e.tdur ?? top.e.dur ?? 0;
      self.set(name, (self.get(name) ?? 0) + Math.max(0, cpu - top.child) / 1000);
      const parent = stack[stack.length - 1];
      if (parent) parent.child += cpu;
    }
  };
  for (const e of slices) {
    close(e.ts);
    stack.push({ e, child: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return self;
}

/** Self and total ms per function of the JavaScript profile. */
function functionTimes(profile: Profile, within: { from: number; to: number }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const label = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${path.basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < within.from || at >= within.to) return;
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur);
      if (!n) break;
      const l = label(n);
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + ms);
    }
  });
  return { self, total };
}

const top = (m: Map<string, number>, n: number, skip = /^\((idle|program|root)\)/) =>
  [...m.entries()]
    .filter(([k]) => !skip.test(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `    ${v.toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n');

interface Measured {
  kind: string;
  latency: number;
  trace: Map<string, number>;
  fns: ReturnType<typeof functionTimes>;
  forced: string[];
  /** The interaction's stretch in the trace, ms (close to its latency when the trace is right). */
  span: number;
}

/** Style and layout work of 2 ms and more, with the script that forced it (if any). */
function forcedWork(events: TraceEvent[], within: { from: number; to: number }): string[] {
  return mainThreadSlices(events, within)
    .filter(
      (e) =>
        (e.dur ?? 0) >= 2000 && /^(UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|Commit)$/.test(e.name),
    )
    .sort((a, b) => a.ts - b.ts)
    .map((e) => {
      const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? [];
      const where = stack
        .slice(0, 4)
        .map((f) => `${f.functionName || '(anon)'}:${f.lineNumber + 1}`)
        .join(' < ');
      const count = e.args?.elementCount ?? e.args?.beginData?.elementCount;
      const layout = e.args?.beginData?.dirtyObjects
        ? ` (${e.args.beginData.dirtyObjects} of ${e.args.beginData.totalObjects} objects dirty)`
        : '';
      return `${((e.dur ?? 0) / 1000).toFixed(1)} ms ${e.name}${count ? ` (${count} elements)` : ''}${layout}${where ? ` forced by ${where}` : ''}`;
    });
}

const selectorTotals = new Map<string, { us: number; attempts: number; matches: number }>();
function addSelectorStats(events: TraceEvent[]) {
  for (const e of events) {
    const timings = (e.args as { selector_stats?: { selector_timings?: Record<string, number | string>[] } })
      ?.selector_stats?.selector_timings;
    for (const t of timings ?? []) {
      const key = String(t.selector);
      const total = selectorTotals.get(key) ?? { us: 0, attempts: 0, matches: 0 };
      total.us += Number(t['elapsed (us)'] ?? 0);
      total.attempts += Number(t.match_attempts ?? 0);
      total.matches += Number(t.match_count ?? 0);
      selectorTotals.set(key, total);
    }
  }
}

async function measure(
  page: Page,
  cdp: CDPSession,
  kind: string,
  act: () => Promise<void>,
): Promise<Measured> {
  await page.evaluate(() => {
    (window as unknown as { __latencies: number[] }).__latencies = [];
  });
  await cdp.send('Tracing.start', {
    categories: `devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing${SELECTOR_STATS ? ',disabled-by-default-blink.debug' : ''}`,
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await act();
  const latency = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const all = (window as unknown as { __latencies: number[] }).__latencies;
              resolve(Math.max(16, ...all));
            }, 100),
          ),
        );
      }),
  );
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const events = await collectTrace(cdp);
  const within = interactionWindow(events);
  if (SELECTOR_STATS) addSelectorStats(events);
  return {
    kind,
    latency,
    span: (within.to - within.from) / 1000,
    trace: mainThreadBreakdown(events, within),
    fns: functionTimes(profile, within),
    forced: forcedWork(events, within),
  };
}

const feedbackShown = (page: Page) => page.getByRole('button', { name: /Next question|See my score/ });

async function answer(page: Page, cdp: CDPSession): Promise<Measured> {
  const field = page.getByLabel('Your answer');
  const choices = page.getByRole('group', { name: 'Choose an answer' });
  const blocks = page.getByRole('group', { name: /^Build the word/ });
  const maze = page.getByRole('group', { name: 'Move the robot', exact: true });
  if (await field.isVisible()) {
    await field.fill('7');
    return measure(page, cdp, 'answer', () => field.press('Enter'));
  }
  if (await choices.isVisible())
    return measure(page, cdp, 'answer', () => tap(page, choices.getByRole('button').first()));
  if (await blocks.isVisible()) {
    const check = blocks.getByRole('button', { name: 'Check' });
    while (!(await check.isEnabled())) await blocks.getByRole('button', { disabled: false }).first().click();
    return measure(page, cdp, 'answer', () => tap(page, check));
  }
  if (await maze.isVisible()) {
    const moves = ['Right', 'Down', 'Left', 'Up'];
    let worst: Measured | undefined;
    for (let i = 0; i < 200 && !(await feedbackShown(page).isVisible()); i++) {
      const button = maze.getByRole('button', { name: moves[i % 4] });
      const m = await measure(page, cdp, 'step', () => tap(page, button));
      if (!worst || m.latency > worst.latency) worst = m;
    }
    if (!worst) throw new Error('no maze step');
    return worst;
  }
  throw new Error(`no answer control on ${page.url()}`);
}

const webRoot = path.join(mkdtempSync(path.join(os.tmpdir(), 'sprout-profile-web-')), 'web');
await buildWeb({
  configFile: path.resolve('vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: webRoot, minify: false, emptyOutDir: true },
});
const server = await benchDemoServer({ webRoot });
const origin = server.origin;
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const game of GAMES) {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 390, height: 844 },
      ...pointerContext(),
    });
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.goto(`/games/${game.id}`);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await page.getByRole('button', { name: /^(Play Level 1|Start Game)$/ }).click();
    const all: Measured[] = [];
    for (let i = 0; i < QUESTIONS; i++) {
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      all.push(await answer(page, cdp));
      const next = feedbackShown(page);
      if (await next.isVisible()) all.push(await measure(page, cdp, 'next', () => tap(page, next)));
    }
    console.log(
      `\n## ${game.name}: ${all.map((m) => `${m.kind} ${m.latency} (${Math.round(m.span)})`).join(', ')}`,
    );
    for (const kind of ['answer', 'step', 'next']) {
      const ofKind = all.filter((m) => m.kind === kind);
      if (ofKind.length === 0) continue;
      // Summed over every interaction of the kind: steadier than the slowest one alone.
      const trace = new Map<string, number>();
      const self = new Map<string, number>();
      const total = new Map<string, number>();
      for (const m of ofKind) {
        for (const [k, v] of m.trace) trace.set(k, (trace.get(k) ?? 0) + v / ofKind.length);
        for (const [k, v] of m.fns.self) self.set(k, (self.get(k) ?? 0) + v / ofKind.length);
        for (const [k, v] of m.fns.total) total.set(k, (total.get(k) ?? 0) + v / ofKind.length);
      }
      const cpu = [...trace.values()].reduce((a, b) => a + b, 0);
      const spans = ofKind.map((m) => m.span).sort((a, b) => a - b);
      console.log(
        `### ${kind} (mean of ${ofKind.length}): main thread CPU ${cpu.toFixed(0)} ms, median span ${spans[Math.floor(spans.length / 2)]?.toFixed(0)} ms; CPU by trace event, own time:`,
      );
      console.log(top(trace, 14, /^(RunTask|ThreadControllerImpl::RunTask)$/));
      console.log('  JS functions, total time:');
      console.log(top(total, FUNCTIONS));
      const slowest = ofKind.reduce((a, b) => (b.latency > a.latency ? b : a));
      console.log(`  the slowest (${slowest.latency} ms), its style/layout/paint:`);
      for (const line of slowest.forced) console.log(`    ${line}`);
      console.log('  JS functions, self time:');
      console.log(top(self, 20));
    }
    await context.close();
  }
  if (SELECTOR_STATS) {
    const ranked = [...selectorTotals.entries()].sort((a, b) => b[1].us - a[1].us).slice(0, 30);
    console.log('## CSS selectors by time in the traced interactions (all games, summed):');
    for (const [selector, t] of ranked)
      console.log(
        `  ${(t.us / 1000).toFixed(1)} ms  ${t.attempts} attempts  ${t.matches} matches  ${selector}`,
      );
  }
} finally {
  await browser.close();
  await server.close();
  if (!process.env.KEEP) rmSync(path.dirname(webRoot), { recursive: true, force: true });
  else console.log(`kept ${webRoot}`);
}
