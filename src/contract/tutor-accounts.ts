// Tutor accounts (docs/tutoring.md#tutor-accounts-and-teach): an admin invites a tutor profile's
// person by e-mail; the link's page makes the account, linked to that profile.
import { z } from 'zod';
import { emailField, newPasswordField, refuseUsernameAsPassword, usernameField } from './accounts.ts';
import { DateTimeSchema } from './common.ts';

/** How long an invitation's link works. */
export const TUTOR_INVITE_DAYS = 7;

/** POST /api/admin/tutors/{id}/invite. */
export const TutorInviteInputSchema = z.object({ email: emailField });
export type TutorInviteInput = z.infer<typeof TutorInviteInputSchema>;

export const TutorInviteTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/tutor-invites/{token}: whom the link invites, to which address. */
export const TutorInviteSchema = z.object({ tutorName: z.string(), email: z.string() });
export type TutorInvite = z.infer<typeof TutorInviteSchema>;

/** POST /api/tutor-invites/{token}/accept: the tutor's own sign-in. */
export const AcceptTutorInviteInputSchema = z
  .object({ username: usernameField, password: newPasswordField })
  .superRefine(refuseUsernameAsPassword);
export type AcceptTutorInviteInput = z.infer<typeof AcceptTutorInviteInputSchema>;

/** Where a tutor profile stands with its account, as the admin's Tutors tab shows it. */
const TutorOfStateSchema = z.object({ tutorId: z.number().int(), tutorName: z.string() });
export const TutorAccountStateSchema = z.discriminatedUnion('state', [
  TutorOfStateSchema.extend({ state: z.literal('none') }),
  TutorOfStateSchema.extend({
    state: z.literal('invited'),
    email: z.string(),
    invitedAt: DateTimeSchema,
    expiresAt: DateTimeSchema,
  }),
  TutorOfStateSchema.extend({ state: z.literal('linked'), username: z.string() }),
]);
export type TutorAccountState = z.infer<typeof TutorAccountStateSchema>;
