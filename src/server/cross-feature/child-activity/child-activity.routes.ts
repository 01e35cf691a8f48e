// What a linked parent sees of a child's study, games, prizes and sessions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyEndpoints } from '#contract/endpoints/family.ts';
import { requireParentOf } from '#server/features/family/family.guards.ts';
import { requireParent, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as activity from './child-activity.service.ts';

export const childActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, familyEndpoints.childrenStudySessions, { onRequest: requireParent }, async (request) =>
    activity.childrenStudySessions(ctx, signedInUser(request).id, request.query.childId),
  );

  route(app, familyEndpoints.childActivity, { onRequest: requireParentOf }, async (request) =>
    activity.childActivity(ctx, request.params.childId, signedInUser(request).locale),
  );

  route(app, familyEndpoints.dailyFigures, { onRequest: requireParentOf }, async (request) =>
    activity.dailyFigures(ctx, request.params.childId, request.query),
  );
};
