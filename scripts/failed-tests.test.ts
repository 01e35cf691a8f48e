// The names printed at the end of `npm test` and of CI come from real reports: each runner is
// run here on a folder with one passing and one failing test, and its JSON report is read.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './failed-tests.mjs';

const run = promisify(execFile);
// Inside the project (and out of node_modules, which Vitest skips), so the tests' imports of the
// runners resolve; .scratch is ignored by git.
mkdirSync('.scratch', { recursive: true });
const folder = mkdtempSync(path.resolve('.scratch/failed-tests-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const bin = (name: string) => path.resolve('node_modules/.bin', name);

/** Runs a command that is meant to fail (a test in it fails) and reads the report it wrote. */
async function reportOf(command: string, args: string[], report: string, env: Record<string, string> = {}) {
  await run(command, args, { cwd: folder, env: { ...process.env, ...env } }).catch(() => undefined);
  return JSON.parse(readFileSync(path.join(folder, report), 'utf8')) as unknown;
}

describe("the failed tests' names", () => {
  it('name the failed Vitest test with its file and describe block, not the passing one', async () => {
    writeFileSync(
      path.join(folder, 'sums.test.mjs'),
      `import { describe, expect, it } from 'vitest';
       describe('sums', () => {
         it('adds', () => expect(1 + 1).toBe(2));
         it('carries', () => expect(9 + 1).toBe(11));
       });`,
    );
    // A config of its own: else Vitest finds the project's, whose projects hold no such file.
    writeFileSync(
      path.join(folder, 'vitest.config.mjs'),
      'export default { test: { include: ["*.test.mjs"] } };',
    );
    const report = await reportOf(
      bin('vitest'),
      ['run', '--root', folder, '--reporter=json', '--outputFile=vitest.json'],
      'vitest.json',
    );
    expect(vitestFailures(report)).toEqual([
      `${path.relative(process.cwd(), folder)}/sums.test.mjs › sums carries`,
    ]);
  }, 60_000);

  it('name the failed Playwright test with its file and describe block, not the passing one', async () => {
    writeFileSync(
      path.join(folder, 'pw.config.mjs'),
      'export default { testDir: ".", testMatch: "*.pw.mjs" };',
    );
    writeFileSync(
      path.join(folder, 'words.pw.mjs'),
      `import { expect, test } from '@playwright/test';
       test.describe('words', () => {
         test('spells', () => expect('cat').toBe('cat'));
         test('rhymes', () => expect('cat').toBe('dog'));
       });`,
    );
    const report = await reportOf(
      bin('playwright'),
      ['test', '--config', 'pw.config.mjs', '--reporter=json'],
      'pw.json',
      { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(folder, 'pw.json') },
    );
    expect(playwrightFailures(report)).toEqual(['words.pw.mjs › words › rhymes (unexpected)']);
  }, 60_000);

  it('are none for an empty or missing report', () => {
    expect(vitestFailures(undefined)).toEqual([]);
    expect(playwrightFailures({ suites: [] })).toEqual([]);
  });
});
