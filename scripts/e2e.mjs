// `npm run test:e2e`: the browser tests in Debian's Chromium (scripts/test-browser.mjs picks which
// build). Without a browser they are skipped with a loud notice, except in CI, where a missing
// browser fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildFingerprint, builtFingerprint, root } from './build-fingerprint.mjs';
import { HEADLESS_SHELL, testBrowserPath } from './test-browser.mjs';

const chrome = testBrowserPath();
if (!chrome || !existsSync(chrome)) {
  const notice = `\n!!! Browser tests SKIPPED: no Chromium at ${chrome ?? HEADLESS_SHELL}. Install it (apt-get install -y chromium-headless-shell) or set CHROME_PATH. !!!\n`;
  if (process.env.CI) {
    console.error(`${notice}CI is set, so a missing browser fails the run.`);
    process.exit(1);
  }
  console.warn(notice);
  process.exit(0);
}
// Built once here: each worker's server (playwright.config.ts) would otherwise build on its own.
if (buildFingerprint() !== builtFingerprint()) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
