import { z } from 'zod';
import {
  LoginInputSchema,
  PointsSchema,
  RegisterInputSchema,
  ResendVerificationResponseSchema,
  UpdateLocaleInputSchema,
  UpdateProfileInputSchema,
  UserSchema,
  VerifyEmailQuerySchema,
} from '#contract/accounts.ts';
import { EmptyBodySchema, OkResponseSchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';

const tags = ['accounts'];

export const accountsEndpoints = {
  currentUser: endpoint({
    method: 'GET',
    path: '/api/user',
    tags,
    summary: 'The signed-in user',
    response: { 200: UserSchema, ...errorResponses(401) },
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    tags,
    summary: 'Create an account and sign in',
    body: RegisterInputSchema,
    response: { 201: UserSchema, ...errorResponses(400, 409, 429) },
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    tags,
    summary: 'Sign in',
    body: LoginInputSchema,
    response: { 200: UserSchema, ...errorResponses(400, 401, 429) },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    tags,
    summary: 'Sign out',
    body: EmptyBodySchema,
    response: { 200: OkResponseSchema },
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/resend-verification',
    tags,
    summary: 'E-mail a new verification link',
    body: EmptyBodySchema,
    response: { 200: ResendVerificationResponseSchema, ...errorResponses(400, 401, 429) },
  }),
  verifyEmail: endpoint({
    method: 'GET',
    path: '/api/verify-email',
    tags,
    summary: 'The link in the verification e-mail: redirects to /?verified=true or false',
    querystring: VerifyEmailQuerySchema,
    response: { 302: z.null().describe('redirect') },
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/users/profile',
    tags,
    summary: 'Switch to a parent account (one way; needs a verified e-mail)',
    body: UpdateProfileInputSchema,
    response: { 200: UserSchema, ...errorResponses(400, 401, 403) },
  }),
  updateLocale: endpoint({
    method: 'PUT',
    path: '/api/users/locale',
    tags,
    summary: "The account's language: its pages, API messages and e-mails",
    body: UpdateLocaleInputSchema,
    response: { 200: UserSchema, ...errorResponses(400, 401) },
  }),
  points: endpoint({
    method: 'GET',
    path: '/api/users/points',
    tags,
    summary: "The signed-in user's points",
    response: { 200: PointsSchema, ...errorResponses(401) },
  }),
};
