// Recovery and control of one's own account (DESIGN section 9): password reset, change of
// password and e-mail, sign out everywhere, export and deletion.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { errorResponses } from '../../lib/route-schemas';
import { clearSessionCookie, requireUser, signedInUser } from '../../plugins/session';
import { deleteOwnAccount } from './account-deletion.service';
import { buildAccountExport, exportFileName } from './account-export.service';
import * as recovery from './recovery.service';

export const accountControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['accounts'];
  const ok = { ok: true as const };

  app.post(
    '/password-reset',
    {
      schema: {
        tags,
        summary: 'E-mail a password-reset link (the same answer for any address)',
        body: PasswordResetRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => recovery.requestPasswordReset(ctx, request.body.email),
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: {
        tags,
        summary: "Set a new password with the e-mail's link; ends every session of the account",
        body: PasswordResetConfirmSchema,
        response: { 200: OkResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await recovery.confirmPasswordReset(ctx, request.body);
      return ok;
    },
  );

  app.put(
    '/users/password',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Change the password; ends the account's other sessions",
        body: ChangePasswordInputSchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await recovery.changePassword(ctx, signedInUser(request), request.sessionTokenHash, request.body);
      return ok;
    },
  );

  app.put(
    '/users/email',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Change the e-mail address; the new one is unverified until its link is used',
        body: ChangeEmailInputSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => recovery.changeEmail(ctx, signedInUser(request), request.body),
  );

  app.delete(
    '/users/sessions',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Sign out everywhere, this session too',
        body: EmptyBodySchema,
        response: { 200: OkResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await recovery.signOutEverywhere(ctx, signedInUser(request).id);
      clearSessionCookie(app, reply);
      return ok;
    },
  );

  app.get(
    '/users/export',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Everything Sprout keeps about the signed-in user, as one JSON file',
        response: { 200: AccountExportSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const data = await buildAccountExport(ctx, user.id);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(user.username, ctx.clock.now())}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.delete(
    '/users/me',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Delete the account and everything Sprout keeps about it',
        body: DeleteAccountInputSchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(ctx, signedInUser(request).id, request.body.password);
      clearSessionCookie(app, reply);
      return ok;
    },
  );
};
