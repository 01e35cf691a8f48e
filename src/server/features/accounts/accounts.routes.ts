import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LoginInputSchema,
  PointsSchema,
  RegisterInputSchema,
  ResendVerificationResponseSchema,
  UpdateProfileInputSchema,
  UserSchema,
  VerifyEmailQuerySchema,
} from '#contract/accounts.ts';
import { EmptyBodySchema, OkResponseSchema } from '#contract/common.ts';
import { errorResponses } from '../../lib/route-schemas';
import { clearSessionCookie, requireUser, setSessionCookie, signedInUser } from '../../plugins/session';
import * as accounts from './accounts.service';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['accounts'];

  app.get(
    '/user',
    {
      schema: { tags, summary: 'The signed-in user', response: { 200: UserSchema, ...errorResponses(401) } },
    },
    async (request) => signedInUser(request),
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: RegisterInputSchema,
        response: { 201: UserSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { user, token } = await accounts.register(ctx, request.body, request.ip);
      setSessionCookie(app, reply, token);
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in',
        body: LoginInputSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { user, token } = await accounts.login(ctx, request.body, request.ip);
      setSessionCookie(app, reply, token);
      return user;
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Sign out', body: EmptyBodySchema, response: { 200: OkResponseSchema } } },
    async (request, reply) => {
      await accounts.logout(ctx, request.sessionTokenHash);
      clearSessionCookie(app, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/resend-verification',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'E-mail a new verification link',
        body: EmptyBodySchema,
        response: { 200: ResendVerificationResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => accounts.resendVerification(ctx, signedInUser(request)),
  );

  app.get(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'The link in the verification e-mail: redirects to /?verified=true or false',
        querystring: VerifyEmailQuerySchema,
        response: { 302: z.null().describe('redirect') },
      },
    },
    async (request, reply) => {
      const verified = await accounts.verifyEmail(ctx, request.query.token);
      return reply.redirect(`/?verified=${verified}`, 302);
    },
  );

  app.put(
    '/users/profile',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Switch to a parent account (one way; needs a verified e-mail)',
        body: UpdateProfileInputSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => accounts.switchToParent(ctx, signedInUser(request)),
  );

  app.get(
    '/users/points',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's points",
        response: { 200: PointsSchema, ...errorResponses(401) },
      },
    },
    async (request) => accounts.getPoints(ctx, signedInUser(request).id),
  );
};
