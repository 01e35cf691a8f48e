// `npm run admin -- digest` (and `-- backup`) beside a server on the embedded database: the
// command asks the running server (maintenance/server-requests.ts). Here this test process is
// the server: it answers its own signal with a real app on a test database, and the digest
// goes through the app's outbox mailer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/lib/logger.ts';
import {
  answerServerRequests,
  askRunningServer,
  ServerRequestError,
} from '#server/maintenance/server-requests.ts';
import { createFamilyLink } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { answerAdminRequests } from './admin-requests.ts';

let t: TestApp;
let stopAnswering: () => void;

beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-14T20:00:00.000Z' });
  stopAnswering = answerAdminRequests(t.app.ctx);
});
afterAll(async () => {
  stopAnswering();
  await t.close();
});

describe('asking the running server', () => {
  it('sends the weekly family digest with the server’s database and mailer, and says to how many parents', async () => {
    const parent = await t.signUp({
      userType: 'parent',
      isEmailVerified: true,
      name: 'Robin',
      email: 'robin@example.com',
    });
    const child = await t.signUp({ userType: 'student', name: 'Noor' });
    await createFamilyLink(t.database.db, {
      parentId: parent.user.id,
      childId: child.user.id,
      status: 'accepted',
    });

    expect(await askRunningServer(t.dataDir, process.pid, 'digest')).toBe(1);
    const mails = t.outbox().filter((m) => m.to === 'robin@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Noor didn’t log any study time this week.');
  });

  it('passes on what went wrong in the server as the command’s message', async () => {
    stopAnswering();
    const failing = answerServerRequests(
      t.dataDir,
      {
        backup: () => Promise.reject(new Error('tar is not installed')),
        digest: () => Promise.resolve(0),
      },
      createLogger('silent'),
    );
    try {
      const asked = askRunningServer(t.dataDir, process.pid, 'backup');
      await expect(asked).rejects.toThrow(ServerRequestError);
      await expect(asked).rejects.toThrow('The server could not save the backup: tar is not installed');
    } finally {
      failing();
      stopAnswering = answerAdminRequests(t.app.ctx);
    }
  });

  it('gives up when the server stopped before answering', async () => {
    // A pid no process has (above the kernel's pid_max).
    await expect(askRunningServer(t.dataDir, 4_194_305, 'digest')).rejects.toThrow(
      'The server (pid 4194305) stopped before it could send the weekly family digest.',
    );
  });
});
