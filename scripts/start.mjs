// `npm start`: builds when the sources changed since the last build, then runs the server
// (which migrates, seeds an empty database and listens) under its supervisor, which starts a
// worker that dies again (src/server/supervisor.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFingerprint, builtFingerprint, root } from './build-fingerprint.mjs';

if (buildFingerprint() !== builtFingerprint()) {
  console.log('Building Sprout (the sources changed since the last build)...');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see above.');
    process.exit(result.status ?? 1);
  }
}
process.argv.push('--supervise');
await import(pathToFileURL(path.join(root, 'dist/server/main.mjs')).href);
