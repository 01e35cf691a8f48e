import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UNPAGED_ROWS } from '#contract/common.ts';
import { gamesEndpoints } from '#contract/endpoints/games.ts';
import { catalogListRoute, catalogRoute } from '../../lib/catalog-read';
import { route } from '../../lib/route';
import { requireUser, signedInUser } from '../../plugins/session';
import { assertMayPlay } from '../family/play-limits.service';
import * as gamesService from './games.service';

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  catalogListRoute(app, gamesEndpoints.list, ['games'], ({ query }) => gamesService.listGames(ctx, query));

  catalogRoute(app, gamesEndpoints.get, ['games'], (request) => gamesService.getGame(ctx, request.params.id));

  route(app, gamesEndpoints.startPlay, { onRequest: requireUser }, async (request, reply) => {
    // A parent's daily game minutes and quiet hours (docs/rules.md#parents-in-the-loop).
    await assertMayPlay(ctx, signedInUser(request).id);
    return reply.code(201).send(await gamesService.startPlay(ctx, signedInUser(request), request.params.id));
  });

  route(app, gamesEndpoints.rate, { onRequest: requireUser }, async (request) =>
    gamesService.rateGame(ctx, signedInUser(request), request.params.id, request.body),
  );

  route(app, gamesEndpoints.submitScore, { onRequest: requireUser }, async (request, reply) =>
    reply.code(201).send(await gamesService.submitScore(ctx, signedInUser(request), request.body)),
  );

  route(app, gamesEndpoints.myScores, { onRequest: requireUser }, async (request, reply) => {
    const user = signedInUser(request);
    const { limit, offset = 0 } = request.query;
    if (limit) reply.header('x-total-count', String(await gamesService.countMyScores(ctx, user.id)));
    return gamesService.listMyScores(ctx, user.id, {
      limit: limit ?? MAX_UNPAGED_ROWS,
      offset: limit ? offset : 0,
    });
  });

  route(app, gamesEndpoints.topScores, async (request) => gamesService.leaderboard(ctx, request.query));

  route(app, gamesEndpoints.progress, { onRequest: requireUser }, async (request) =>
    gamesService.listProgress(ctx, signedInUser(request).id),
  );

  route(app, gamesEndpoints.progressFor, { onRequest: requireUser }, async (request) =>
    gamesService.progressFor(ctx, signedInUser(request).id, request.params.gameId),
  );

  route(app, gamesEndpoints.progressStats, { onRequest: requireUser }, async (request) =>
    gamesService.progressStats(ctx, signedInUser(request).id),
  );

  route(app, gamesEndpoints.achievements, { onRequest: requireUser }, async (request) =>
    gamesService.achievements(ctx, signedInUser(request).id),
  );
};
