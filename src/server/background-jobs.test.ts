import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('background jobs', () => {
  it('registers every feature job once, in one place', () => {
    expect(t.app.ctx.jobs.names().sort()).toEqual([
      'close-overdue-study-sessions',
      'consent-reminders-and-expiry',
      'delete-abandoned-game-plays',
      'delete-expired-sessions',
      'delete-old-idempotency-keys',
      'tutor-session-reminders',
    ]);
  });
});
