// Parents in the loop (docs/rules.md#parents-in-the-loop): what a parent with an accepted link sets for a child
// (approvals, daily game minutes, quiet hours, extra time) and the requests waiting for a yes.
// No Node, DOM, React or Drizzle imports.
import { z } from 'zod';
import { DateTimeSchema, IdTextSchema } from './common.ts';
import { EXTRA_TIME_FACTORS } from './extra-time.ts';
import { TimeZoneNameSchema } from './sessions.ts';

// The rules of extra time have no schema: the game pages read them (extra-time.ts).
export { EXTRA_TIME_FACTORS, type ExtraTime, withExtraRoundTime, withExtraTime } from './extra-time.ts';

export const DAILY_GAME_MINUTES_RANGE = { min: 15, max: 240 } as const;
/** A request nobody answered is dropped after this many days. */
export const APPROVAL_EXPIRY_DAYS = 7;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = (what: string) =>
  z.string({ error: `Please choose when quiet hours ${what}` }).regex(TIME_OF_DAY, 'Use HH:MM, like 19:30');

/** Quiet hours: no play from `from` to `to` on the wall clock of `timeZone` (may cross midnight). */
export const QuietHoursSchema = z
  .object({
    from: timeOfDay('start'),
    to: timeOfDay('end'),
    timeZone: TimeZoneNameSchema,
  })
  .refine((q) => q.from !== q.to, { path: ['to'], message: 'Quiet hours must end at another time' });
export type QuietHours = z.infer<typeof QuietHoursSchema>;

const dailyMinutesMessage = `Daily game minutes must be from ${DAILY_GAME_MINUTES_RANGE.min} to ${DAILY_GAME_MINUTES_RANGE.max}, or no limit`;

export const ChildSettingsSchema = z.object({
  approvePurchases: z.boolean({ error: 'Must be true or false' }),
  approveBookings: z.boolean({ error: 'Must be true or false' }),
  dailyGameMinutes: z
    .number({ error: dailyMinutesMessage })
    .int(dailyMinutesMessage)
    .min(DAILY_GAME_MINUTES_RANGE.min, dailyMinutesMessage)
    .max(DAILY_GAME_MINUTES_RANGE.max, dailyMinutesMessage)
    .nullable(),
  quietHours: QuietHoursSchema.nullable(),
  extraTime: z.literal(EXTRA_TIME_FACTORS, { error: 'Extra time must be 1, 1.5 or 2' }),
});
export type ChildSettings = z.infer<typeof ChildSettingsSchema>;

/** PUT /api/parent/children/{childId}/settings: any subset; unknown fields are refused. */
export const ChildSettingsInputSchema = ChildSettingsSchema.partial().strict();
export type ChildSettingsInput = z.infer<typeof ChildSettingsInputSchema>;

export const DEFAULT_CHILD_SETTINGS: ChildSettings = {
  approvePurchases: false,
  approveBookings: false,
  dailyGameMinutes: null,
  quietHours: null,
  extraTime: 1,
};

/** GET /api/family/controls: the child's own settings, as the child's screens explain them. */
export const MyControlsSchema = ChildSettingsSchema.extend({
  /** Game minutes left today (null: no daily limit). */
  gameMinutesLeftToday: z.number().int().nullable(),
});
export type MyControls = z.infer<typeof MyControlsSchema>;

// ---------------------------------------------------------------------------------------------
// Approvals
// ---------------------------------------------------------------------------------------------

export const APPROVAL_KINDS = ['checkout', 'purchase', 'booking'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = ['waiting', 'approved', 'declined', 'failed', 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A 202 answer to a checkout, purchase or booking that now waits for a grown-up. */
export const AwaitingParentSchema = z.object({
  status: z.literal('awaiting-parent'),
  requestId: z.number().int(),
});
export type AwaitingParent = z.infer<typeof AwaitingParentSchema>;
export const SENT_TO_GROWN_UP = 'Sent to your grown-up';
export const GROWN_UP_DECIDES = 'Your grown-up will say yes or no. Nothing is spent until they say yes.';

/** One request as the parent (and the child) sees it. */
export const ApprovalRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  child: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  /** What the child asked for, in words ("2 × Sticker Pack", "Math with Ms Lee on Tue, Jun 2 at 3:00 PM"). */
  summary: z.string(),
  /** Points the request costs at today's prices (null for a booking). */
  pointsCost: z.number().int().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  /** Why it could not run (status "failed"), in words. */
  outcome: z.string().nullable(),
  createdAt: DateTimeSchema,
  decidedAt: DateTimeSchema.nullable(),
  expiresAt: DateTimeSchema,
});
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;

/** Whether a checkout, purchase or booking answer is a request waiting for a grown-up (202). */
export function isAwaitingParent(answer: unknown): answer is AwaitingParent {
  return AwaitingParentSchema.safeParse(answer).success;
}

/** GET/PUT /api/parent/digest: the weekly digest e-mail on or off. */
export const DigestSettingSchema = z
  .object({ weeklyDigest: z.boolean({ error: 'Must be true or false' }) })
  .strict();
export type DigestSetting = z.infer<typeof DigestSettingSchema>;

/** GET|POST /api/digest/unsubscribe?parent=&token= (the e-mail's one click). */
export const UnsubscribeQuerySchema = z.object({
  parent: IdTextSchema,
  token: z.string({ error: 'This unsubscribe link is not valid.' }).min(1).max(100),
});
