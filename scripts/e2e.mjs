// `npm run test:e2e`: the browser tests in Debian's Chromium. Without a browser they are skipped
// with a loud notice, except in CI, where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  const notice = `\n!!! Browser tests SKIPPED: no Chromium at ${chrome}. Install it (apt-get install -y chromium) or set CHROME_PATH. !!!\n`;
  if (process.env.CI) {
    console.error(`${notice}CI is set, so a missing browser fails the run.`);
    process.exit(1);
  }
  console.warn(notice);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
