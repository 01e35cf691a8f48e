// `npm start` runs the server under a supervisor (docs/rules.md#holding-up): the primary process serves
// nothing itself; it forks the workers and starts again any worker that dies, for any reason,
// also when there is only one. A worker that keeps dying is started again less and less often.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '#server/lib/logger.ts';

export interface RestartPolicy {
  /** The wait before the first restart, and again once a worker has stayed up. */
  firstDelayMs: number;
  /** The longest wait, for a worker that dies at every start. */
  maxDelayMs: number;
  /** A worker up this long is healthy: its next death starts the back-off again. */
  stableAfterMs: number;
}

export const RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
};

/**
 * The wait before a dead worker is started again: the first wait after a worker that stayed up
 * (or the first death), otherwise twice the previous wait, at most the longest.
 */
export function restartDelay(
  previousDelayMs: number | undefined,
  upForMs: number,
  policy: RestartPolicy = RESTART_POLICY,
): number {
  if (previousDelayMs === undefined || upForMs >= policy.stableAfterMs) return policy.firstDelayMs;
  return Math.min(previousDelayMs * 2, policy.maxDelayMs);
}

/** How long the workers have to close after SIGINT/SIGTERM (they force their own exit at 10 s). */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * Forks `count` workers running `exec` (the server's entry) and keeps that many alive until
 * SIGINT or SIGTERM, which is passed on to the workers; then exits once they have closed.
 */
export function superviseWorkers(options: { count: number; exec: string; logger: Logger }) {
  const { count, logger } = options;
  cluster.setupPrimary({ exec: options.exec });
  let stopping = false;
  const pending = new Set<NodeJS.Timeout>();

  const start = (previousDelayMs: number | undefined) => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const delay = restartDelay(previousDelayMs, Date.now() - startedAt);
      logger.error(
        { pid: worker.process.pid, code, signal, restartInMs: delay },
        'a worker stopped; starting another',
      );
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (!stopping) start(delay);
      }, delay);
      pending.add(timer);
    });
  };
  for (let i = 0; i < count; i++) start(undefined);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'closing the workers');
    for (const timer of pending) clearTimeout(timer);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(0);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      // In a terminal the workers had the signal already; a second one is harmless.
      worker.process.kill(signal);
    }
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
