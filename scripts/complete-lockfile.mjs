// This machine's npm registry serves only the Linux builds of packages that ship one build per
// platform (biome, esbuild, rolldown, tailwind's oxide, argon2...), so `npm install` leaves the
// other platforms' optional packages out of package-lock.json, and `npm ci` then refuses the
// lock as out of sync. This adds each missing optional package as a placeholder entry; `npm ci`
// skips an optional package it cannot fetch. Run it after changing dependencies:
//   npm install && node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-fingerprint.mjs';

const file = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

function resolves(fromKey, name) {
  // Node's lookup: nested node_modules first, then each parent's, then the top level.
  let dir = fromKey;
  while (true) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!dir) return false;
    const idx = dir.lastIndexOf('/node_modules/');
    dir = idx === -1 ? '' : dir.slice(0, idx);
  }
}

let added = 0;
for (const [key, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolves(key, name)) continue;
    const target = packages[`node_modules/${name}`] ? `${key}/node_modules/${name}` : `node_modules/${name}`;
    packages[target] = {
      version: version.replace(/^[\^~=]/, ''),
      optional: true,
      ...(meta.dev ? { dev: true } : {}),
    };
    added++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform packages added as placeholders`);
