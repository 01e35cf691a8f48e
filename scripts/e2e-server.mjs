// The server of the browser tests: the built app on a fresh, empty DATA_DIR, with the clock the
// tests can move forward (src/server/lib/e2e-clock.ts), so no test sleeps on the server's time.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes('sprout-e2e')) {
  console.error("e2e-server: DATA_DIR must be the browser tests' own directory");
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
process.env.SPROUT_E2E_CLOCK = '1';
await import('./start.mjs');
