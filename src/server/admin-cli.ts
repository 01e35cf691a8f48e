// The maintenance commands behind `npm run admin` (scripts/admin.ts), kept here so tests can
// run them against a real database.

import { sendWeeklyDigest } from '#server/cross-feature/weekly-digest/digest.service.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { DataDirLockedError, pgliteLockHolder } from '#server/db/pglite-lock.ts';
import { openAndPrepareDatabase } from '#server/db/startup.ts';
import {
  findAgeAndConsent,
  findUserWithPasswordByUsername,
  setAdmin,
} from '#server/features/accounts/accounts.repository.ts';
import { isChild } from '#server/features/accounts/child-rule.ts';
import { systemClock } from '#server/lib/clock.ts';
import { loadEnvFile } from '#server/lib/env-file.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createMailer } from '#server/lib/mailer.ts';
import { resolveSessionSecret } from '#server/lib/session-secret.ts';
import { BackupError, createBackup, restoreBackup } from '#server/maintenance/backup.ts';
import { askRunningServer, ServerRequestError } from '#server/maintenance/server-requests.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';

const USAGE = [
  'Usage:',
  '  npm run admin -- grant USERNAME    give USERNAME admin rights (in any mode)',
  '  npm run admin -- revoke USERNAME   take them away again',
  '  npm run admin -- backup            save the database, uploads and session secret to BACKUP_DIR',
  '                                     (works while the server runs)',
  '  npm run admin -- restore FILE      bring them back from a backup (the server must be stopped;',
  '                                     every session ends)',
  '  npm run admin -- digest            send the weekly family digest to every parent now',
].join('\n');

const COMMANDS: Record<string, { needsArgument: boolean }> = {
  grant: { needsArgument: true },
  revoke: { needsArgument: true },
  backup: { needsArgument: false },
  restore: { needsArgument: true },
  digest: { needsArgument: false },
};

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
  const [command, argument] = args;
  const known = command ? COMMANDS[command] : undefined;
  if (!command || !known || (known.needsArgument && !argument)) {
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
  if (command === 'backup' || command === 'restore') {
    try {
      return await (command === 'backup' ? backup(config, print) : restore(config, argument ?? '', print));
    } catch (error) {
      // A server that started while the command ran is one of the expected refusals.
      if (
        !(
          error instanceof BackupError ||
          error instanceof DataDirLockedError ||
          error instanceof ServerRequestError
        )
      )
        throw error;
      print(error.message);
      return 1;
    }
  }
  if (!config.databaseUrl) {
    const holder = pgliteLockHolder(config.dataDir);
    if (holder !== undefined && command === 'digest') return askServerForDigest(config, holder, print);
    if (holder !== undefined) {
      print(
        `The Sprout server (pid ${holder}) is using the embedded database in ${config.dataDir}. Stop it first, then run this again (the embedded database allows one process at a time).`,
      );
      return 1;
    }
  }

  // Migrated as the server starts: under the advisory lock on PostgreSQL (a server may be
  // starting at the same moment), and after a backup copy on PGlite.
  const database = await openAndPrepareDatabase(config, createLogger(config.logLevel), {});
  if (command === 'digest') return sendDigestNow(config, database, print);
  try {
    const user = await findUserWithPasswordByUsername(database.db, argument ?? '');
    if (!user) {
      print(`There is no user named "${argument}".`);
      return 1;
    }
    // A child's account stays a child's: no role beyond it, from the command line either.
    const age = await findAgeAndConsent(database.db, user.id);
    if (command === 'grant' && age && isChild(age, new Date())) {
      print(`${user.username} is a child under 13, and a child's account cannot be an administrator.`);
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

/**
 * PostgreSQL: pg_dump, beside any running server. PGlite: the running server, which holds the
 * database, takes the backup when asked (admin-requests.ts); with none running, this process
 * opens the database itself.
 */
async function backup(config: Config, print: (line: string) => void): Promise<number> {
  let file: string;
  const holder = config.databaseUrl ? undefined : pgliteLockHolder(config.dataDir);
  if (config.databaseUrl) {
    file = await createBackup(config, undefined);
  } else if (holder !== undefined) {
    print(`Asking the running server (pid ${holder}) to save the backup...`);
    file = await askRunningServer(config.dataDir, holder, 'backup');
  } else {
    const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: undefined });
    try {
      file = await createBackup(config, database);
    } finally {
      await database.close();
    }
  }
  print(`Saved a backup of the database, the uploads and the session secret to ${file}`);
  print(`(${config.backupDir} keeps the newest ${config.backupKeep}; set BACKUP_KEEP to change that.)`);
  return 0;
}

async function restore(config: Config, file: string, print: (line: string) => void): Promise<number> {
  const holder = config.databaseUrl ? undefined : pgliteLockHolder(config.dataDir);
  if (holder !== undefined) {
    print(
      `The Sprout server (pid ${holder}) is running on ${config.dataDir}. Stop it first, then run the restore again (a restore replaces the database under it).`,
    );
    return 1;
  }
  const { safetyCopy, secretOverridden } = await restoreBackup(config, file);
  print(`Restored the database, the uploads and the session secret from ${file}.`);
  print('Every session has ended: everyone signs in again.');
  print(`What was there before is saved in ${safetyCopy}.`);
  if (secretOverridden) {
    print(
      "Note: SESSION_SECRET is set in the environment and differs from the backup's secret; the environment wins, so e-mailed links sent before the backup will not work. Set SESSION_SECRET to the backup's (now in DATA_DIR/session-secret) to keep them.",
    );
  }
  return 0;
}

/** `npm run admin -- digest`: the weekly family digest, now, through the configured mail path. */
async function sendDigestNow(
  config: Config,
  database: Database,
  print: (line: string) => void,
): Promise<number> {
  const logger = createLogger(config.logLevel);
  const mailer = createMailer(config, logger);
  try {
    const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir);
    const sent = await sendWeeklyDigest({
      db: database.db,
      clock: systemClock,
      config: { ...config, sessionSecret },
      mailer,
    });
    print(digestSentLine(sent));
    return 0;
  } finally {
    await mailer.close();
    await database.close();
  }
}

/** PGlite with the server running: the server, which holds the database, sends it (admin-requests.ts). */
async function askServerForDigest(
  config: Config,
  holder: number,
  print: (line: string) => void,
): Promise<number> {
  print(`Asking the running server (pid ${holder}) to send the weekly family digest...`);
  try {
    print(digestSentLine(await askRunningServer(config.dataDir, holder, 'digest')));
    return 0;
  } catch (error) {
    if (!(error instanceof ServerRequestError)) throw error;
    print(error.message);
    return 1;
  }
}

function digestSentLine(sent: number) {
  return `Sent the weekly family digest to ${sent} ${sent === 1 ? 'parent' : 'parents'}.`;
}
