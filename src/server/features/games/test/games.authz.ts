import { type AuthzContext, type AuthzRow, oncePerContext, type Role } from '#server/test/authorization.ts';
import { createGame } from '#server/test/factories.ts';

const allRoles = (status: number) => ({ guest: status, student: status, parent: status, admin: status });
const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });

/** One active game for the rows, made on first use in each context. */
const game = oncePerContext(
  async (ctx) =>
    (await createGame(ctx.t.database.db, { title: 'Authz Game', availablebadges: ['Starter'] })).id,
);

/** A play started by `role` (or by another user), ready for a short round. */
async function startedPlay(ctx: AuthzContext, role: Role | 'other'): Promise<number> {
  const id = await game(ctx);
  if (role === 'guest') return 1;
  const res = await ctx.t.inject({
    method: 'POST',
    url: `/api/games/${id}/plays`,
    headers: { cookie: ctx.cookieOf(role) },
  });
  ctx.t.clock.advance(2000);
  return res.json<{ playId: number }>().playId;
}

const round = async (ctx: AuthzContext, playId: number) => ({
  url: '/api/games/scores',
  payload: {
    playId,
    gameId: await game(ctx),
    difficulty: 'easy',
    score: 10,
    correctAnswers: 2,
    totalQuestions: 2,
    timeSpent: 1,
  },
});

/** A saved round of the game by `role`, so that the role may rate it. */
async function playedRound(ctx: AuthzContext, role: Role): Promise<void> {
  if (role === 'guest') return;
  const request = await round(ctx, await startedPlay(ctx, role));
  await ctx.t.inject({ method: 'POST', ...request, headers: { cookie: ctx.cookieOf(role) } });
}

export const gamesAuthzRows: AuthzRow[] = [
  { call: 'GET /api/games', request: () => ({ url: '/api/games' }), expect: allRoles(200) },
  {
    call: 'GET /api/games/:id',
    request: async (ctx) => ({ url: `/api/games/${await game(ctx)}` }),
    expect: allRoles(200),
  },
  {
    call: 'POST /api/games/:id/plays',
    request: async (ctx) => ({ url: `/api/games/${await game(ctx)}/plays` }),
    expect: signedIn(201),
  },
  {
    call: 'POST /api/games/scores',
    request: async (ctx, role) => round(ctx, await startedPlay(ctx, role)),
    expect: signedIn(201),
    // Another user's play cannot be scored.
    otherUsersResource: { request: async (ctx) => round(ctx, await startedPlay(ctx, 'other')), status: 400 },
  },
  {
    call: 'PUT /api/games/:id/rating',
    request: async (ctx, role) => {
      await playedRound(ctx, role);
      return { url: `/api/games/${await game(ctx)}/rating`, payload: { rating: 4 } };
    },
    expect: signedIn(200),
  },
  { call: 'GET /api/games/scores', request: () => ({ url: '/api/games/scores' }), expect: signedIn(200) },
  {
    call: 'GET /api/games/scores/top',
    request: async (ctx) => ({ url: `/api/games/scores/top?gameId=${await game(ctx)}` }),
    expect: allRoles(200),
  },
  {
    call: 'GET /api/users/game-progress',
    request: () => ({ url: '/api/users/game-progress' }),
    expect: signedIn(200),
  },
  {
    call: 'GET /api/users/game-progress/:gameId',
    request: async (ctx) => ({ url: `/api/users/game-progress/${await game(ctx)}` }),
    expect: signedIn(200),
  },
  {
    call: 'GET /api/users/game-progress-stats',
    request: () => ({ url: '/api/users/game-progress-stats' }),
    expect: signedIn(200),
  },
  {
    call: 'GET /api/users/achievements',
    request: () => ({ url: '/api/users/achievements' }),
    expect: signedIn(200),
  },
];
