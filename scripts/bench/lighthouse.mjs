// Lighthouse performance of the public pages, measured as PageSpeed Insights measures it (docs/benchmarks.md#page-load): Lighthouse 12's default mobile settings with simulated throttling (Lantern models a
// slow 4G phone from the page's request graph), median of 3 runs, at least 98 on each. Not the
// `perf` preset: it throttles through DevTools, which on a loopback server scores far too kindly.
// Not part of `npm run bench`: it needs Debian's Chromium and a built app running, and one round
// over the pages takes several minutes.
//
//   npm run build && PORT=5077 DATA_DIR=/tmp/lh-data npm start &
//   node scripts/bench/lighthouse.mjs http://127.0.0.1:5077 [rounds] [path ...]
//   (LH_REPORT_DIR=/some/dir keeps every JSON report; LH_CPU_SLOWDOWN=8 models a phone twice as
//   slow as the default mobile setting's 4×, to show how much room TBT has; LH_FLOOR=1 also
//   measures each page with its scripts taken out, the browser's own work alone, to tell on a
//   slow machine how much of the blocking time is the app's: see floorOrigins below; LH_TASKS=1
//   prints each run's long tasks as the simulation placed them, with the script each is charged
//   to: "document" is the page's own parse, style and layout, "browser" a task no script or page
//   is named in, such as the navigation's commit)
//
// Rounds go over every page in turn (not three runs of one page back to back), so a burst of
// load on the shared machine spreads over the pages instead of sinking one of them.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const PUBLIC_PAGES = [
  '/',
  '/tutors',
  '/tutors/1',
  '/articles',
  '/articles/2',
  '/games',
  '/games/math-challenge',
  '/merchandise',
  '/contact',
];

const [appOrigin = 'http://127.0.0.1:5077', roundsArg = '3', ...pathsArg] = process.argv.slice(2);
const rounds = Number(roundsArg);
const paths = pathsArg.length > 0 ? pathsArg : PUBLIC_PAGES;
const cpuSlowdown = Number(process.env.LH_CPU_SLOWDOWN ?? 4);

async function lighthouse(url) {
  const dir = await mkdtemp(join(tmpdir(), 'sprout-lh-'));
  const out = join(dir, 'report.json');
  try {
    await run(
      'npx',
      [
        '-y',
        'lighthouse@12',
        url,
        '--only-categories=performance',
        // The default, said out loud: a report must never come from devtools throttling.
        '--throttling-method=simulate',
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        '--chrome-flags=--headless --no-sandbox',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 1 << 26,
      },
    );
    const report = JSON.parse(await readFile(out, 'utf8'));
    // LH_REPORT_DIR keeps each report, to see which requests the simulation waited on.
    if (process.env.LH_REPORT_DIR) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
      await copyFile(out, join(process.env.LH_REPORT_DIR, name));
    }
    const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
    const settings = report.configSettings;
    if (settings.throttlingMethod !== 'simulate' || settings.formFactor !== 'mobile') {
      throw new Error(`Not the PageSpeed settings: ${settings.throttlingMethod}, ${settings.formFactor}`);
    }
    if (settings.throttling.cpuSlowdownMultiplier !== cpuSlowdown) {
      throw new Error(`CPU slowed ${settings.throttling.cpuSlowdownMultiplier}×, not ${cpuSlowdown}×`);
    }
    return {
      score: Math.round(report.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: report.environment?.benchmarkIndex,
      longTasks: (report.audits['long-tasks']?.details?.items ?? []).map((task) => ({
        start: task.startTime,
        duration: task.duration,
        to: chargedTo(task.url, url),
      })),
      version: report.lighthouseVersion,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Whom Lighthouse charges a long task to, in a word: the page, the browser, or a script's file. */
function chargedTo(taskUrl, pageUrl) {
  if (!taskUrl || taskUrl === 'Unattributable') return 'browser';
  return taskUrl === pageUrl ? 'document' : (taskUrl.split('/').pop() ?? taskUrl);
}

/**
 * Two pass-through servers in front of the app, for LH_FLOOR: one serves its pages as they are,
 * the other with every script and module preload taken out of the HTML (the page the server drew,
 * parsed, styled, laid out and painted, and nothing run). Both add the same hop, so the two
 * figures differ by the app's scripts alone.
 */
async function floorOrigins(target) {
  const serve = (stripScripts) =>
    new Promise((resolve) => {
      const server = createServer(async (req, res) => {
        const upstream = await fetch(target + req.url, { headers: { accept: req.headers.accept ?? '*/*' } });
        let body = Buffer.from(await upstream.arrayBuffer());
        if (stripScripts && upstream.headers.get('content-type')?.includes('text/html')) {
          const html = body.toString('utf8');
          body = Buffer.from(
            html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*modulepreload[^>]*>/g, ''),
          );
        }
        const headers = Object.fromEntries(
          [...upstream.headers].filter(
            ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name),
          ),
        );
        res.writeHead(upstream.status, headers).end(body);
      });
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
    });
  return { app: await serve(false), floor: await serve(true) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const span = (values, digits, unit) => {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? `${low}${unit}` : `${low}–${high}${unit}`;
};

// A report directory that does not exist yet is made, not found missing after the first run.
if (process.env.LH_REPORT_DIR) await mkdir(process.env.LH_REPORT_DIR, { recursive: true });

// Each page once before the rounds: the first request of a URL renders it on the server (later
// ones are served from the cache), and a deployed site's pages are as a rule already rendered.
for (const path of paths) await fetch(appOrigin + path).then((res) => res.arrayBuffer());

const floor = process.env.LH_FLOOR ? await floorOrigins(appOrigin) : null;
const kinds = floor
  ? [
      { label: 'the app, through the same hop as its floor', origin: floor.app },
      { label: 'its floor: the same pages with no script', origin: floor.floor },
    ]
  : [{ label: null, origin: appOrigin }];

const results = new Map(kinds.map((kind) => [kind, new Map(paths.map((path) => [path, []]))]));
for (let round = 1; round <= rounds; round += 1) {
  for (const path of paths) {
    // The app and its floor one after the other: a burst of load falls on both alike.
    for (const kind of kinds) {
      // Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): once more.
      const result = await lighthouse(kind.origin + path).catch(() => lighthouse(kind.origin + path));
      results.get(kind).get(path).push(result);
      console.error(
        `round ${round} ${path}${kind.label ? ` (${kind.label})` : ''}: ${result.score}, TBT ${Math.round(result.tbt)} ms (Lighthouse ${result.version}, CPU ${cpuSlowdown}×, benchmarkIndex ${result.benchmarkIndex})`,
      );
      if (process.env.LH_TASKS) {
        const tasks = result.longTasks.map(
          (t) => `${t.to} at ${Math.round(t.start)} for ${Math.round(t.duration)} ms`,
        );
        console.error(`  FCP ${Math.round(result.fcp)} ms; long tasks: ${tasks.join(', ') || 'none'}`);
      }
    }
  }
}

for (const [kind, pages] of results) {
  if (kind.label) console.log(`\n${kind.label}:\n`);
  printTable(pages);
}
process.exit(0);

function printTable(pages) {
  console.log('| page | performance (runs) | median | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [path, runs] of pages) {
    const scores = runs.map((r) => r.score);
    console.log(
      `| \`${path}\` | ${scores.join(', ')} | **${median(scores)}** | ${span(
        runs.map((r) => r.fcp / 1000),
        1,
        ' s',
      )} | ${span(
        runs.map((r) => r.lcp / 1000),
        1,
        ' s',
      )} | ${span(
        runs.map((r) => r.tbt),
        0,
        ' ms',
      )} | ${span(
        runs.map((r) => r.cls),
        3,
        '',
      )} |`,
    );
  }
}
