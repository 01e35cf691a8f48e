// What the web app is told about this server: demo mode, and the demo accounts it may offer.
import type { AppInfo } from '#contract/system.ts';
import type { AppContext } from '#server/app-context.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/demo/seed.ts';
import { existingUsernames } from '#server/features/accounts/accounts.service.ts';
import type { Job } from '#server/lib/jobs.ts';
import { deleteOutboxFilesBefore } from '#server/lib/mailer.ts';

const DEMO_ACCOUNT_LIST: AppInfo['demoAccounts'] = [
  { username: DEMO_ACCOUNTS.student, password: DEMO_PASSWORD, role: 'Student' },
  { username: DEMO_ACCOUNTS.parent, password: DEMO_PASSWORD, role: 'Parent' },
  { username: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, role: 'Administrator' },
  { username: DEMO_ACCOUNTS.tutor, password: DEMO_PASSWORD, role: 'Tutor' },
];

/**
 * Demo accounts are offered in demo mode only, and only those the database holds: the demo
 * seed runs into an empty database, so one that had data first (or SEED_DEMO off) has none.
 */
export async function getAppInfo(ctx: AppContext): Promise<AppInfo> {
  const { supportEmail, contact, dailyGamePointsCap } = ctx.config;
  if (!ctx.config.demoMode) {
    return { demoMode: false, demoAccounts: [], supportEmail, dailyGamePointsCap, contact };
  }
  const usernames = DEMO_ACCOUNT_LIST.map((a) => a.username);
  const existing = new Set(await existingUsernames(ctx, usernames));
  return {
    demoMode: true,
    demoAccounts: DEMO_ACCOUNT_LIST.filter((a) => existing.has(a.username)),
    supportEmail,
    dailyGamePointsCap,
    contact,
  };
}

/** /privacy promises: mail written to the outbox (no SMTP server set) goes after 30 days. */
export const OUTBOX_RETENTION_DAYS = 30;

export function systemJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'delete-old-outbox-mail',
      everyMs: 24 * 60 * 60 * 1000,
      run: async () => {
        const before = new Date(ctx.clock.now().getTime() - OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000);
        return deleteOutboxFilesBefore(ctx.config.dataDir, before);
      },
    },
  ];
}
