// The embedded database runs PostgreSQL as one single-user backend, which has no checkpointer:
// it never checkpoints on a timer, nor when the write-ahead log passes max_wal_size (only a
// backend under a postmaster asks for that). Left alone, the log since the last checkpoint grew
// with every write since the server started, and a start after `kill -9` replayed all of it (18 s
// after a day of heavy use). So the server checkpoints itself once that log passes a few
// megabytes, which bounds both the replay and the log's size on disk. PostgreSQL proper has its
// own checkpointer: nothing to do there.
import type { Job } from '#server/lib/jobs.ts';
import type { Database } from './client.ts';

/** The log a crash may leave to replay: well under a second of recovery on a busy 2-core machine. */
export const CHECKPOINT_AFTER_WAL_BYTES = 16 * 1024 * 1024;

/** How often the log's size is looked at: one cheap query. */
const CHECK_EVERY_MS = 10_000;

/** Bytes of write-ahead log written since the last checkpoint began (what a crash replays). */
export async function walSinceCheckpoint(database: Database): Promise<number> {
  const [row] = await database.query<{ bytes: string }>(
    'select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::text as bytes from pg_control_checkpoint()',
  );
  return Number(row?.bytes ?? 0);
}

/** Checkpoints the embedded database when its log since the last checkpoint passed `threshold`. */
export async function checkpointIfDue(
  database: Database,
  threshold = CHECKPOINT_AFTER_WAL_BYTES,
): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  if ((await walSinceCheckpoint(database)) < threshold) return false;
  await database.query('checkpoint');
  return true;
}

export function databaseJobs(database: Database): Job[] {
  return [
    {
      name: 'checkpoint-embedded-database',
      everyMs: CHECK_EVERY_MS,
      run: () => checkpointIfDue(database),
    },
  ];
}
