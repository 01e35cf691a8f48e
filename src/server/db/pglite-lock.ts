// Two processes on one PGlite data directory would corrupt it, so the first takes a lock file
// and a second refuses to start. A lock left by a process that no longer runs is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PgliteLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by another process (pid ${pid}). Stop that process first (the embedded database allows one process at a time), or use a different DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function lockPath(dataDir: string) {
  return path.join(dataDir, 'pglite.lock');
}

function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; host?: unknown };
    if (holder.host !== os.hostname()) return undefined;
    return typeof holder.pid === 'number' ? holder.pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquirePgliteLock(dataDir: string): PgliteLock {
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(
        fd,
        JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }),
      );
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readHolder(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readHolder(file);
      if (pid !== undefined && pid !== process.pid && processIsRunning(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      // Stale: its process is gone (or the file is unreadable). Take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${file}`);
}

/** For maintenance commands: the pid holding the data directory, if a live process does. */
export function pgliteLockHolder(dataDir: string): number | undefined {
  const pid = readHolder(lockPath(dataDir));
  return pid !== undefined && processIsRunning(pid) ? pid : undefined;
}
