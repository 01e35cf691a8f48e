import { IdParamsSchema } from '@contract/common';
import {
  TutorListQuerySchema,
  TutorReviewInputSchema,
  TutorReviewListQuerySchema,
  TutorReviewSchema,
  TutorSchema,
} from '@contract/tutors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogKey, totalCountHeader } from '../../lib/lists';
import { errorResponses } from '../../lib/route-schemas';
import { requireConsent, requireUser, signedInUser } from '../../plugins/session';
import * as tutors from './tutors.service';

const TutorListSchema = z.array(TutorSchema);
const TutorReviewListSchema = z.array(TutorReviewSchema);
const notModified = { 304: z.null().describe('Not modified: the If-None-Match ETag is current') };

export const tutorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['tutors'];

  app.get(
    '/tutors',
    {
      schema: {
        tags,
        summary: 'Active tutors, best rated first; filters; with limit, a page and X-Total-Count',
        querystring: TutorListQuerySchema,
        response: { 200: TutorListSchema, ...notModified, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      ctx.catalogCache.send(request, reply, {
        scopes: ['tutors'],
        key: catalogKey('/api/tutors', request.query),
        schema: TutorListSchema,
        load: async () => {
          const page = await tutors.listTutors(ctx, request.query);
          return { data: page.items, headers: totalCountHeader(page.total) };
        },
      }),
  );

  app.get(
    '/tutors/:id',
    {
      schema: {
        tags,
        summary: 'One active tutor',
        params: IdParamsSchema,
        response: { 200: TutorSchema, ...notModified, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      ctx.catalogCache.send(request, reply, {
        scopes: ['tutors'],
        key: catalogKey(`/api/tutors/${request.params.id}`),
        schema: TutorSchema,
        load: async () => ({ data: await tutors.getTutor(ctx, request.params.id) }),
      }),
  );

  app.get(
    '/tutors/:id/reviews',
    {
      schema: {
        tags,
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
          const page = await tutors.listReviews(ctx, request.params.id, request.query);
          return { data: page.items, headers: totalCountHeader(page.total) };
        },
      }),
  );

  app.get(
    '/tutors/:id/reviews/mine',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's own review of a tutor, or null",
        params: IdParamsSchema,
        response: { 200: TutorReviewSchema.nullable(), ...errorResponses(400, 401) },
      },
    },
    async (request) => tutors.getOwnReview(ctx, request.params.id, signedInUser(request).id),
  );

  app.post(
    '/tutors/:id/reviews',
    {
      onRequest: requireConsent,
      schema: {
        tags,
        summary: 'Review a tutor (signed in; one review per tutor); recomputes its rating',
        params: IdParamsSchema,
        body: TutorReviewInputSchema,
        response: { 201: TutorReviewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const review = await tutors.addReview(ctx, request.params.id, signedInUser(request).id, request.body);
      return reply.code(201).send(review);
    },
  );
};
