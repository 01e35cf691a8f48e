// A child's purchase, checkout or booking waits for a parent's yes when the parent turned
// approvals on, and the parent's answer runs it: so these calls are registered here, above the
// store and the tutors whose work they hold and then run.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingsEndpoints } from '#contract/endpoints/bookings.ts';
import { parentControlsEndpoints } from '#contract/endpoints/parent-controls.ts';
import { storeEndpoints } from '#contract/endpoints/store.ts';
import { requireLearner } from '#server/features/accounts/tutor-rule.ts';
import * as buying from '#server/features/store/checkout.service.ts';
import { idempotencyKeyOf, replyIdempotent } from '#server/features/store/store.routes.ts';
import { book } from '#server/features/tutors/session-booking.service.ts';
import { requireConsent, requireParent, requireUser, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as approvals from './approvals.service.ts';

export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // A guest gets 401 before the body is even read.
  route(
    app,
    storeEndpoints.purchase,
    { onRequest: [requireConsent, requireLearner] },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      // With a parent's approvals on, the purchase waits as a request.
      const held = await approvals.holdForParent(ctx, signedInUser(request), {
        kind: 'purchase',
        input: request.body,
      });
      if (held) return reply.code(202).send(held);
      return replyIdempotent(reply, await buying.purchase(ctx, signedInUser(request), request.body, key));
    },
  );

  route(
    app,
    storeEndpoints.checkout,
    { onRequest: [requireConsent, requireLearner] },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const held = await approvals.holdForParent(ctx, signedInUser(request), {
        kind: 'checkout',
        input: request.body,
      });
      if (held) return reply.code(202).send(held);
      return replyIdempotent(reply, await buying.checkout(ctx, signedInUser(request), request.body, key));
    },
  );

  // Booking binds the child to a tutor.
  route(app, bookingsEndpoints.book, { onRequest: requireConsent }, async (request, reply) => {
    // With a parent's approvals on, the booking waits as a request.
    const held = await approvals.holdForParent(ctx, signedInUser(request), {
      kind: 'booking',
      input: request.body,
    });
    if (held) return reply.code(202).send(held);
    const session = await book(ctx, signedInUser(request).id, request.body);
    return reply.code(201).send(session);
  });

  route(app, parentControlsEndpoints.approvals, { onRequest: requireParent }, async (request) =>
    approvals.parentApprovals(ctx, signedInUser(request).id, signedInUser(request).locale),
  );

  for (const [entry, answer] of [
    [parentControlsEndpoints.approve, approvals.approve],
    [parentControlsEndpoints.decline, approvals.decline],
  ] as const) {
    route(app, entry, { onRequest: requireParent }, async (request) =>
      answer(ctx, signedInUser(request), request.params.id),
    );
  }

  route(app, parentControlsEndpoints.myApprovals, { onRequest: requireUser }, async (request) =>
    approvals.childApprovals(ctx, signedInUser(request).id, signedInUser(request).locale),
  );
};
