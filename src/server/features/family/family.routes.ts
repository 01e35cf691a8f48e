import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyBodySchema, IdParamsSchema, OkResponseSchema } from '#contract/common.ts';
import {
  ChildActivitySchema,
  ChildIdParamsSchema,
  ChildLinkRequestSchema,
  ChildrenStudySessionsQuerySchema,
  ChildStudySessionSchema,
  DailyFiguresQuerySchema,
  DailyFiguresSchema,
  LinkChildInputSchema,
  LinkedChildSchema,
  LinkedParentSchema,
  ParentLinkRequestSchema,
} from '#contract/family.ts';
import { errorResponses } from '../../lib/route-schemas';
import {
  requireConsent,
  requireParent,
  requireParentOf,
  requireUser,
  signedInUser,
} from '../../plugins/session';
import * as activity from './child-activity.service';
import * as family from './family.service';

/** The child of a /parent/child-activity/:childId call, as validated. */
const childIdOf = (request: { params: unknown }) =>
  ChildIdParamsSchema.safeParse(request.params).data?.childId;

/** The parent's calls (spec section 7 "Parent" and DESIGN section 4). */
export const parentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['family'];

  app.post(
    '/parent/link-child',
    {
      onRequest: requireParent,
      schema: {
        tags,
        summary: "Ask to link a student's account; the child accepts or declines it",
        body: LinkChildInputSchema,
        response: { 201: ParentLinkRequestSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await family.requestLink(ctx, signedInUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/parent/link-requests',
    {
      onRequest: requireParent,
      schema: {
        tags,
        summary: "The parent's pending requests and the declines of the last 7 days",
        response: { 200: z.array(ParentLinkRequestSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => family.parentRequests(ctx, signedInUser(request).id),
  );

  app.get(
    '/parent/children',
    {
      onRequest: requireParent,
      schema: {
        tags,
        summary: 'The linked children (accepted links only)',
        response: { 200: z.array(LinkedChildSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => family.linkedChildren(ctx, signedInUser(request).id),
  );

  app.get(
    '/parent/children-study-sessions',
    {
      onRequest: requireParent,
      schema: {
        tags,
        summary: "The linked children's study sessions, newest first (childId: one linked child's)",
        querystring: ChildrenStudySessionsQuerySchema,
        response: { 200: z.array(ChildStudySessionSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => activity.childrenStudySessions(ctx, signedInUser(request).id, request.query.childId),
  );

  app.get(
    '/parent/child-activity/:childId',
    {
      onRequest: requireParentOf(childIdOf),
      schema: {
        tags,
        summary: "A linked child's study sessions, game progress and scores, tutor sessions and points",
        params: ChildIdParamsSchema,
        response: { 200: ChildActivitySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => activity.childActivity(ctx, request.params.childId),
  );

  app.get(
    '/parent/child-activity/:childId/daily',
    {
      onRequest: requireParentOf(childIdOf),
      schema: {
        tags,
        summary:
          "A linked child's study minutes and points earned per day on the asker's clocks (timeZone, UTC by default), zeros included",
        params: ChildIdParamsSchema,
        querystring: DailyFiguresQuerySchema,
        response: { 200: DailyFiguresSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => activity.dailyFigures(ctx, request.params.childId, request.query),
  );
};

/** The child's side, and removing a link (either side). */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['family'];

  app.addHook('onRequest', requireUser);

  app.get(
    '/family/requests',
    {
      schema: {
        tags,
        summary: "Link requests the signed-in user answers: their own, and a managing parent's children's",
        response: { 200: z.array(ChildLinkRequestSchema), ...errorResponses(401) },
      },
    },
    async (request) => family.childRequests(ctx, signedInUser(request)),
  );

  for (const [action, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/family/requests/:id/${action}`,
      {
        // Accepting binds the child to an adult; declining is part of the same answer.
        onRequest: requireConsent,
        schema: {
          tags,
          summary: `${action === 'accept' ? 'Accept' : 'Decline'} a link request (the child; for a child under 13, the consenting parent)`,
          params: IdParamsSchema,
          body: EmptyBodySchema,
          response: { 200: ChildLinkRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => family.respond(ctx, signedInUser(request), request.params.id, answer),
    );
  }

  app.get(
    '/family/parents',
    {
      schema: {
        tags,
        summary: "The signed-in child's linked parents",
        response: { 200: z.array(LinkedParentSchema), ...errorResponses(401) },
      },
    },
    async (request) => family.linkedParents(ctx, signedInUser(request).id),
  );

  app.delete(
    '/family/links/:id',
    {
      schema: {
        tags,
        summary: 'Remove a link or a pending request (its parent or child)',
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => family.removeLink(ctx, signedInUser(request).id, request.params.id),
  );
};
