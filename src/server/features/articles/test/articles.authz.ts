import type { AuthzRow } from '#server/test/authorization.ts';
import { createArticle } from '#server/test/factories.ts';

const allRoles = (status: number) => ({ guest: status, student: status, parent: status, admin: status });
const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });

export const articlesAuthzRows: AuthzRow[] = [
  { call: 'GET /api/articles', request: () => ({ url: '/api/articles' }), expect: allRoles(200) },
  {
    call: 'GET /api/articles/featured',
    request: () => ({ url: '/api/articles/featured' }),
    expect: allRoles(200),
  },
  {
    call: 'GET /api/articles/:id',
    request: async (ctx) => {
      const article = await createArticle(ctx.t.database.db);
      await ctx.t.app.ctx.catalogCache.invalidate('articles');
      return { url: `/api/articles/${article.id}` };
    },
    expect: allRoles(200),
  },
  {
    call: 'POST /api/articles/:id/read',
    request: async (ctx) => ({ url: `/api/articles/${(await createArticle(ctx.t.database.db)).id}/read` }),
    expect: signedIn(200),
  },
];
