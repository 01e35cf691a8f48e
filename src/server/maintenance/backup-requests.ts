// On PGlite the running server holds the database (one process at a time), so `npm run admin --
// backup` asks the server to take the backup: it leaves a request file in DATA_DIR and sends
// SIGUSR2; the server writes the archive with the same code as the command and leaves an answer
// file. Only a process allowed to signal the server and write its data directory (its own user,
// or root) can ask: the same people who could copy the data directory anyway. No HTTP call.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { BackupError, createBackup } from './backup';

const SIGNAL = 'SIGUSR2';
const REQUEST = '.request';
const ANSWER = '.answer';

function requestsDir(dataDir: string) {
  return path.join(dataDir, 'backup-requests');
}

type Answer = { file: string } | { error: string };

/** The server's side: answers every pending request on each signal, one backup at a time. */
export function answerBackupRequests(config: Config, database: Database, logger: Logger): () => void {
  const dir = requestsDir(config.dataDir);
  let queue = Promise.resolve();
  const answerPending = async () => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).filter((f) => f.endsWith(REQUEST))) {
      const id = name.slice(0, -REQUEST.length);
      let answer: Answer;
      try {
        answer = { file: await createBackup(config, database) };
        logger.info({ backup: answer.file }, 'saved a backup, as asked by npm run admin -- backup');
      } catch (error) {
        logger.error({ err: error }, 'a backup asked for by npm run admin -- backup failed');
        answer = { error: error instanceof Error ? error.message : String(error) };
      }
      writeFileSync(path.join(dir, `${id}${ANSWER}`), JSON.stringify(answer));
      rmSync(path.join(dir, name), { force: true });
    }
  };
  const onSignal = () => {
    queue = queue.then(answerPending, answerPending);
  };
  process.on(SIGNAL, onSignal);
  return () => process.off(SIGNAL, onSignal);
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The command's side: asks the server `pid` for a backup and waits for the archive's path. */
export async function requestBackupFromServer(
  config: Config,
  pid: number,
  timeoutMs = 10 * 60_000,
): Promise<string> {
  const dir = requestsDir(config.dataDir);
  mkdirSync(dir, { recursive: true });
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const request = path.join(dir, `${id}${REQUEST}`);
  const answerFile = path.join(dir, `${id}${ANSWER}`);
  writeFileSync(request, JSON.stringify({ pid: process.pid, at: new Date().toISOString() }));
  try {
    process.kill(pid, SIGNAL);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (existsSync(answerFile)) {
        const answer = JSON.parse(readFileSync(answerFile, 'utf8')) as Answer;
        rmSync(answerFile, { force: true });
        if ('error' in answer) throw new BackupError(`The server could not save the backup: ${answer.error}`);
        return answer.file;
      }
      if (!isRunning(pid))
        throw new BackupError(`The server (pid ${pid}) stopped before it saved the backup.`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new BackupError(
      `The server (pid ${pid}) did not answer within ${Math.round(timeoutMs / 1000)} s. Is it a Sprout server of this version?`,
    );
  } finally {
    rmSync(request, { force: true });
  }
}
