// Names the tests that failed in a Vitest or Playwright JSON report, so a run's last lines say
// which ones without the whole log (CI keeps only its tail). `npm test` prints them above its
// summary line; `.ci/run` runs this file on the PostgreSQL pass's report:
//   node scripts/failed-tests.mjs test-results/vitest-pg.json
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** "file › test" for each failed test of a Vitest JSON report, and each file that failed to load. */
export function vitestFailures(report) {
  const names = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) names.push(`${where} › ${test.fullName ?? test.title}`);
    if (failed.length === 0 && file.status === 'failed') {
      names.push(`${where} (the file failed: ${String(file.message ?? '').split('\n')[0]})`);
    }
  }
  return names;
}

/** "file › test (unexpected | flaky)" for each test of a Playwright JSON report that did not pass. */
export function playwrightFailures(report) {
  const names = [];
  const walk = (suite, titles) => {
    const here = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          names.push(`${spec.file ?? suite.file} › ${[...here, spec.title].join(' › ')} (${test.status})`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return names;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) {
    let report;
    try {
      report = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    const names = report.suites ? playwrightFailures(report) : vitestFailures(report);
    for (const name of names) console.log(`failed: ${name}`);
  }
}
