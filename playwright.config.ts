import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser tests run the built app on a free port with a fresh DATA_DIR (scripts/e2e-server.mjs)
// in Debian's Chromium (CHROME_PATH or /usr/bin/chromium); scripts/e2e.mjs checks it is there.
// A port of this run's own (workers inherit it through the environment), so two runs on one
// machine do not meet; E2E_PORT picks one.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 30_000));
const port = Number(process.env.E2E_PORT);
export const E2E_DATA_DIR = path.join(os.tmpdir(), `sprout-e2e-${port}`);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Its own folder: Playwright empties it at the start, and Vitest's report sits beside it.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // scripts/test-all.mjs asks for a JSON report too, to count the results.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      DEMO_MODE: '1',
    },
  },
});
