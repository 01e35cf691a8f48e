// docs/operations.md#growing-past-one-machine: app servers keep no state of their own. Two instances against one
// PostgreSQL database: a session made on one works on the other, and a change made on one is
// seen on the other at once, although both cache catalog reads in memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { SAMPLE_INPUTS } from '#server/features/admin/test/admin.samples.ts';
import { createCompletedSession, createTutor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let closeDatabase: () => Promise<void>;

  beforeAll(async () => {
    const shared = await createTestDatabase();
    closeDatabase = () => shared.close();
    // Each instance has its own pool, as separate processes would.
    const second = await openDatabase({ dataDir: '', databaseUrl: shared.url, poolSize: 3 });
    a = await createTestApp({ database: shared, config: { databaseUrl: shared.url } });
    b = await createTestApp({ database: second, config: { databaseUrl: shared.url } });
    const close = b.close;
    b.close = async () => {
      await close();
      await second.close();
    };
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await closeDatabase();
  });

  it('a session made on one instance works on the other, and logging out on one ends it on both', async () => {
    const res = await a.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Two Servers',
        username: 'two-servers',
        email: 'two@example.com',
        password: 'secret123',
      },
    });
    const cookie = `sprout_session=${res.cookies.find((c) => c.name === 'sprout_session')?.value}`;
    const me = await b.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('two-servers');
    await b.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect((await a.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a change made through one instance shows at once in the cached catalog of the other', async () => {
    const tutor = await createTutor(a.database.db, { name: 'Cached Everywhere' });
    const rating = async () => {
      const res = await b.inject({ method: 'GET', url: `/api/tutors/${tutor.id}` });
      return res.json().rating as number;
    };
    expect(await rating()).toBe(0); // now cached on b
    const { cookie, user } = await a.signUp();
    await createCompletedSession(a.database.db, {
      tutorId: tutor.id,
      userId: user.id,
      before: a.clock.now(),
    });
    const review = await a.inject({
      method: 'POST',
      url: `/api/tutors/${tutor.id}/reviews`,
      headers: { cookie },
      payload: { rating: 4, comment: 'Patient and kind.' },
    });
    expect(review.statusCode).toBe(201);
    await expect.poll(rating, { timeout: 3000 }).toBe(4);
  });

  it('an admin edit made on one instance is served by the other within a second', async () => {
    const { cookie } = await a.signUp({ isAdmin: true });
    const made = await a.inject({
      method: 'POST',
      url: '/api/admin/testimonials',
      headers: { cookie },
      payload: SAMPLE_INPUTS.testimonials,
    });
    expect(made.statusCode, made.body).toBe(201);
    const names = async () =>
      (await b.inject({ method: 'GET', url: '/api/testimonials' }))
        .json<{ name: string }[]>()
        .map((t) => t.name);
    await expect.poll(names, { timeout: 1000 }).toContain('Chris Gomez'); // now cached on b
    const edited = await a.inject({
      method: 'PUT',
      url: `/api/admin/testimonials/${made.json<{ id: number }>().id}`,
      headers: { cookie },
      payload: { ...SAMPLE_INPUTS.testimonials, name: 'Chris G.' },
    });
    expect(edited.statusCode).toBe(200);
    await expect.poll(names, { timeout: 1000 }).toContain('Chris G.');
  });
});
