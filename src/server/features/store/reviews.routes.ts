import { IdParamsSchema, OkResponseSchema, PaginationQuerySchema } from '@contract/common';
import {
  MerchandiseReviewInputSchema,
  MerchandiseReviewListSchema,
  MerchandiseReviewSchema,
} from '@contract/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { totalCountHeader } from '../../lib/lists';
import { errorResponses } from '../../lib/route-schemas';
import { requireConsent, requireUser, signedInUser } from '../../plugins/session';
import * as reviews from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['store'];

  app.get(
    '/merchandise/:id/reviews',
    {
      schema: {
        tags,
        summary: "An item's reviews, newest first (reviewers by username only)",
        params: IdParamsSchema,
        querystring: PaginationQuerySchema,
        response: { 200: MerchandiseReviewListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const page = await reviews.listReviews(ctx, request.params.id, request.query, request.user?.id);
      const headers = totalCountHeader(page.total);
      if (headers) reply.headers(headers);
      return page.items;
    },
  );

  app.post(
    '/merchandise/:id/reviews',
    {
      onRequest: requireConsent,
      schema: {
        tags,
        summary: 'Review an item (signed in; one review per item); recomputes its rating',
        params: IdParamsSchema,
        body: MerchandiseReviewInputSchema,
        response: { 201: MerchandiseReviewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const review = await reviews.addReview(ctx, request.params.id, user.id, request.body);
      return reply.code(201).send(review);
    },
  );

  app.put(
    '/merchandise/reviews/:id',
    {
      onRequest: requireConsent,
      schema: {
        tags,
        summary: 'Edit your own review of an item; recomputes its rating',
        params: IdParamsSchema,
        body: MerchandiseReviewInputSchema,
        response: { 200: MerchandiseReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => reviews.updateReview(ctx, request.params.id, signedInUser(request).id, request.body),
  );

  app.delete(
    '/merchandise/reviews/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Delete your own review of an item; recomputes its rating',
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await reviews.deleteReview(ctx, request.params.id, signedInUser(request).id);
      return { ok: true as const };
    },
  );
};
