import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ArticleListQuerySchema, ArticleSchema } from '#contract/articles.ts';
import { IdParamsSchema, OkResponseSchema } from '#contract/common.ts';
import { catalogKey, totalCountHeader } from '../../lib/lists';
import { errorResponses } from '../../lib/route-schemas';
import { requireUser, signedInUser } from '../../plugins/session';
import * as articles from './articles.service';

const ArticleListSchema = z.array(ArticleSchema);
const notModified = { 304: z.null().describe('Not modified: the If-None-Match ETag is current') };

export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['articles'];

  app.get(
    '/articles',
    {
      schema: {
        tags,
        summary: 'Active articles, newest first; by category; with limit, a page and X-Total-Count',
        querystring: ArticleListQuerySchema,
        response: { 200: ArticleListSchema, ...notModified, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
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

  app.get(
    '/articles/featured',
    {
      schema: {
        tags,
        summary: 'The featured articles, newest first',
        response: { 200: ArticleListSchema, ...notModified },
      },
    },
    async (request, reply) =>
      ctx.catalogCache.send(request, reply, {
        scopes: ['articles'],
        key: catalogKey('/api/articles/featured'),
        schema: ArticleListSchema,
        load: async () => ({ data: await articles.listFeatured(ctx) }),
      }),
  );

  app.get(
    '/articles/:id',
    {
      schema: {
        tags,
        summary: 'One active article',
        params: IdParamsSchema,
        response: { 200: ArticleSchema, ...notModified, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      ctx.catalogCache.send(request, reply, {
        scopes: ['articles'],
        key: catalogKey(`/api/articles/${request.params.id}`),
        schema: ArticleSchema,
        load: async () => ({ data: await articles.getArticle(ctx, request.params.id) }),
      }),
  );

  app.post(
    '/articles/:id/read',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Record that you read an article (its end reached, or 20 seconds on it); once per article',
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await articles.recordRead(ctx, request.params.id, signedInUser(request).id);
      return { ok: true as const };
    },
  );
};
