import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoContent } from '#server/demo/seed.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

let seeded: Database;
beforeAll(async () => {
  seeded = await createTestDatabase();
  await seedDemoContent(seeded.db, { demoAccounts: true });
});
afterAll(async () => {
  await seeded.close();
});

async function appInfo(options: { demoMode: boolean; database?: Database }) {
  const t = await createTestApp({
    config: { demoMode: options.demoMode, supportEmail: 'help@school.example' },
    ...(options.database ? { database: options.database } : {}),
  });
  try {
    const res = await t.inject({ method: 'GET', url: '/api/app-info' });
    expect(res.statusCode).toBe(200);
    return res.json();
  } finally {
    await t.close();
  }
}

/** The contact details when CONTACT_* are not set: the demo's. */
const DEMO_CONTACT = {
  emails: ['hello@sprout.local'],
  phone: '(555) 555-0123',
  addressLines: ['Sprout Learning', '120 Maple Street, Suite 4', 'Springfield, MA 01103'],
};

describe('GET /api/app-info', () => {
  it('offers the demo tip and the demo accounts in demo mode', async () => {
    expect(await appInfo({ demoMode: true, database: seeded })).toEqual({
      demoMode: true,
      demoAccounts: [
        { username: DEMO_ACCOUNTS.student, password: DEMO_PASSWORD, role: 'Student' },
        { username: DEMO_ACCOUNTS.parent, password: DEMO_PASSWORD, role: 'Parent' },
        { username: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, role: 'Administrator' },
        { username: DEMO_ACCOUNTS.tutor, password: DEMO_PASSWORD, role: 'Tutor' },
      ],
      supportEmail: 'help@school.example',
      dailyGamePointsCap: 2000,
      contact: DEMO_CONTACT,
    });
  });

  it('offers neither when demo mode is off, even with the demo accounts in the database', async () => {
    expect(await appInfo({ demoMode: false, database: seeded })).toEqual({
      demoMode: false,
      demoAccounts: [],
      supportEmail: 'help@school.example',
      dailyGamePointsCap: 2000,
      contact: DEMO_CONTACT,
    });
  });

  it('lists no demo account the database does not hold', async () => {
    // A database that was not seeded with the demo accounts (not empty at the first start, or
    // SEED_DEMO off): demo mode still gives the tip, but no account that would not work.
    expect(await appInfo({ demoMode: true })).toEqual({
      demoMode: true,
      demoAccounts: [],
      supportEmail: 'help@school.example',
      dailyGamePointsCap: 2000,
      contact: DEMO_CONTACT,
    });
  });
});
