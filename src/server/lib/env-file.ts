import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { fromProjectRoot } from './project-root.ts';

/**
 * Adds the variables of a .env file (by default the one in the project folder, if there is one)
 * to `env`; variables already set win. The server and the maintenance commands both start with
 * it, so `npm run admin` works on the database the server uses.
 */
export function loadEnvFile(env: Record<string, string | undefined>, file = fromProjectRoot('.env')): void {
  if (!existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[name] === undefined) env[name] = value;
  }
}
