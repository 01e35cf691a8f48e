// The maintenance commands behind `npm run admin` (scripts/admin.ts), kept here so tests can
// run them against a real database.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { pgliteLockHolder } from './db/pglite-lock';
import { findUserWithPasswordByUsername, setAdmin } from './features/accounts/accounts.repository';

const USAGE = [
  'Usage:',
  '  npm run admin -- grant USERNAME    give USERNAME admin rights (in any mode)',
  '  npm run admin -- revoke USERNAME   take them away again',
  '  npm run admin -- backup            copy the embedded database to DATA_DIR/backups',
].join('\n');

export async function runAdminCommand(
  args: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const [command, username] = args;
  if (!command || !['grant', 'revoke', 'backup'].includes(command) || (command !== 'backup' && !username)) {
    print(USAGE);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
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

  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: 2,
  });
  try {
    await migrateDatabase(database);
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
