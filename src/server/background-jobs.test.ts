import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema/index.ts';
import { outboxDir } from '#server/lib/mailer.ts';
import { createContactMessage } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

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
      'checkpoint-embedded-database',
      'close-overdue-study-sessions',
      'complete-attended-lessons',
      'consent-reminders-and-expiry',
      'delete-abandoned-game-plays',
      'delete-expired-sessions',
      'delete-old-contact-messages',
      'delete-old-idempotency-keys',
      'delete-old-lesson-bus-messages',
      'delete-old-outbox-mail',
      'expire-approval-requests',
      'lesson-room-heartbeat',
      'tutor-session-reminders',
      'weekly-family-digest',
    ]);
  });
});

describe('retention jobs (the promises of /privacy)', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('deletes contact messages after 12 months, not before', async () => {
    const now = t.clock.now().getTime();
    const old = await createContactMessage(t.database.db, { createdAt: new Date(now - 366 * DAY) });
    const recent = await createContactMessage(t.database.db, { createdAt: new Date(now - 300 * DAY) });
    await t.app.ctx.jobs.runAll();
    const left = await t.database.db.select({ id: contactMessages.id }).from(contactMessages);
    expect(left.map((r) => r.id)).toContain(recent.id);
    expect(left.map((r) => r.id)).not.toContain(old.id);
  });

  it('deletes outbox mail after 30 days, not before', async () => {
    const dir = outboxDir(t.dataDir);
    mkdirSync(dir, { recursive: true });
    const oldFile = path.join(dir, 'old-mail.json');
    const newFile = path.join(dir, 'new-mail.json');
    writeFileSync(oldFile, '{}');
    writeFileSync(newFile, '{}');
    const now = t.clock.now();
    utimesSync(oldFile, new Date(now.getTime() - 31 * DAY), new Date(now.getTime() - 31 * DAY));
    utimesSync(newFile, new Date(now.getTime() - 29 * DAY), new Date(now.getTime() - 29 * DAY));
    await t.app.ctx.jobs.runAll();
    expect(existsSync(oldFile)).toBe(false);
    expect(existsSync(newFile)).toBe(true);
  });
});
