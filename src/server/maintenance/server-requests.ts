// On PGlite the running server holds the database (one process at a time), so an `npm run admin`
// command that needs it while the server runs asks the server: it leaves a request file of its
// kind in DATA_DIR and sends SIGUSR2; the server does the work with its own database and leaves
// an answer file. Only a process allowed to signal the server and write its data directory (its
// own user, or root) can ask: the same people who could copy the data directory anyway. No HTTP
// call. What each kind does is given by the server (admin-requests.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '#server/lib/logger.ts';

/** What the server answers to each kind of request. */
export interface ServerAnswers {
  /** The archive's path. */
  backup: string;
  /** How many parents the digest went to. */
  digest: number;
}
export type ServerRequestKind = keyof ServerAnswers;
export type ServerRequestHandlers = { [K in ServerRequestKind]: () => Promise<ServerAnswers[K]> };

/** What the server was asked to do, for the command's messages. */
const TASK: Record<ServerRequestKind, string> = {
  backup: 'save the backup',
  digest: 'send the weekly family digest',
};

/** The server could not do what was asked, or did not answer. */
export class ServerRequestError extends Error {}

const SIGNAL = 'SIGUSR2';
const REQUEST = '.request';
const ANSWER = '.answer';

function requestsDir(dataDir: string) {
  return path.join(dataDir, 'server-requests');
}

type Answer = { value: unknown } | { error: string };

function isKind(kind: unknown): kind is ServerRequestKind {
  return typeof kind === 'string' && Object.hasOwn(TASK, kind);
}

/** The server's side: answers every pending request on each signal, one at a time. */
export function answerServerRequests(
  dataDir: string,
  handlers: ServerRequestHandlers,
  logger: Logger,
): () => void {
  const dir = requestsDir(dataDir);
  let queue = Promise.resolve();
  const answerPending = async () => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).filter((f) => f.endsWith(REQUEST))) {
      const id = name.slice(0, -REQUEST.length);
      let answer: Answer;
      try {
        const { kind } = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { kind?: unknown };
        if (!isKind(kind)) throw new Error(`unknown request kind ${JSON.stringify(kind)}`);
        answer = { value: await handlers[kind]() };
        logger.info({ kind, answer: answer.value }, `done as asked by npm run admin -- ${kind}`);
      } catch (error) {
        logger.error({ err: error, request: name }, 'a request of npm run admin failed');
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

/** The command's side: asks the server `pid` to do `kind` and waits for its answer. */
export async function askRunningServer<K extends ServerRequestKind>(
  dataDir: string,
  pid: number,
  kind: K,
  timeoutMs = 10 * 60_000,
): Promise<ServerAnswers[K]> {
  const dir = requestsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const request = path.join(dir, `${id}${REQUEST}`);
  const answerFile = path.join(dir, `${id}${ANSWER}`);
  writeFileSync(request, JSON.stringify({ kind, pid: process.pid, at: new Date().toISOString() }));
  try {
    const stopped = () =>
      new ServerRequestError(`The server (pid ${pid}) stopped before it could ${TASK[kind]}.`);
    if (!isRunning(pid)) throw stopped();
    process.kill(pid, SIGNAL);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (existsSync(answerFile)) {
        const answer = JSON.parse(readFileSync(answerFile, 'utf8')) as Answer;
        rmSync(answerFile, { force: true });
        if ('error' in answer)
          throw new ServerRequestError(`The server could not ${TASK[kind]}: ${answer.error}`);
        return answer.value as ServerAnswers[K];
      }
      if (!isRunning(pid)) throw stopped();
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new ServerRequestError(
      `The server (pid ${pid}) did not answer within ${Math.round(timeoutMs / 1000)} s. Is it a Sprout server of this version?`,
    );
  } finally {
    rmSync(request, { force: true });
  }
}
