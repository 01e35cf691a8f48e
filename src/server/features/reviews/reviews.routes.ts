// Every review call of both kinds: the public lists, writing, the own review, who may write one,
// and reporting. The paths are the spec's per kind (/tutors/{id}/reviews, /merchandise/{id}/reviews);
// the rules behind them are one (reviews.service). Moderation lives with the admin routes.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, OkResponseSchema, PaginationQuerySchema } from '#contract/common.ts';
import {
  ReportReviewInputSchema,
  ReviewEligibilitySchema,
  ReviewKindParamsSchema,
} from '#contract/reviews.ts';
import {
  MerchandiseReviewInputSchema,
  MerchandiseReviewListSchema,
  MerchandiseReviewSchema,
} from '#contract/store.ts';
import { TutorReviewInputSchema, TutorReviewListQuerySchema, TutorReviewSchema } from '#contract/tutors.ts';
import { catalogKey, totalCountHeader } from '../../lib/lists';
import { errorResponses } from '../../lib/route-schemas';
import { requireConsent, requireUser, signedInUser } from '../../plugins/session';
import * as reviews from './reviews.service';

const TutorReviewListSchema = z.array(TutorReviewSchema);
const notModified = { 304: z.null().describe('Not modified: the If-None-Match ETag is current') };

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // ---------------------------------------------------------------- tutors
  app.get(
    '/tutors/:id/reviews',
    {
      schema: {
        tags: ['tutors'],
        summary: "A tutor's reviews, newest first (reviewers by username only)",
        params: IdParamsSchema,
        querystring: TutorReviewListQuerySchema,
        response: { 200: TutorReviewListSchema, ...notModified, ...errorResponses(400, 404) },
      },
    },
    // Cached like the tutor it belongs to: a review is written with the tutors scope (its rating).
    async (request, reply) =>
      ctx.catalogCache.send(request, reply, {
        scopes: ['tutors'],
        key: catalogKey(`/api/tutors/${request.params.id}/reviews`, request.query),
        schema: TutorReviewListSchema,
        load: async () => {
          const page = await reviews.listReviews(ctx, 'tutors', request.params.id, request.query);
          return { data: page.items.map(reviews.asTutorReview), headers: totalCountHeader(page.total) };
        },
      }),
  );

  app.get(
    '/tutors/:id/reviews/mine',
    {
      onRequest: requireUser,
      schema: {
        tags: ['tutors'],
        summary: "The signed-in user's own review of a tutor, or null",
        params: IdParamsSchema,
        response: { 200: TutorReviewSchema.nullable(), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const own = await reviews.ownReview(ctx, 'tutors', request.params.id, signedInUser(request).id);
      return own && reviews.asTutorReview(own);
    },
  );

  app.post(
    '/tutors/:id/reviews',
    {
      onRequest: requireConsent,
      schema: {
        tags: ['tutors'],
        summary: 'Review a tutor after a session with them (one review per tutor); recomputes its rating',
        params: IdParamsSchema,
        body: TutorReviewInputSchema,
        response: { 201: TutorReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const review = await reviews.addReview(
        ctx,
        'tutors',
        request.params.id,
        signedInUser(request).id,
        request.body,
      );
      return reply.code(201).send(reviews.asTutorReview(review));
    },
  );

  // ---------------------------------------------------------------- merchandise
  app.get(
    '/merchandise/:id/reviews',
    {
      schema: {
        tags: ['store'],
        summary: "An item's reviews, newest first (reviewers by username only)",
        params: IdParamsSchema,
        querystring: PaginationQuerySchema,
        response: { 200: MerchandiseReviewListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const page = await reviews.listReviews(
        ctx,
        'merchandise',
        request.params.id,
        request.query,
        request.user?.id,
      );
      const headers = totalCountHeader(page.total);
      if (headers) reply.headers(headers);
      return page.items.map(reviews.asMerchandiseReview);
    },
  );

  app.post(
    '/merchandise/:id/reviews',
    {
      onRequest: requireConsent,
      schema: {
        tags: ['store'],
        summary: 'Review an item you bought (one review per item); recomputes its rating',
        params: IdParamsSchema,
        body: MerchandiseReviewInputSchema,
        response: { 201: MerchandiseReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const review = await reviews.addReview(ctx, 'merchandise', request.params.id, user.id, request.body);
      return reply.code(201).send(reviews.asMerchandiseReview(review));
    },
  );

  app.put(
    '/merchandise/reviews/:id',
    {
      onRequest: requireConsent,
      schema: {
        tags: ['store'],
        summary: 'Edit your own review of an item; recomputes its rating',
        params: IdParamsSchema,
        body: MerchandiseReviewInputSchema,
        response: { 200: MerchandiseReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      reviews.asMerchandiseReview(
        await reviews.updateReview(
          ctx,
          'merchandise',
          request.params.id,
          signedInUser(request).id,
          request.body,
        ),
      ),
  );

  app.delete(
    '/merchandise/reviews/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['store'],
        summary: 'Delete your own review of an item; recomputes its rating',
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await reviews.deleteReview(ctx, 'merchandise', request.params.id, signedInUser(request).id);
      return { ok: true as const };
    },
  );

  // ---------------------------------------------------------------- both kinds
  app.get(
    '/reviews/:kind/:id/eligibility',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Whether you may review a tutor or an item now, and if not, why (DESIGN section 13)',
        params: ReviewKindParamsSchema,
        response: { 200: ReviewEligibilitySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      reviews.eligibility(ctx, request.params.kind, request.params.id, signedInUser(request).id),
  );

  app.post(
    '/reviews/:kind/:id/report',
    {
      onRequest: requireConsent,
      schema: {
        tags: ['reviews'],
        summary: "Report someone else's review to the admins, once, with a reason",
        params: ReviewKindParamsSchema,
        body: ReportReviewInputSchema,
        response: { 201: OkResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      await reviews.reportReview(ctx, kind, id, signedInUser(request).id, request.body.reason);
      return reply.code(201).send({ ok: true as const });
    },
  );
};
