// A parent's yes for a child under 13, and the children a parent manages (docs/rules.md#families-consent-and-privacy).
// No Node, DOM, React or Drizzle imports.
import { z } from 'zod';
import {
  birthYearField,
  emailField,
  nameField,
  newPasswordField,
  UserSchema,
  usernameField,
} from './accounts.ts';
import { DateTimeSchema, IdTextSchema } from './common.ts';

/** How long a consent link works, and how long an account waits for a parent before it goes. */
export const CONSENT_DAYS = 7;
/** The day the parent is reminded, when no answer came. */
export const CONSENT_REMINDER_DAY = 3;

/** What every restricted call answers a child whose parent has not said yes yet. */
export const CONSENT_NEEDED = 'A parent needs to say yes first';

export const CONSENT_METHODS = ['email-link', 'parent-created'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

// A person follows the link: a mangled token is an unknown token (404, the page explains).
export const ConsentTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/consent/{token}: what the parent reads before answering. */
export const ConsentRequestSchema = z.object({
  childName: z.string(),
  childUsername: z.string(),
  requestedAt: DateTimeSchema,
  parentEmail: z.string(),
});
export type ConsentRequest = z.infer<typeof ConsentRequestSchema>;

/**
 * POST /api/consent/{token}/approve: no body when signed in as a parent account; otherwise the
 * parent account to create (its e-mail is the address the link reached).
 */
export const NewParentInputSchema = z.object({
  name: nameField,
  username: usernameField,
  password: newPasswordField,
});
export const ApproveConsentInputSchema = NewParentInputSchema.nullish();
export type ApproveConsentInput = z.infer<typeof NewParentInputSchema>;

/** The approve's answer: the parent's account (now signed in) and the child now linked. */
export const ApproveConsentResponseSchema = z.object({ parent: UserSchema, childUsername: z.string() });
export type ApproveConsentResponse = z.infer<typeof ApproveConsentResponseSchema>;

/** The waiting child's view of their request (GET /api/consent/mine). */
export const MyConsentRequestSchema = z.object({
  parentEmail: z.string(),
  requestedAt: DateTimeSchema,
  /** When the account goes if no parent has answered. */
  deleteAt: DateTimeSchema,
});
export type MyConsentRequest = z.infer<typeof MyConsentRequestSchema>;

export const ChangeParentEmailInputSchema = z.object({ parentEmail: emailField });
export type ChangeParentEmailInput = z.infer<typeof ChangeParentEmailInputSchema>;

/** POST /api/parent/children: a parent adds a child, who signs in with this username and password. */
export const AddChildInputSchema = z.object({
  name: nameField,
  username: usernameField,
  password: newPasswordField,
  birthYear: birthYearField,
  grade: z.string().trim().max(40, 'Grade must be at most 40 characters').optional(),
});
export type AddChildInput = z.infer<typeof AddChildInputSchema>;

export const SetChildPasswordInputSchema = z.object({ password: newPasswordField });
export type SetChildPasswordInput = z.infer<typeof SetChildPasswordInputSchema>;

export const ManagedChildParamsSchema = z.object({ childId: IdTextSchema });

/**
 * PUT /api/parent/children/{childId}/consent: the parent who said yes hands it to another parent
 * whose link to the child was accepted; that parent then manages the child and gets its mail.
 */
export const HandOverConsentInputSchema = z.object({
  parentUsername: z
    .string({ error: 'Please enter the username of a linked parent' })
    .trim()
    .min(1, 'Please enter the username of a linked parent')
    .max(32, 'Please enter the username of a linked parent'),
});
export type HandOverConsentInput = z.infer<typeof HandOverConsentInputSchema>;

/** A child whose consent this parent gave (GET /api/parent/managed-children). */
export const ManagedChildSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  method: z.enum(CONSENT_METHODS),
  givenAt: DateTimeSchema,
});
export type ManagedChild = z.infer<typeof ManagedChildSchema>;
