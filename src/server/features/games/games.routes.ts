import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UNPAGED_ROWS } from '#contract/common.ts';
import { gamesEndpoints } from '#contract/endpoints/games.ts';
import { parentControlsEndpoints } from '#contract/endpoints/parent-controls.ts';
import { requireLearner } from '#server/features/accounts/tutor-rule.ts';
import { catalogListRoute, catalogRoute } from '#server/lib/catalog-read.ts';
import { requireUser, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as catalog from './catalog.service.ts';
import { assertMayPlay, assertMayScore, myControls } from './play-limits.service.ts';
import * as rounds from './rounds.service.ts';

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  catalogListRoute(app, gamesEndpoints.list, ['games'], ({ query }, locale) =>
    catalog.listGames(ctx, query, locale),
  );

  catalogRoute(app, gamesEndpoints.get, ['games'], (request, locale) =>
    catalog.getGame(ctx, request.params.id, locale),
  );

  route(app, gamesEndpoints.startPlay, { onRequest: requireUser }, async (request, reply) => {
    // A parent's daily game minutes and quiet hours (docs/rules.md#parents-in-the-loop).
    await assertMayPlay(ctx, signedInUser(request).id);
    return reply.code(201).send(await rounds.startPlay(ctx, signedInUser(request), request.params.id));
  });

  route(app, gamesEndpoints.rate, { onRequest: requireUser }, async (request) =>
    catalog.rateGame(ctx, signedInUser(request), request.params.id, request.body),
  );

  // A tutor account earns no points (docs/tutoring.md#tutor-accounts-and-teach).
  route(app, gamesEndpoints.submitScore, { onRequest: requireLearner }, async (request, reply) => {
    // A round opened just before quiet hours or the day's last minute counts only while it could run.
    await assertMayScore(ctx, signedInUser(request).id, request.body.playId);
    return reply.code(201).send(await rounds.submitScore(ctx, signedInUser(request), request.body));
  });

  route(app, gamesEndpoints.myScores, { onRequest: requireUser }, async (request, reply) => {
    const user = signedInUser(request);
    const { limit, offset = 0 } = request.query;
    if (limit) reply.header('x-total-count', String(await rounds.countMyScores(ctx, user.id)));
    return rounds.listMyScores(ctx, user.id, {
      limit: limit ?? MAX_UNPAGED_ROWS,
      offset: limit ? offset : 0,
    });
  });

  route(app, gamesEndpoints.topScores, async (request) => rounds.leaderboard(ctx, request.query));

  route(app, gamesEndpoints.progress, { onRequest: requireUser }, async (request) =>
    rounds.listProgress(ctx, signedInUser(request).id),
  );

  route(app, gamesEndpoints.progressFor, { onRequest: requireUser }, async (request) =>
    rounds.progressFor(ctx, signedInUser(request).id, request.params.gameId),
  );

  route(app, gamesEndpoints.progressStats, { onRequest: requireUser }, async (request) =>
    rounds.progressStats(ctx, signedInUser(request).id),
  );

  // The child's own view of the limits a parent set on play.
  route(app, parentControlsEndpoints.myControls, { onRequest: requireUser }, async (request) =>
    myControls(ctx, signedInUser(request).id),
  );
};
