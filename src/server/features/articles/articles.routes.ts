import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articlesEndpoints } from '#contract/endpoints/articles.ts';
import { catalogListRoute, catalogRoute } from '#server/lib/catalog-read.ts';
import { requireUser, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as articles from './articles.service.ts';

export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  catalogListRoute(app, articlesEndpoints.list, ['articles'], (request, locale) =>
    articles.listArticles(ctx, request.query, locale),
  );

  catalogRoute(app, articlesEndpoints.featured, ['articles'], (_request, locale) =>
    articles.listFeatured(ctx, locale),
  );

  catalogRoute(app, articlesEndpoints.get, ['articles'], (request, locale) =>
    articles.getArticle(ctx, request.params.id, locale),
  );

  route(app, articlesEndpoints.recordRead, { onRequest: requireUser }, async (request) => {
    await articles.recordRead(ctx, request.params.id, signedInUser(request).id);
    return { ok: true as const };
  });
};
