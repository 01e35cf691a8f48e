// Background jobs (the booking reminder, clean-ups) run on an interval in every process; each
// job claims its rows with a conditional update, so several processes never do one thing twice.
// Tests drive them with a controlled clock: through the real interval (fake timers), or with
// `runAll()` where only the job's rule is under test.
import type { Logger } from './logger.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface JobRunner {
  register(job: Job): void;
  start(): void;
  stop(): Promise<void>;
  /** Runs every job once, now, in order of registration. */
  runAll(): Promise<void>;
  /** The names of the registered jobs. */
  names(): string[];
}

export function createJobRunner(logger: Logger): JobRunner {
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  const runOne = async (job: Job) => {
    const p = job
      .run()
      .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'a background job failed'));
    running.add(p);
    try {
      await p;
    } finally {
      running.delete(p);
    }
  };

  return {
    register(job) {
      jobs.push(job);
    },
    start() {
      for (const job of jobs) {
        const timer = setInterval(() => void runOne(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const t of timers) clearInterval(t);
      timers.length = 0;
      await Promise.allSettled([...running]);
    },
    names: () => jobs.map((job) => job.name),
    async runAll() {
      for (const job of jobs) await runOne(job);
    },
  };
}
