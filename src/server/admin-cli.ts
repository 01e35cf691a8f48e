// The maintenance commands behind `npm run admin` (scripts/admin.ts), kept here so tests can
// run them against a real database.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { pgliteLockHolder } from './db/pglite-lock';
import { openAndPrepareDatabase } from './db/startup';
import { findUserWithPasswordByUsername, setAdmin } from './features/accounts/accounts.repository';
import { loadEnvFile } from './lib/env-file';
import { createLogger } from './lib/logger';

const USAGE = [
  'Usage:',
  '  npm run admin -- grant USERNAME    give USERNAME admin rights (in any mode)',
  '  npm run admin -- revoke USERNAME   take them away again',
  '  npm run admin -- backup            copy the embedded database to DATA_DIR/backups',
].join('\n');

export interface AdminCommandOptions {
  /** The .env file to read; by default the project's, as the server reads it. */
  envFile?: string;
}

export async function runAdminCommand(
  args: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
  options: AdminCommandOptions = {},
): Promise<number> {
  const [command, username] = args;
  if (!command || !['grant', 'revoke', 'backup'].includes(command) || (command !== 'backup' && !username)) {
    print(USAGE);
    return 2;
  }
  const fullEnv = { ...env };
  loadEnvFile(fullEnv, options.envFile);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(fullEnv);
  } catch (error) {
    if (error instanceof ConfigError) {
      print(error.message);
      return 1;
    }
    throw error;
  }
  if (!config.databaseUrl) {
    const holder = pgliteLockHolder(config.dataDir);
    if (holder !== undefined) {
      print(
        `The Sprout server (pid ${holder}) is using the embedded database in ${config.dataDir}. Stop it first, then run this again (the embedded database allows one process at a time).`,
      );
      return 1;
    }
  }
  if (command === 'backup' && config.databaseUrl) {
    print('On PostgreSQL, back up with pg_dump (for example: pg_dump "$DATABASE_URL" > sprout.sql).');
    return 1;
  }

  // Migrated as the server starts: under the advisory lock on PostgreSQL (a server may be
  // starting at the same moment), and after a backup copy on PGlite.
  const database = await openAndPrepareDatabase(config, createLogger(config.logLevel), { seed: false });
  try {
    if (command === 'backup') {
      const dump = await database.pglite!.dumpDataDir('gzip');
      const dir = path.join(config.dataDir, 'backups');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `pgdata-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      print(`Saved a backup of the database to ${file}`);
      return 0;
    }
    const user = await findUserWithPasswordByUsername(database.db, username ?? '');
    if (!user) {
      print(`There is no user named "${username}".`);
      return 1;
    }
    await setAdmin(database.db, user.id, command === 'grant');
    print(
      command === 'grant'
        ? `${user.username} is now an administrator.`
        : `${user.username} is no longer an administrator.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
