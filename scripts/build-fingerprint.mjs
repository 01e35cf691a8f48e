// A fingerprint of everything the build reads, so `npm start` rebuilds only when needed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const stampFile = path.join(root, 'dist', '.build-stamp');

const INPUTS = [
  'src',
  'package-lock.json',
  'package.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  // The build's scripts and the Vite plugins they hold (i18n catalogs, illustrations' pictures):
  // the whole folder, so a new one is never left out.
  'scripts',
];

function walk(p, out) {
  const stat = statSync(p, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of readdirSync(p).sort()) {
      if (name === 'node_modules' || /\.test\.tsx?$/.test(name)) continue;
      walk(path.join(p, name), out);
    }
  } else {
    out.push(p);
  }
}

export function buildFingerprint() {
  const files = [];
  for (const input of INPUTS) walk(path.join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function builtFingerprint() {
  try {
    return readFileSync(stampFile, 'utf8').trim();
  } catch {
    return undefined;
  }
}
