import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountExportSchema, UserSchema } from '#contract/accounts.ts';
import { EmptyBodySchema, OkResponseSchema } from '#contract/common.ts';
import {
  AddChildInputSchema,
  ApproveConsentInputSchema,
  ApproveConsentResponseSchema,
  ChangeParentEmailInputSchema,
  ConsentRequestSchema,
  ConsentTokenParamsSchema,
  ManagedChildParamsSchema,
  ManagedChildSchema,
  MyConsentRequestSchema,
  SetChildPasswordInputSchema,
} from '#contract/consent.ts';
import { errorResponses } from '../../lib/route-schemas';
import {
  requireManagingParentOf,
  requireParent,
  requireUser,
  setSessionCookie,
  signedInUser,
} from '../../plugins/session';
import { createSession } from '../accounts/accounts.service';
import * as children from './child-accounts.service';
import * as consent from './consent.service';

/** The link's page and the waiting child's own calls (DESIGN section 9). */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['consent'];

  app.get(
    '/consent/mine',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The waiting child's request for a parent's yes",
        response: { 200: MyConsentRequestSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => consent.myRequest(ctx, signedInUser(request)),
  );

  app.post(
    '/consent/resend',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Send the parent's e-mail again (3 an hour); the earlier link stops working",
        body: EmptyBodySchema,
        response: { 200: MyConsentRequestSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => consent.resend(ctx, signedInUser(request)),
  );

  app.put(
    '/consent/parent-email',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Change the parent's e-mail and send the request there (counts toward the 3 an hour)",
        body: ChangeParentEmailInputSchema,
        response: { 200: MyConsentRequestSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => consent.changeParentEmail(ctx, signedInUser(request), request.body.parentEmail),
  );

  app.get(
    '/consent/:token',
    {
      schema: {
        tags,
        summary: 'What a consent link asks (404 for an unknown, used or expired link)',
        params: ConsentTokenParamsSchema,
        response: { 200: ConsentRequestSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => consent.getRequest(ctx, request.params.token),
  );

  app.post(
    '/consent/:token/approve',
    {
      schema: {
        tags,
        summary:
          'Say yes: as the signed-in parent, or with { name, username, password } to create a parent account',
        params: ConsentTokenParamsSchema,
        body: ApproveConsentInputSchema,
        response: { 200: ApproveConsentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await consent.approve(ctx, request.params.token, request.user, request.body);
      // A parent account made on the page is signed in, as registration signs in.
      if (result.signIn) setSessionCookie(app, reply, await createSession(ctx, result.parent.id));
      return { parent: result.parent, childUsername: result.childUsername };
    },
  );

  app.post(
    '/consent/:token/decline',
    {
      schema: {
        tags,
        summary: "Say no: the child's account and all its data are deleted at once",
        params: ConsentTokenParamsSchema,
        body: EmptyBodySchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => consent.decline(ctx, request.params.token),
  );
};

const childIdOf = (request: { params: unknown }) =>
  ManagedChildParamsSchema.safeParse(request.params).data?.childId;

/** The parent's "Add a child" and the calls about the children they manage. */
export const childAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['consent'];
  const managing = requireManagingParentOf(childIdOf);

  app.post(
    '/parent/children',
    {
      onRequest: requireParent,
      schema: {
        tags,
        summary: "Add a child: an account linked to this parent, consent given (a verified parent's only)",
        body: AddChildInputSchema,
        response: { 201: UserSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const child = await children.addChild(ctx, signedInUser(request), request.body);
      return reply.code(201).send(child);
    },
  );

  app.get(
    '/parent/managed-children',
    {
      onRequest: requireParent,
      schema: {
        tags,
        summary: 'The children whose consent this parent gave (the ones they manage)',
        response: { 200: z.array(ManagedChildSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => children.managedChildren(ctx, signedInUser(request).id),
  );

  app.put(
    '/parent/children/:childId/password',
    {
      onRequest: managing,
      schema: {
        tags,
        summary: "Set a managed child's password; the child's sessions end",
        params: ManagedChildParamsSchema,
        body: SetChildPasswordInputSchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => children.setChildPassword(ctx, request.params.childId, request.body.password),
  );

  app.get(
    '/parent/children/:childId/export',
    {
      onRequest: managing,
      schema: {
        tags,
        summary: 'Everything Sprout keeps about a managed child, as a JSON download',
        params: ManagedChildParamsSchema,
        response: { 200: AccountExportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await children.exportChild(ctx, request.params.childId);
      const name = `sprout-${String(data.profile.username ?? request.params.childId)}.json`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      return data;
    },
  );

  app.delete(
    '/parent/children/:childId',
    {
      onRequest: managing,
      schema: {
        tags,
        summary: "Delete a managed child's account and all its data",
        params: ManagedChildParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => children.deleteChild(ctx, request.params.childId, signedInUser(request).id),
  );
};
