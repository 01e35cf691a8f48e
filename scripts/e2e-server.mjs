// The server of the browser tests: the built app on a fresh, empty DATA_DIR.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes('sprout-e2e')) {
  console.error("e2e-server: DATA_DIR must be the browser tests' own directory");
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
await import('./start.mjs');
