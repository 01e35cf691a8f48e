import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyBodySchema, IdParamsSchema, OkResponseSchema } from '#contract/common.ts';
import { ChildIdParamsSchema } from '#contract/family.ts';
import {
  ApprovalRequestSchema,
  ChildSettingsInputSchema,
  ChildSettingsSchema,
  DigestSettingSchema,
  MyControlsSchema,
  UnsubscribeQuerySchema,
} from '#contract/parent-controls.ts';
import { errorResponses } from '../../lib/route-schemas';
import { requireParent, requireParentOf, requireUser, signedInUser } from '../../plugins/session';
import * as approvals from './approvals.service';
import * as settings from './child-settings.service';
import * as digest from './digest.service';
import { myControls } from './play-limits.service';

const childIdOf = (request: { params: unknown }) =>
  ChildIdParamsSchema.safeParse(request.params).data?.childId;

/** Parents in the loop (DESIGN section 12): a child's settings and the requests for a yes. */
export const parentControlsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['family'];

  app.get(
    '/parent/children/:childId/settings',
    {
      onRequest: requireParentOf(childIdOf),
      schema: {
        tags,
        summary: "A linked child's settings: approvals, daily game minutes, quiet hours, extra time",
        params: ChildIdParamsSchema,
        response: { 200: ChildSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => settings.settingsOf(ctx.db, request.params.childId),
  );

  app.put(
    '/parent/children/:childId/settings',
    {
      onRequest: requireParentOf(childIdOf),
      schema: {
        tags,
        summary: "Change any of a linked child's settings; answers them all",
        params: ChildIdParamsSchema,
        body: ChildSettingsInputSchema,
        response: { 200: ChildSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      settings.updateSettings(ctx, signedInUser(request).id, request.params.childId, request.body),
  );

  app.get(
    '/parent/approvals',
    {
      onRequest: requireParent,
      schema: {
        tags,
        summary: "The linked children's requests: those waiting first, then the latest answered",
        response: { 200: z.array(ApprovalRequestSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => approvals.parentApprovals(ctx, signedInUser(request).id),
  );

  for (const [action, answer] of [
    ['approve', approvals.approve],
    ['decline', approvals.decline],
  ] as const) {
    app.post(
      `/parent/approvals/:id/${action}`,
      {
        onRequest: requireParent,
        schema: {
          tags,
          summary:
            action === 'approve'
              ? 'Approve a request: it runs now, with the prices and stock of this moment'
              : 'Decline a request: nothing is spent or booked',
          params: IdParamsSchema,
          body: EmptyBodySchema,
          response: { 200: ApprovalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => answer(ctx, signedInUser(request), request.params.id),
    );
  }

  app.get(
    '/family/controls',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in child's own settings, and the game minutes left today",
        response: { 200: MyControlsSchema, ...errorResponses(401) },
      },
    },
    async (request) => myControls(ctx, signedInUser(request).id),
  );

  app.get(
    '/family/approvals',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in child's requests for a grown-up's yes, and what became of them",
        response: { 200: z.array(ApprovalRequestSchema), ...errorResponses(401) },
      },
    },
    async (request) => approvals.childApprovals(ctx, signedInUser(request).id),
  );

  app.get(
    '/parent/digest',
    {
      onRequest: requireParent,
      schema: {
        tags,
        summary: 'Whether the weekly family digest e-mail is on',
        response: { 200: DigestSettingSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => digest.digestSetting(ctx, signedInUser(request).id),
  );

  app.put(
    '/parent/digest',
    {
      onRequest: requireParent,
      schema: {
        tags,
        summary: 'Turn the weekly family digest e-mail on or off',
        body: DigestSettingSchema,
        response: { 200: DigestSettingSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => digest.setDigestSetting(ctx, signedInUser(request).id, request.body.weeklyDigest),
  );

  // The e-mail's one click: a mail client POSTs it (RFC 8058), a person follows the link (GET,
  // then lands on Parent Settings where it can be turned on again). No session: the token is it.
  app.post(
    '/digest/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe from the weekly family digest (the token of the e-mail)',
        querystring: UnsubscribeQuerySchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      await digest.unsubscribe(ctx, request.query.parent, request.query.token);
      return { ok: true as const };
    },
  );

  app.get(
    '/digest/unsubscribe',
    {
      schema: {
        tags,
        summary: 'The unsubscribe link of the weekly family digest; redirects to Parent Settings',
        querystring: UnsubscribeQuerySchema,
        response: { ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      await digest.unsubscribe(ctx, request.query.parent, request.query.token);
      return reply.redirect('/user-panel?tab=parent&digest=off', 302);
    },
  );
};
