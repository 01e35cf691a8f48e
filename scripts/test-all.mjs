// `npm test`: everything CI checks: typecheck, lint, unit, API and component tests (Vitest), and
// browser tests (Playwright). Two lanes run side by side, since the browser tests spend much of
// their time waiting on the browser and the server: lane 1 the typecheck, the lint and Vitest;
// lane 2 the browser tests. Each lane's output is printed whole when it ends, so the log reads in
// order. Ends with one summary line `N passed, M failed` and writes the counts to
// test-results/summary.json.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-fingerprint.mjs';
import { playwrightFailures, vitestFailures } from './failed-tests.mjs';

const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const vitestReport = path.join(results, 'vitest.json');
const e2eReport = path.join(results, 'e2e-report.json');
const summary = path.join(results, 'summary.json');
// A run that crashes before writing its summary must not leave the last run's counts to be read.
for (const file of [vitestReport, e2eReport, summary]) rmSync(file, { force: true });

/** Runs a command with its output kept; answers whether it passed, and the output. */
function run(label, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: '0' } });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      resolve({
        ok,
        text: `\n=== ${label} ===\n${Buffer.concat(chunks)}=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s ===\n`,
      });
    });
  });
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

let passed = 0;
let failed = 0;
/** The failed tests' names, printed above the summary line (the end of a CI log is what is kept). */
const failedNames = [];
/** Counts a step without a report of its own as one test: the typecheck, the lint, a crashed run. */
const count = (ok, label) => {
  if (ok) passed++;
  else {
    failed++;
    failedNames.push(label);
  }
};

async function checksAndVitest() {
  for (const [label, command, args] of [
    ['typecheck', 'npx', ['tsc', '-b']],
    ['lint', 'npx', ['biome', 'check', '.']],
  ]) {
    const result = await run(label, command, args);
    process.stdout.write(result.text);
    count(result.ok, label);
  }
  const result = await run('unit, API and component tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  process.stdout.write(result.text);
  const vitest = readJson(vitestReport);
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += (vitest.numFailedTests ?? 0) + (result.ok || vitest.numFailedTests ? 0 : 1);
    failedNames.push(...vitestFailures(vitest));
    if (!result.ok && !vitest.numFailedTests)
      failedNames.push('unit, API and component tests (an error outside the tests)');
  } else {
    count(result.ok, 'unit, API and component tests (no report)');
  }
}

async function browserTests() {
  const result = await run('browser tests', 'node', ['scripts/e2e.mjs'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  process.stdout.write(result.text);
  const e2e = readJson(e2eReport);
  if (e2e?.stats) {
    passed += e2e.stats.expected ?? 0;
    failed +=
      (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0) + (result.ok || e2e.stats.unexpected ? 0 : 1);
    failedNames.push(...playwrightFailures(e2e));
    if (!result.ok && !e2e.stats.unexpected) failedNames.push('browser tests (an error outside the tests)');
  } else {
    count(result.ok, 'browser tests (no report)');
  }
}

const started = Date.now();
await Promise.all([checksAndVitest(), browserTests()]);
writeFileSync(summary, JSON.stringify({ passed, failed, failedNames }));
for (const name of failedNames) console.log(`failed: ${name}`);
console.log(`\nnpm test took ${((Date.now() - started) / 60_000).toFixed(1)} minutes`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
