import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeEndpoints } from '#contract/endpoints/store.ts';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '#contract/store.ts';
import { requireLearner } from '#server/features/accounts/tutor-rule.ts';
import { requireParentOf } from '#server/features/family/family.guards.ts';
import { AppError } from '#server/lib/app-error.ts';
import { catalogListRoute } from '#server/lib/catalog-read.ts';
import { requireUser, signedInUser } from '#server/lib/guards.ts';
import { sendPage } from '#server/lib/lists.ts';
import { route } from '#server/lib/route.ts';
import * as addresses from './delivery-address.service.ts';
import * as goals from './goal.service.ts';
import type { Idempotent } from './idempotency.ts';
import * as store from './store.service.ts';

/** The request's Idempotency-Key header, checked; undefined when there is none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key header';
    throw AppError.invalidField('Idempotency-Key', message);
  }
  return parsed.data;
}

export function replyIdempotent<T>(reply: FastifyReply, answer: Idempotent<T>): T {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return answer.result;
}

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  catalogListRoute(app, storeEndpoints.list, ['merchandise'], ({ query }, locale) =>
    store.listMerchandise(ctx, query, locale),
  );

  route(app, storeEndpoints.inventory, { onRequest: requireUser }, async (request, reply) => {
    const page = await store.listInventory(ctx, signedInUser(request).id, request.query);
    return sendPage(reply, page);
  });

  route(
    app,
    storeEndpoints.childPrizes,
    { onRequest: requireParentOf },
    async (request) => (await store.listInventory(ctx, request.params.childId, {})).items,
  );

  route(app, storeEndpoints.address, { onRequest: requireUser }, async (request) =>
    addresses.getAddress(ctx, signedInUser(request)),
  );

  route(app, storeEndpoints.setAddress, { onRequest: requireUser }, async (request) =>
    addresses.setAddress(ctx, signedInUser(request), request.body),
  );

  route(app, storeEndpoints.goal, { onRequest: requireUser }, async (request) =>
    goals.getGoal(ctx, signedInUser(request).id),
  );

  route(app, storeEndpoints.setGoal, { onRequest: requireLearner }, async (request) =>
    goals.setGoal(ctx, signedInUser(request).id, request.body.merchandiseId),
  );

  route(app, storeEndpoints.clearGoal, { onRequest: requireUser }, async (request) => {
    await goals.clearGoal(ctx, signedInUser(request).id);
    return { ok: true as const };
  });
};
