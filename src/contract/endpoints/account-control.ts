import {
  AccountExportSchema,
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  DeleteAccountInputSchema,
  MessageResponseSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  UserSchema,
} from '#contract/accounts.ts';
import { EmptyBodySchema, OkResponseSchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';

const tags = ['accounts'];

export const accountControlEndpoints = {
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/password-reset',
    tags,
    summary: 'E-mail a password-reset link (the same answer for any address)',
    body: PasswordResetRequestSchema,
    response: { 200: MessageResponseSchema, ...errorResponses(400) },
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/api/password-reset/confirm',
    tags,
    summary: "Set a new password with the e-mail's link; ends every session of the account",
    body: PasswordResetConfirmSchema,
    response: { 200: OkResponseSchema, ...errorResponses(400) },
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/users/password',
    tags,
    summary: "Change the password; ends the account's other sessions",
    body: ChangePasswordInputSchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 401) },
  }),
  changeEmail: endpoint({
    method: 'PUT',
    path: '/api/users/email',
    tags,
    summary: 'Change the e-mail address; the new one is unverified until its link is used',
    body: ChangeEmailInputSchema,
    response: { 200: UserSchema, ...errorResponses(400, 401) },
  }),
  signOutEverywhere: endpoint({
    method: 'DELETE',
    path: '/api/users/sessions',
    tags,
    summary: 'Sign out everywhere, this session too',
    body: EmptyBodySchema,
    response: { 200: OkResponseSchema, ...errorResponses(401) },
  }),
  exportAccount: endpoint({
    method: 'GET',
    path: '/api/users/export',
    tags,
    summary: 'Everything Sprout keeps about the signed-in user, as one JSON file',
    response: { 200: AccountExportSchema, ...errorResponses(401) },
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/users/me',
    tags,
    summary: 'Delete the account and everything Sprout keeps about it',
    body: DeleteAccountInputSchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 401) },
  }),
};
