import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamesEndpoints } from '#contract/endpoints/games.ts';
import { requireUser, signedInUser } from '../../lib/guards';
import { route } from '../../lib/route';
import * as achievements from './achievements.service';

export const achievementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, gamesEndpoints.achievements, { onRequest: requireUser }, async (request) =>
    achievements.achievements(ctx, signedInUser(request).id),
  );
};
