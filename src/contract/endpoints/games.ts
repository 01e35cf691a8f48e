import { EmptyBodySchema, IdParamsSchema, PaginationQuerySchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
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

const tags = ['games'];

export const gamesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/games',
    tags,
    summary: 'The active games (X-Total-Count with limit)',
    querystring: PaginationQuerySchema,
    response: { 200: GameListSchema, ...errorResponses(400) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/games/:id',
    tags,
    summary: 'One active game with its rules',
    params: IdParamsSchema,
    response: { 200: GameSchema, ...errorResponses(400, 404) },
  }),
  startPlay: endpoint({
    method: 'POST',
    path: '/api/games/:id/plays',
    tags,
    summary: 'Start a play of a game on the server clock; a score names its playId',
    params: IdParamsSchema,
    body: EmptyBodySchema,
    response: { 201: PlayCreatedSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  rate: endpoint({
    method: 'PUT',
    path: '/api/games/:id/rating',
    tags,
    summary:
      "Rate a game 1-5 after a round of it (one per player, changeable); the players' average shows from 5 ratings",
    params: IdParamsSchema,
    body: RateGameInputSchema,
    response: { 200: GameRatingSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  submitScore: endpoint({
    method: 'POST',
    path: '/api/games/scores',
    tags,
    summary:
      "Save a finished play's score: points, progress, badges and levels (403 for a round that ran into quiet hours or past the day's minutes)",
    body: SubmitScoreInputSchema,
    response: { 201: ScoreResultSchema, ...errorResponses(400, 401, 403, 429) },
  }),
  myScores: endpoint({
    method: 'GET',
    path: '/api/games/scores',
    tags,
    summary: "The signed-in user's scores, newest first (X-Total-Count with limit)",
    querystring: PaginationQuerySchema,
    response: { 200: GameScoreListSchema, ...errorResponses(400, 401) },
  }),
  topScores: endpoint({
    method: 'GET',
    path: '/api/games/scores/top',
    tags,
    summary: "A game's leaderboard: each player's best score, usernames only",
    querystring: TopScoresQuerySchema,
    response: { 200: LeaderboardSchema, ...errorResponses(400, 404) },
  }),
  progress: endpoint({
    method: 'GET',
    path: '/api/users/game-progress',
    tags,
    summary: "The signed-in user's progress in every game played",
    response: { 200: GameProgressListSchema, ...errorResponses(401) },
  }),
  progressFor: endpoint({
    method: 'GET',
    path: '/api/users/game-progress/:gameId',
    tags,
    summary: "The signed-in user's progress in one game (null if never played)",
    params: GameIdParamsSchema,
    response: { 200: GameProgressOrNullSchema, ...errorResponses(400, 401) },
  }),
  progressStats: endpoint({
    method: 'GET',
    path: '/api/users/game-progress-stats',
    tags,
    summary: 'Games played, badges, levels completed and the average skill level',
    response: { 200: GameProgressStatsSchema, ...errorResponses(401) },
  }),
  achievements: endpoint({
    method: 'GET',
    path: '/api/users/achievements',
    tags,
    summary: "The signed-in user's achievements, unlocked from real history",
    response: { 200: AchievementListSchema, ...errorResponses(401) },
  }),
};
