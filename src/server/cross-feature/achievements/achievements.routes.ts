import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamesEndpoints } from '#contract/endpoints/games.ts';
import { requireUser, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as achievements from './achievements.service.ts';

export const achievementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, gamesEndpoints.achievements, { onRequest: requireUser }, async (request) =>
    achievements.achievements(ctx, signedInUser(request).id),
  );
};
