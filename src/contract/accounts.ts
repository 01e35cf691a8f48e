import { z } from 'zod';
import { LOCALES } from '#contract/i18n/locales.ts';

/** A tutor account is made only by an admin's invitation (docs/tutoring.md#tutor-accounts-and-teach). */
export const USER_TYPES = ['student', 'parent', 'tutor'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** A child under 13 waits for a parent's yes ("pending"), then has it ("given"); null: 13 or over. */
export const CONSENT_STATES = ['pending', 'given'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** Under this age a parent says yes first (COPPA; docs/rules.md#families-consent-and-privacy). */
export const CONSENT_AGE = 13;

/** A child under 13 when the birth year is after (current UTC year − 13). */
export function isUnderConsentAge(birthYear: number | undefined | null, now: Date): boolean {
  return birthYear != null && birthYear > now.getUTCFullYear() - CONSENT_AGE;
}

/** The age screen's plain list: this year down to 100 years ago, newest first. */
export function birthYearOptions(now: Date): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: 101 }, (_, i) => year - i);
}

/** A language Sprout speaks (docs/architecture.md#languages). */
export const LocaleSchema = z.enum(LOCALES);

/** The user as every call answers it: never the password or its hash. */
export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.string(),
  isAdmin: z.boolean(),
  isEmailVerified: z.boolean(),
  userType: z.enum(USER_TYPES),
  grade: z.string().nullable(),
  age: z.number().int().nullable(),
  profilePic: z.string().nullable(),
  consent: z.enum(CONSENT_STATES).nullable(),
  /** The tutor profile this account teaches as, or null for everyone who is not a tutor. */
  tutorId: z.number().int().nullable(),
  /** The account's language (docs/architecture.md#languages). */
  locale: LocaleSchema,
});
export type User = z.infer<typeof UserSchema>;

/**
 * A child under 13 whose parent said yes: the parent keeps for them what a child is never asked
 * for, such as the street address their prizes go to.
 */
export function isManagedChild(user: Pick<User, 'consent'>): boolean {
  return user.consent === 'given';
}

/** What the public may see of another user (reviews, leaderboards): the username only. */
export const PublicUserSchema = z.object({ username: z.string() });

export const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Username may use only letters, digits, _ and -');

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(6, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

/**
 * The password rule of docs/rules.md#families-consent-and-privacy. The contract holds the parts a form can check (length,
 * only spaces, the username); the server also refuses the 10,000 most common passwords, a list
 * kept out of the browser's bundle (server/features/accounts/password-rule.ts).
 */
export const WEAK_PASSWORD = 'Please choose a password that is harder to guess';

/** A password being chosen (register, reset, change): the login keeps accepting older ones. */
export const newPasswordField = passwordField.refine((p) => p.trim() !== '', WEAK_PASSWORD);

/** The part of the rule that needs the username; a form and the server both run it. */
export function isPasswordTheUsername(password: string, username: string): boolean {
  return password.trim().toLowerCase() === username.trim().toLowerCase();
}

export function refuseUsernameAsPassword(
  value: { username: string; password: string },
  ctx: z.RefinementCtx,
) {
  if (isPasswordTheUsername(value.password, value.username)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: WEAK_PASSWORD });
  }
}

export const emailField = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .max(254, 'Please enter a valid email')
  .pipe(z.email({ error: 'Please enter a valid email' }));

export const LoginInputSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(32, 'Username must be at most 32 characters'),
  password: passwordField,
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/**
 * The register call. `role` and `isAdmin` are accepted because the spec's client sends them,
 * but the server ignores both: it decides roles itself.
 */
export const nameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Name must be at most 100 characters');

/** A year from the age screen's list; the server also refuses a year in the future. */
export const birthYearField = z
  .number({ error: 'Please choose a birth year from the list' })
  .int('Please choose a birth year from the list')
  .min(1900, 'Please choose a birth year from the list')
  .max(2200, 'Please choose a birth year from the list');

const RegisterFieldsSchema = z.object({
  name: nameField,
  username: usernameField,
  /** For a child under 13 (by birthYear): the parent's address, kept as the parent's contact. */
  email: emailField,
  password: newPasswordField,
  birthYear: birthYearField.optional(),
  role: z.string().max(20).optional(),
  isAdmin: z.boolean().optional(),
  /** The language the account registered in: its pages and a child's consent mail use it. */
  locale: LocaleSchema.optional(),
});
export const RegisterInputSchema = RegisterFieldsSchema.superRefine(refuseUsernameAsPassword);
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** The register form: the call's fields plus a confirmation that is checked and never sent. */
export const RegisterFormSchema = RegisterFieldsSchema.omit({ role: true, isAdmin: true, locale: true })
  .extend({
    // The form always asks (the age screen); only API clients may leave it out.
    birthYear: z
      .number({ error: 'Please choose your birth year' })
      .int()
      .min(1900, 'Please choose your birth year'),
    confirmPassword: z.string().min(6, 'Password must be at least 6 characters'),
  })
  .superRefine(refuseUsernameAsPassword)
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const PointsSchema = z.object({ points: z.number().int() });
export type Points = z.infer<typeof PointsSchema>;

/** PUT /api/users/profile: the only change the spec makes is the one-way switch to parent. */
export const UpdateProfileInputSchema = z.object({
  userType: z.literal('parent', { error: 'Only a switch to a parent account is possible' }),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

/** PUT /api/users/locale: the account's language. */
export const UpdateLocaleInputSchema = z.object({ locale: LocaleSchema });
export type UpdateLocaleInput = z.infer<typeof UpdateLocaleInputSchema>;

// A person follows this link: a mangled token (too long, given twice) is an unknown token, which
// the page explains, not a JSON error.
export const VerifyEmailQuerySchema = z.object({ token: z.string().max(200).optional().catch(undefined) });

export const ResendVerificationResponseSchema = z.object({ message: z.string() });

// ------------------------------------------------------------------ recovery and control (docs/rules.md#families-consent-and-privacy)

export const PASSWORD_RESET_SENT =
  'If that e-mail address belongs to a verified Sprout account, we have sent a link to reset the password. It works for one hour.';

export const PasswordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

export const PasswordResetConfirmSchema = z.object({
  token: z
    .string({ error: 'This link is not valid' })
    .min(1, 'This link is not valid')
    .max(200, 'This link is not valid'),
  password: newPasswordField,
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

/** The reset page's form: the new password twice. */
export const PasswordResetFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type PasswordResetForm = z.infer<typeof PasswordResetFormSchema>;

/** The reset page's address: a mangled token is an unknown token, which the page explains. */
export const ResetPasswordPageQuerySchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
});

export const ChangePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(200),
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const ChangeEmailInputSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(200),
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInputSchema>;

export const DeleteAccountInputSchema = z.object({
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(200),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

/** A kept row as the export writes it: every column, dates as ISO strings. */
export const AccountExportRowSchema = z.record(z.string(), z.unknown());

/**
 * GET /api/users/export: everything Sprout keeps about one account, as one JSON file. The rows
 * are as stored, so the file is the full answer to "what do you keep about my child?".
 */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  profile: AccountExportRowSchema,
  pointsLedger: z.array(AccountExportRowSchema),
  gamePlays: z.array(AccountExportRowSchema),
  gameScores: z.array(AccountExportRowSchema),
  gameProgress: z.array(AccountExportRowSchema),
  /** The stars the player gave games. */
  gameRatings: z.array(AccountExportRowSchema),
  purchases: z.array(AccountExportRowSchema),
  savingsGoal: AccountExportRowSchema.nullable(),
  /** The delivery address the account keeps for physical prizes (docs/rules.md#promises-kept), or null. */
  deliveryAddress: AccountExportRowSchema.nullable(),
  merchandiseReviews: z.array(AccountExportRowSchema),
  tutorReviews: z.array(AccountExportRowSchema),
  tutorSessions: z.array(AccountExportRowSchema),
  /** The notes tutors wrote the learner after lessons, with the practice they set. */
  lessonNotes: z.array(AccountExportRowSchema),
  studySessions: z.array(AccountExportRowSchema),
  /** The articles read (the reading achievements count them). */
  articleReads: z.array(AccountExportRowSchema),
  familyLinks: z.array(AccountExportRowSchema),
  /** What a parent set for this child (approvals, game minutes, quiet hours, extra time), or null. */
  parentalSettings: AccountExportRowSchema.nullable(),
  /** The child's checkouts, purchases and bookings that asked a grown-up for a yes. */
  approvalRequests: z.array(AccountExportRowSchema),
  /** A parent's choice to receive no weekly digest, or null. */
  digestOptOut: AccountExportRowSchema.nullable(),
  contactMessages: z.array(AccountExportRowSchema),
  /** The messages the account wrote in conversations with tutors (docs/tutoring.md#messages). */
  tutorMessages: z.array(AccountExportRowSchema),
  /** The parent's consent for a child under 13 (docs/rules.md#families-consent-and-privacy), null when there is none. */
  consent: AccountExportRowSchema.nullable(),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
export type AccountExportRow = z.infer<typeof AccountExportRowSchema>;
