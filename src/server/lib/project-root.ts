import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The folder holding package.json. The server runs from src/ (tests, dev) and from the bundle in
 * dist/server (start), so paths to shipped files are found from here, not from this file.
 */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  cached = dir;
  return dir;
}

export function fromProjectRoot(...parts: string[]): string {
  return path.join(projectRoot(), ...parts);
}
