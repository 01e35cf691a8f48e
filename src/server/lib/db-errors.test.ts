// Which database errors are "try again shortly" (503) rather than a bug (500): classified from
// the errors node-postgres really raises.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '#server/test/server-process.ts';
import { isDatabaseUnavailable } from './db-errors.ts';

describe('isDatabaseUnavailable', () => {
  it('is true for a refused connection, also when wrapped as Drizzle wraps it', async () => {
    const port = await freePort(); // nothing listens there
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/none` });
    const refused = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
  });

  it('is true for a server going away and for a lost connection', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const starting = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    const linkFailure = Object.assign(new Error('connection failure'), { code: '08006' });
    for (const error of [terminated, starting, linkFailure, new Error('Connection terminated unexpectedly')])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('is false for a refused write and for a bug', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    for (const error of [unique, new TypeError('x is undefined'), 'a string', undefined])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
