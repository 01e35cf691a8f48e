import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ArticleSchema } from '#contract/articles.ts';
import { ArticleListSchema, articlesEndpoints } from '#contract/endpoints/articles.ts';
import { catalogKey, totalCountHeader } from '../../lib/lists';
import { route } from '../../lib/route';
import { requireUser, signedInUser } from '../../plugins/session';
import * as articles from './articles.service';

export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, articlesEndpoints.list, async (request, reply) =>
    ctx.catalogCache.send(request, reply, {
      scopes: ['articles'],
      key: catalogKey('/api/articles', request.query),
      schema: ArticleListSchema,
      load: async () => {
        const page = await articles.listArticles(ctx, request.query);
        return { data: page.items, headers: totalCountHeader(page.total) };
      },
    }),
  );

  route(app, articlesEndpoints.featured, async (request, reply) =>
    ctx.catalogCache.send(request, reply, {
      scopes: ['articles'],
      key: catalogKey('/api/articles/featured'),
      schema: ArticleListSchema,
      load: async () => ({ data: await articles.listFeatured(ctx) }),
    }),
  );

  route(app, articlesEndpoints.get, async (request, reply) =>
    ctx.catalogCache.send(request, reply, {
      scopes: ['articles'],
      key: catalogKey(`/api/articles/${request.params.id}`),
      schema: ArticleSchema,
      load: async () => ({ data: await articles.getArticle(ctx, request.params.id) }),
    }),
  );

  route(app, articlesEndpoints.recordRead, { onRequest: requireUser }, async (request) => {
    await articles.recordRead(ctx, request.params.id, signedInUser(request).id);
    return { ok: true as const };
  });
};
