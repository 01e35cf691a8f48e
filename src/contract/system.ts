import { z } from 'zod';

export const AppInfoSchema = z.object({
  /** Demo mode: the "-admin" suffix rule, the demo accounts and the demo tip (docs/configuration.md). */
  demoMode: z.boolean(),
  /** Listed only in demo mode. */
  demoAccounts: z.array(z.object({ username: z.string(), password: z.string(), role: z.string() })),
  /** Where contact messages go (SUPPORT_EMAIL): the contact page names it. */
  supportEmail: z.string(),
  /** DAILY_GAME_POINTS_CAP: the most points games give one user in a day (/how-points-work). */
  dailyGamePointsCap: z.number().int(),
  /** The contact page's details (CONTACT_EMAILS, CONTACT_PHONE, CONTACT_ADDRESS). */
  contact: z.object({
    emails: z.array(z.string()),
    phone: z.string(),
    addressLines: z.array(z.string()),
  }),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
