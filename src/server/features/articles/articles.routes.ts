import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articlesEndpoints } from '#contract/endpoints/articles.ts';
import { catalogListRoute, catalogRoute } from '../../lib/catalog-read';
import { requireUser, signedInUser } from '../../lib/guards';
import { route } from '../../lib/route';
import * as articles from './articles.service';

export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  catalogListRoute(app, articlesEndpoints.list, ['articles'], (request) =>
    articles.listArticles(ctx, request.query),
  );

  catalogRoute(app, articlesEndpoints.featured, ['articles'], () => articles.listFeatured(ctx));

  catalogRoute(app, articlesEndpoints.get, ['articles'], (request) =>
    articles.getArticle(ctx, request.params.id),
  );

  route(app, articlesEndpoints.recordRead, { onRequest: requireUser }, async (request) => {
    await articles.recordRead(ctx, request.params.id, signedInUser(request).id);
    return { ok: true as const };
  });
};
