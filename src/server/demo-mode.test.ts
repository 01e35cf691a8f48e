// A normal production setup (HOST=127.0.0.1 behind nginx, PUBLIC_URL=https://...,
// no NODE_ENV) turned demo mode on. Here that environment goes through loadConfig and the real
// app: no "-admin" rule, no demo passwords in /api/app-info, no demo accounts seeded, and the
// published password opens no demo account left from an earlier demo-mode start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoContent } from '#server/demo/seed.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { loadConfig } from './config.ts';

const behindProxy = loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'https://sprout.example' });
const onLaptop = loadConfig({ HOST: '127.0.0.1' });
const modeOf = (c: typeof behindProxy) => ({ demoMode: c.demoMode, demoModeReason: c.demoModeReason });

describe('demo mode behind a proxy (HOST loopback, PUBLIC_URL public)', () => {
  let t: TestApp;
  beforeAll(async () => {
    expect(behindProxy.demoMode).toBe(false);
    t = await createTestApp({ config: modeOf(behindProxy) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no "-admin" rule: mallory-admin registers as a plain student', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'mallory-admin',
        password: 'secret-pass-1',
        name: 'Mallory',
        email: 'mallory@example.com',
        role: 'student',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'mallory-admin', isAdmin: false });
    const admin = await t.inject({
      method: 'GET',
      url: '/api/admin/tutors',
      headers: { cookie: sessionCookieOf(res) },
    });
    expect(admin.statusCode).toBe(403);
  });

  it('lists no demo accounts or passwords in /api/app-info', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/app-info' });
    expect(res.json()).toMatchObject({ demoMode: false, demoAccounts: [] });
    expect(res.body).not.toContain(DEMO_PASSWORD);
  });

  it('seeds the demo catalog without the demo accounts', async () => {
    const database = await createTestDatabase();
    try {
      // As startup.ts seeds an empty database.
      await seedDemoContent(database.db, { demoAccounts: behindProxy.demoMode });
      const rows = await database.query<{ username: string }>(
        'select username from users where username = any($1)',
        [Object.values(DEMO_ACCOUNTS)],
      );
      expect(rows).toEqual([]);
      const [tutors] = await database.query<{ n: number }>('select count(*)::int as n from tutors');
      expect(tutors?.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});

describe('demo accounts left from an earlier demo-mode start', () => {
  let seeded: Database;
  beforeAll(async () => {
    expect(onLaptop.demoMode).toBe(true);
    seeded = await createTestDatabase();
    await seedDemoContent(seeded.db, { demoAccounts: true });
  });
  afterAll(async () => {
    await seeded.close();
  });

  const login = (t: TestApp, username: string) =>
    t.inject({ method: 'POST', url: '/api/login', payload: { username, password: DEMO_PASSWORD } });

  it('open with the published password only while demo mode is on', async () => {
    const demo = await createTestApp({ database: seeded, config: modeOf(onLaptop) });
    const plain = await createTestApp({ database: seeded, config: modeOf(behindProxy) });
    try {
      const asDemo = await login(demo, DEMO_ACCOUNTS.admin);
      expect(asDemo.statusCode).toBe(200);
      expect(asDemo.json()).toMatchObject({ isAdmin: true });
      for (const username of Object.values(DEMO_ACCOUNTS)) {
        const res = await login(plain, username);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Invalid username or password' });
      }
    } finally {
      await demo.close();
      await plain.close();
    }
  });
});
