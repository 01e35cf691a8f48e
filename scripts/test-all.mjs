// `npm test`: everything CI checks, in order: typecheck, lint, unit and API tests (Vitest),
// browser tests (Playwright). Prints one summary line `N passed, M failed` at the end and
// writes the counts to test-results/summary.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-fingerprint.mjs';

const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const vitestReport = path.join(results, 'vitest.json');
const e2eReport = path.join(results, 'e2e-report.json');
const summary = path.join(results, 'summary.json');
// A run that crashes before writing its summary must not leave the last run's counts to be read.
for (const file of [vitestReport, e2eReport, summary]) rmSync(file, { force: true });

const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`,
  );
  return result.status === 0;
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

let passed = 0;
let failed = 0;
const count = (ok) => (ok ? passed++ : failed++);

count(run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));
count(run('lint', 'npx', ['biome', 'check', '.']));

const vitestOk = run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitestOk || vitest.numFailedTests ? 0 : 1);
} else {
  count(vitestOk);
}

const e2eOk = run('browser tests', 'node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
const e2e = readJson(e2eReport);
if (e2e?.stats) {
  passed += e2e.stats.expected ?? 0;
  failed += (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0) + (e2eOk || e2e.stats.unexpected ? 0 : 1);
} else {
  count(e2eOk);
}

writeFileSync(summary, JSON.stringify({ passed, failed }));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
