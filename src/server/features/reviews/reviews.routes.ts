// Every review call of both kinds: the public lists, writing, the own review, who may write one,
// and reporting. The paths are the spec's per kind (/tutors/{id}/reviews, /merchandise/{id}/reviews);
// the rules behind them are one (reviews.service). Moderation lives with the admin routes.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewsEndpoints } from '#contract/endpoints/reviews.ts';
import { catalogListRoute } from '#server/lib/catalog-read.ts';
import { requireConsent, requireUser, signedInUser } from '#server/lib/guards.ts';
import { sendPage } from '#server/lib/lists.ts';
import { route } from '#server/lib/route.ts';
import * as reviews from './reviews.service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // ---------------------------------------------------------------- tutors
  // Cached like the tutor it belongs to: a review is written with the tutors scope (its rating).
  catalogListRoute(app, reviewsEndpoints.tutorReviews, ['tutors'], async (request) => {
    const page = await reviews.listReviews(ctx, 'tutors', request.params.id, request.query);
    return { ...page, items: page.items.map(reviews.asTutorReview) };
  });

  route(app, reviewsEndpoints.ownTutorReview, { onRequest: requireUser }, async (request) => {
    const own = await reviews.ownReview(ctx, 'tutors', request.params.id, signedInUser(request).id);
    return own && reviews.asTutorReview(own);
  });

  route(app, reviewsEndpoints.addTutorReview, { onRequest: requireConsent }, async (request, reply) => {
    const review = await reviews.addReview(
      ctx,
      'tutors',
      request.params.id,
      signedInUser(request).id,
      request.body,
    );
    return reply.code(201).send(reviews.asTutorReview(review));
  });

  // ---------------------------------------------------------------- merchandise
  route(app, reviewsEndpoints.merchandiseReviews, async (request, reply) => {
    const page = await reviews.listReviews(
      ctx,
      'merchandise',
      request.params.id,
      request.query,
      request.user?.id,
    );
    return sendPage(reply, page).map(reviews.asMerchandiseReview);
  });

  route(app, reviewsEndpoints.addMerchandiseReview, { onRequest: requireConsent }, async (request, reply) => {
    const user = signedInUser(request);
    const review = await reviews.addReview(ctx, 'merchandise', request.params.id, user.id, request.body);
    return reply.code(201).send(reviews.asMerchandiseReview(review));
  });

  route(app, reviewsEndpoints.editMerchandiseReview, { onRequest: requireConsent }, async (request) =>
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

  route(app, reviewsEndpoints.deleteMerchandiseReview, { onRequest: requireUser }, async (request) => {
    await reviews.deleteReview(ctx, 'merchandise', request.params.id, signedInUser(request).id);
    return { ok: true as const };
  });

  // ---------------------------------------------------------------- both kinds
  route(app, reviewsEndpoints.eligibility, { onRequest: requireUser }, async (request) =>
    reviews.eligibility(ctx, request.params.kind, request.params.id, signedInUser(request).id),
  );

  route(app, reviewsEndpoints.report, { onRequest: requireConsent }, async (request, reply) => {
    const { kind, id } = request.params;
    await reviews.reportReview(ctx, kind, id, signedInUser(request).id, request.body.reason);
    return reply.code(201).send({ ok: true as const });
  });
};
