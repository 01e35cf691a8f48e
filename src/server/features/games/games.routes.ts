import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyBodySchema,
  IdParamsSchema,
  MAX_UNPAGED_ROWS,
  PaginationQuerySchema,
} from '#contract/common.ts';
import {
  AchievementListSchema,
  GameIdParamsSchema,
  GameListSchema,
  GameProgressListSchema,
  GameProgressOrNullSchema,
  GameProgressStatsSchema,
  GameRatingSchema,
  GameSchema,
  GameScoreListSchema,
  LeaderboardSchema,
  PlayCreatedSchema,
  RateGameInputSchema,
  ScoreResultSchema,
  SubmitScoreInputSchema,
  TopScoresQuerySchema,
} from '#contract/games.ts';
import { errorResponses } from '../../lib/route-schemas';
import { requireUser, signedInUser } from '../../plugins/session';
import { assertMayPlay } from '../family/play-limits.service';
import * as gamesService from './games.service';

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['games'];

  app.get(
    '/games',
    {
      schema: {
        tags,
        summary: 'The active games (X-Total-Count with limit)',
        querystring: PaginationQuerySchema,
        response: { 200: GameListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { limit, offset = 0 } = request.query;
      const page = limit ? { limit, offset } : undefined;
      return ctx.catalogCache.send(request, reply, {
        scopes: ['games'],
        key: `games?limit=${limit ?? ''}&offset=${page ? offset : ''}`,
        schema: GameListSchema,
        load: async () => {
          const { games, total } = await gamesService.listGames(ctx, page);
          return {
            data: games,
            ...(total !== undefined ? { headers: { 'x-total-count': String(total) } } : {}),
          };
        },
      });
    },
  );

  app.get(
    '/games/:id',
    {
      schema: {
        tags,
        summary: 'One active game with its rules',
        params: IdParamsSchema,
        response: { 200: GameSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      ctx.catalogCache.send(request, reply, {
        scopes: ['games'],
        key: `games/${request.params.id}`,
        schema: GameSchema,
        load: async () => ({ data: await gamesService.getGame(ctx, request.params.id) }),
      }),
  );

  app.post(
    '/games/:id/plays',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Start a play of a game on the server clock; a score names its playId',
        params: IdParamsSchema,
        body: EmptyBodySchema,
        response: { 201: PlayCreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      // A parent's daily game minutes and quiet hours (DESIGN section 12).
      await assertMayPlay(ctx, signedInUser(request).id);
      return reply
        .code(201)
        .send(await gamesService.startPlay(ctx, signedInUser(request), request.params.id));
    },
  );

  app.put(
    '/games/:id/rating',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Rate a game 1-5 after a round of it (one per player, changeable); the players' average shows from 5 ratings",
        params: IdParamsSchema,
        body: RateGameInputSchema,
        response: { 200: GameRatingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => gamesService.rateGame(ctx, signedInUser(request), request.params.id, request.body),
  );

  app.post(
    '/games/scores',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Save a finished play's score: points, progress, badges and levels",
        body: SubmitScoreInputSchema,
        response: { 201: ScoreResultSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await gamesService.submitScore(ctx, signedInUser(request), request.body)),
  );

  app.get(
    '/games/scores',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's scores, newest first (X-Total-Count with limit)",
        querystring: PaginationQuerySchema,
        response: { 200: GameScoreListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { limit, offset = 0 } = request.query;
      if (limit) reply.header('x-total-count', String(await gamesService.countMyScores(ctx, user.id)));
      return gamesService.listMyScores(ctx, user.id, {
        limit: limit ?? MAX_UNPAGED_ROWS,
        offset: limit ? offset : 0,
      });
    },
  );

  app.get(
    '/games/scores/top',
    {
      schema: {
        tags,
        summary: "A game's leaderboard: each player's best score, usernames only",
        querystring: TopScoresQuerySchema,
        response: { 200: LeaderboardSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => gamesService.leaderboard(ctx, request.query),
  );

  app.get(
    '/users/game-progress',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's progress in every game played",
        response: { 200: GameProgressListSchema, ...errorResponses(401) },
      },
    },
    async (request) => gamesService.listProgress(ctx, signedInUser(request).id),
  );

  app.get(
    '/users/game-progress/:gameId',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's progress in one game (null if never played)",
        params: GameIdParamsSchema,
        response: { 200: GameProgressOrNullSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => gamesService.progressFor(ctx, signedInUser(request).id, request.params.gameId),
  );

  app.get(
    '/users/game-progress-stats',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Games played, badges, levels completed and the average skill level',
        response: { 200: GameProgressStatsSchema, ...errorResponses(401) },
      },
    },
    async (request) => gamesService.progressStats(ctx, signedInUser(request).id),
  );

  app.get(
    '/users/achievements',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's achievements (spec section 9), unlocked from real history",
        response: { 200: AchievementListSchema, ...errorResponses(401) },
      },
    },
    async (request) => gamesService.achievements(ctx, signedInUser(request).id),
  );
};
