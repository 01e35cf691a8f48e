import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_SHELL, TEST_BROWSER_ARGS, testBrowserPath } from './scripts/test-browser.mjs';

// Browser tests run the built app in Debian's Chromium (scripts/test-browser.mjs picks the build;
// scripts/e2e.mjs checks it is there). Each Playwright worker has a server of its own, on its own
// port with its own fresh DATA_DIR (scripts/e2e-server.mjs), so tests that change the demo data
// in one worker never meet another worker's. Ports run from E2E_PORT (one per run, so two runs on
// one machine do not meet; workers inherit it through the environment) to E2E_PORT + workers - 1.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 30_000));
const firstPort = Number(process.env.E2E_PORT);
/** E2E_WORKERS picks how many (each worker costs a server and a browser: about 500 MB). */
const workers = Number(process.env.E2E_WORKERS ?? 2);

const serverOf = (index: number) => {
  const port = firstPort + index;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir: path.join(os.tmpdir(), `sprout-e2e-${port}`),
  };
};

// This file is loaded again in every worker, with the worker's slot in TEST_PARALLEL_INDEX: the
// worker's server is then the one every test in it uses, whichever `test` it imports.
const own = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** The data directory of this worker's server (its outbox is read by fixtures.ts). */
export const E2E_DATA_DIR = own.dataDir;

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties it at the start, and Vitest's report sits beside it.
  outputDir: 'test-results/e2e',
  // A file's tests run in order in one worker (later tests of a file may build on earlier ones).
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // scripts/test-all.mjs asks for a JSON report too, to count the results.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: own.baseURL,
    screenshot: 'only-on-failure',
    // No trace by default: recording one (a DOM snapshot at every action and the screen's frames)
    // cost a third of the browser tests' CPU time on this 2-core machine, and the browser lane is what `npm test`
    // waits on. A failing test keeps its screenshot; for its trace, run it again with
    // E2E_TRACE=retain-on-failure (README, "Tests").
    trace:
      process.env.E2E_TRACE === 'retain-on-failure' || process.env.E2E_TRACE === 'on'
        ? process.env.E2E_TRACE
        : 'off',
    launchOptions: { executablePath: testBrowserPath() ?? HEADLESS_SHELL, args: TEST_BROWSER_ARGS },
    // Journeys run as for someone who asked for less motion: the accessibility audit then checks
    // in every state that nothing moves, and the browser does not draw each button's colour
    // change and each dialog's opening frame by frame (a fifth of the admin journeys' CPU). The
    // games a child plays keep their motion (play-views.spec.ts, play-quizzes.spec.ts).
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: workers }, (_, index) => {
    const server = serverOf(index);
    return {
      command: 'node scripts/e2e-server.mjs',
      url: `${server.baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(server.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: server.baseURL,
        DATA_DIR: server.dataDir,
        LOG_LEVEL: 'warn',
        DEMO_MODE: '1',
      },
    };
  }),
});
