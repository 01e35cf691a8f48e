import { z } from 'zod';

export const USER_TYPES = ['student', 'parent'] as const;
export type UserType = (typeof USER_TYPES)[number];

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
});
export type User = z.infer<typeof UserSchema>;

/** What the public may see of another user (reviews, leaderboards): the username only. */
export const PublicUserSchema = z.object({ username: z.string() });

const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Username may use only letters, digits, _ and -');

const passwordField = z
  .string({ error: 'Password is required' })
  .min(6, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

const emailField = z
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
export const RegisterInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  username: usernameField,
  email: emailField,
  password: passwordField,
  role: z.string().max(20).optional(),
  isAdmin: z.boolean().optional(),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** The register form: the call's fields plus a confirmation that is checked and never sent. */
export const RegisterFormSchema = RegisterInputSchema.omit({ role: true, isAdmin: true })
  .extend({ confirmPassword: z.string().min(6, 'Password must be at least 6 characters') })
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

// A person follows this link: a mangled token (too long, given twice) is an unknown token, which
// the page explains, not a JSON error.
export const VerifyEmailQuerySchema = z.object({ token: z.string().max(200).optional().catch(undefined) });

export const ResendVerificationResponseSchema = z.object({ message: z.string() });
