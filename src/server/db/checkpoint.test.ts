import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-database.ts';
import { CHECKPOINT_AFTER_WAL_BYTES, checkpointIfDue, walSinceCheckpoint } from './checkpoint.ts';
import type { Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** About a megabyte of write-ahead log. */
async function writeSomeLog() {
  await database.query('create table if not exists checkpoint_load (v text)');
  await database.query("insert into checkpoint_load select repeat('x', 1000) from generate_series(1, 1000)");
}

describe.skipIf(!!process.env.DATABASE_URL)('checkpoints of the embedded database', () => {
  it('checkpoints once the log since the last one passes the threshold, so a crash replays little', async () => {
    await writeSomeLog();
    const before = await walSinceCheckpoint(database);
    expect(before).toBeGreaterThan(500_000);
    // Under the threshold: nothing to do (the single-user backend never checkpoints by itself).
    expect(before).toBeLessThan(CHECKPOINT_AFTER_WAL_BYTES);
    expect(await checkpointIfDue(database)).toBe(false);
    expect(await walSinceCheckpoint(database)).toBeGreaterThanOrEqual(before);
    expect(await checkpointIfDue(database, 500_000)).toBe(true);
    expect(await walSinceCheckpoint(database)).toBeLessThan(10_000);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('checkpoints on PostgreSQL', () => {
  it('are left to its own checkpointer', async () => {
    await writeSomeLog();
    expect(await checkpointIfDue(database, 0)).toBe(false);
  });
});
