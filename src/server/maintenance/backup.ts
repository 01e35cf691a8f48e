// Backups and restore (docs/rules.md#holding-up, docs/decisions/0017-backups.md): one archive holding
// the database, the uploads and the session secret, with paths relative to the archive.
//
//   manifest.json          { format, database: 'pglite' | 'postgres', createdAt }
//   database/pgdata.tar.gz PGlite's own dump of its data directory, or
//   database/sprout.sql    pg_dump's plain SQL on PostgreSQL
//   uploads/...            DATA_DIR/uploads
//   session-secret         the secret the server signs session and e-mail tokens with
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import { type Database, openDatabase, pgliteDataPath, SERVER_APPLICATION_NAME } from '#server/db/client.ts';
import { acquirePgliteLock } from '#server/db/pglite-lock.ts';
import { resolveSessionSecret } from '#server/lib/session-secret.ts';
import { uploadsDir } from '#server/plugins/uploads.ts';

const run = promisify(execFile);
const FORMAT = 1;
const PREFIX = 'sprout-backup-';
const SUFFIX = '.tar.gz';
const PGLITE_DUMP = 'database/pgdata.tar.gz';
const POSTGRES_DUMP = 'database/sprout.sql';

/** A failure with a message for the operator (the CLI prints it and stops). */
export class BackupError extends Error {
  override name = 'BackupError';
}

interface Manifest {
  format: number;
  database: 'pglite' | 'postgres';
  createdAt: string;
}

/** A program the backup needs (tar, pg_dump, psql), or a message saying how to get it. */
async function requireProgram(program: string, why: string) {
  try {
    await run(program, ['--version']);
  } catch {
    throw new BackupError(
      `${program} was not found on this machine; it is needed ${why}. Install it (on Debian/Ubuntu: apt install ${program === 'tar' ? 'tar' : 'postgresql-client'}, of the same major version as the PostgreSQL server or newer) and run this again.`,
    );
  }
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/**
 * The database's part. PGlite: its dump taken inside a transaction of our own, so no other
 * transaction is half done (PGlite runs one at a time) and no query runs while the files are
 * read; after a CHECKPOINT, so the copy opens without replaying the WAL. PostgreSQL: pg_dump,
 * which reads one consistent snapshot while the server keeps working.
 */
async function dumpDatabase(config: Config, database: Database | undefined, into: string) {
  mkdirSync(path.join(into, 'database'));
  if (config.databaseUrl) {
    await requireProgram('pg_dump', 'to back up a PostgreSQL database');
    await run(
      'pg_dump',
      ['--no-owner', '--no-privileges', '--file', path.join(into, POSTGRES_DUMP), config.databaseUrl],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => {
      throw new BackupError(`pg_dump failed: ${error.stderr?.trim() || String(error)}`);
    });
    return;
  }
  const client = database?.pglite;
  if (!client) throw new Error('a PGlite backup needs the open PGlite database');
  await client.query('checkpoint');
  const dump = await client.transaction(async () => client.dumpDataDir('gzip'));
  writeFileSync(path.join(into, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
}

/** The archives this command wrote, oldest first (before-migration copies are not counted). */
export function listBackups(backupDir: string): string[] {
  if (!existsSync(backupDir)) return [];
  return readdirSync(backupDir)
    .filter((f) => f.startsWith(PREFIX) && f.endsWith(SUFFIX))
    .sort();
}

/**
 * Writes one archive to BACKUP_DIR and keeps the newest BACKUP_KEEP. `database` is the open
 * PGlite database (the server's own, or the CLI's when no server runs); unused on PostgreSQL.
 * The uploads are copied after the database: an image is written before any row names it, so
 * every image the dump names is in the copy.
 */
export async function createBackup(
  config: Config,
  database: Database | undefined,
  options: { now?: Date; name?: string } = {},
): Promise<string> {
  await requireProgram('tar', 'to write the backup archive');
  const now = options.now ?? new Date();
  mkdirSync(config.backupDir, { recursive: true });
  const staging = mkdtempSync(path.join(config.backupDir, '.staging-'));
  try {
    await dumpDatabase(config, database, staging);
    const uploads = uploadsDir(config.dataDir);
    if (existsSync(uploads)) cpSync(uploads, path.join(staging, 'uploads'), { recursive: true });
    else mkdirSync(path.join(staging, 'uploads'));
    writeFileSync(
      path.join(staging, 'session-secret'),
      resolveSessionSecret(config.sessionSecret, config.dataDir),
      { mode: 0o600 },
    );
    const manifest: Manifest = {
      format: FORMAT,
      database: config.databaseUrl ? 'postgres' : 'pglite',
      createdAt: now.toISOString(),
    };
    writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    const name = options.name ?? `${PREFIX}${stamp(now)}-${randomBytes(3).toString('hex')}${SUFFIX}`;
    const file = path.join(config.backupDir, name);
    // Written under a temporary name and renamed, so a half-written archive never counts as one.
    const partial = `${file}.partial`;
    await run('tar', ['-czf', partial, '-C', staging, '.']);
    // It holds the password hashes and the session secret.
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    if (!options.name) {
      const all = listBackups(config.backupDir);
      for (const old of all.slice(0, Math.max(0, all.length - config.backupKeep))) {
        rmSync(path.join(config.backupDir, old), { force: true });
      }
    }
    return file;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** PostgreSQL: are Sprout servers connected (their pools name themselves)? */
async function serversOnPostgres(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
      [SERVER_APPLICATION_NAME],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** Runs psql with the given SQL text on stdin, all in one transaction. */
async function psql(url: string, parts: (string | { file: string })[]) {
  const child = spawn(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', url],
    {
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += String(d);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  for (const part of parts) {
    if (typeof part === 'string') child.stdin.write(part);
    else {
      const stream = createReadStream(part.file);
      stream.pipe(child.stdin, { end: false });
      await new Promise<void>((resolve, reject) => stream.on('end', () => resolve()).on('error', reject));
    }
  }
  child.stdin.end();
  const code = await exited;
  if (code !== 0) throw new BackupError(`psql could not restore the database: ${stderr.trim()}`);
}

/**
 * Brings back the database, the uploads and the session secret from an archive, after saving
 * the current state as one more archive. The server must be stopped. Every session ends: the
 * sessions of the backup's moment include ones that have logged out since.
 */
export async function restoreBackup(
  config: Config,
  archive: string,
): Promise<{ safetyCopy: string; secretOverridden: boolean }> {
  if (!existsSync(archive)) throw new BackupError(`There is no file ${archive}.`);
  await requireProgram('tar', 'to read the backup archive');
  if (config.databaseUrl) {
    await requireProgram('psql', 'to restore a PostgreSQL database');
    const servers = await serversOnPostgres(config.databaseUrl);
    if (servers > 0) {
      throw new BackupError(
        `A Sprout server is connected to this PostgreSQL database (${servers} connection(s)). Stop every instance first, then run the restore again.`,
      );
    }
  }
  mkdirSync(config.backupDir, { recursive: true });
  const unpacked = mkdtempSync(path.join(config.backupDir, '.restoring-'));
  try {
    await run('tar', ['-xzf', archive, '-C', unpacked]).catch(() => {
      throw new BackupError(`${archive} is not a Sprout backup archive (tar could not read it).`);
    });
    const manifest = readManifest(unpacked, archive);
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== kind) {
      throw new BackupError(
        `${archive} holds ${manifest.database === 'pglite' ? 'an embedded (PGlite)' : 'a PostgreSQL'} database, but this configuration uses ${kind === 'pglite' ? 'the embedded database' : 'PostgreSQL (DATABASE_URL)'}.`,
      );
    }

    // The current state, in case this was the wrong archive. On PGlite this takes the lock,
    // so a server that started meanwhile stops the restore here.
    const safetyName = `before-restore-${stamp(new Date())}${SUFFIX}`;
    const safetyCopy = config.databaseUrl
      ? await createBackup(config, undefined, { name: safetyName })
      : await withPglite(config, (database) => createBackup(config, database, { name: safetyName }));

    if (config.databaseUrl) {
      await psql(config.databaseUrl, [
        'drop schema if exists drizzle cascade;\ndrop schema public cascade;\ncreate schema public;\n',
        { file: path.join(unpacked, POSTGRES_DUMP) },
        '\ndelete from public.sessions;\n',
      ]);
    } else {
      await restorePglite(config, path.join(unpacked, PGLITE_DUMP));
    }

    const uploads = uploadsDir(config.dataDir);
    rmSync(uploads, { recursive: true, force: true });
    cpSync(path.join(unpacked, 'uploads'), uploads, { recursive: true });
    const secret = readFileSync(path.join(unpacked, 'session-secret'), 'utf8').trim();
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(path.join(config.dataDir, 'session-secret'), secret, { mode: 0o600 });
    return {
      safetyCopy,
      secretOverridden: config.sessionSecret !== undefined && config.sessionSecret !== secret,
    };
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

function readManifest(unpacked: string, archive: string): Manifest {
  try {
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format === FORMAT) return manifest;
  } catch {
    // falls through to the message
  }
  throw new BackupError(`${archive} is not a Sprout backup archive (no manifest.json this version reads).`);
}

async function withPglite<T>(config: Config, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: undefined });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Replaces DATA_DIR/pgdata with the archive's, under the data directory's lock. */
async function restorePglite(config: Config, dumpFile: string) {
  const lock = acquirePgliteLock(config.dataDir);
  try {
    const target = pgliteDataPath(config.dataDir);
    rmSync(target, { recursive: true, force: true });
    const client = await PGlite.create(target, { loadDataDir: new Blob([readFileSync(dumpFile)]) });
    try {
      await client.query('delete from sessions');
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}
