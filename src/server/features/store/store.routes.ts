import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponseSchema, PaginationQuerySchema } from '#contract/common.ts';
import { ChildIdParamsSchema } from '#contract/family.ts';
import { AwaitingParentSchema } from '#contract/parent-controls.ts';
import {
  CheckoutInputSchema,
  CheckoutResultSchema,
  DeliveryAddressSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  MerchandiseListSchema,
  PurchaseInputSchema,
  PurchaseResultSchema,
  SavingsGoalSchema,
  SetGoalInputSchema,
  UserPurchaseListSchema,
} from '#contract/store.ts';
import { AppError } from '../../lib/app-error';
import { totalCountHeader } from '../../lib/lists';
import { errorResponses } from '../../lib/route-schemas';
import { requireConsent, requireParentOf, requireUser, signedInUser } from '../../plugins/session';
import { holdForParent } from '../family/approvals.service';
import * as buying from './checkout.service';
import * as addresses from './delivery-address.service';
import * as goals from './goal.service';
import type { Idempotent } from './idempotency';
import * as store from './store.service';

/** The request's Idempotency-Key header, checked; undefined when there is none. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key header';
    throw AppError.invalidField('Idempotency-Key', message);
  }
  return parsed.data;
}

/** The child of a /parent/child-activity/:childId call, as validated. */
const childIdOf = (request: { params: unknown }) =>
  ChildIdParamsSchema.safeParse(request.params).data?.childId;

function replyIdempotent<T>(reply: FastifyReply, answer: Idempotent<T>): T {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return answer.result;
}

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['store'];

  app.get(
    '/merchandise',
    {
      schema: {
        tags,
        summary: 'The items the store sells (X-Total-Count with limit)',
        querystring: PaginationQuerySchema,
        response: { 200: MerchandiseListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { limit, offset = 0 } = request.query;
      const page = limit ? { limit, offset } : undefined;
      return ctx.catalogCache.send(request, reply, {
        scopes: ['merchandise'],
        key: `merchandise?limit=${limit ?? ''}&offset=${page ? offset : ''}`,
        schema: MerchandiseListSchema,
        load: async () => {
          const { items, total } = await store.listMerchandise(ctx, page);
          return {
            data: items,
            ...(total !== undefined ? { headers: { 'x-total-count': String(total) } } : {}),
          };
        },
      });
    },
  );

  app.post(
    '/merchandise/purchase',
    {
      // A guest gets 401 before the body is even read (DESIGN section 5's order of answers).
      onRequest: requireConsent,
      schema: {
        tags,
        summary: 'Buy one item with points (an Idempotency-Key header is honoured for 24 hours)',
        body: PurchaseInputSchema,
        response: {
          200: PurchaseResultSchema,
          202: AwaitingParentSchema,
          ...errorResponses(400, 401, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      // With a parent's approvals on, the purchase waits as a request (DESIGN section 12).
      const held = await holdForParent(ctx, signedInUser(request), { kind: 'purchase', input: request.body });
      if (held) return reply.code(202).send(held);
      return replyIdempotent(reply, await buying.purchase(ctx, signedInUser(request), request.body, key));
    },
  );

  app.post(
    '/checkout',
    {
      onRequest: requireConsent,
      schema: {
        tags,
        summary: "Buy the cart's items with points, all or nothing (Idempotency-Key honoured for 24 hours)",
        body: CheckoutInputSchema,
        response: {
          200: CheckoutResultSchema,
          202: AwaitingParentSchema,
          ...errorResponses(400, 401, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const held = await holdForParent(ctx, signedInUser(request), { kind: 'checkout', input: request.body });
      if (held) return reply.code(202).send(held);
      return replyIdempotent(reply, await buying.checkout(ctx, signedInUser(request), request.body, key));
    },
  );

  app.get(
    '/users/merchandise',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's inventory: one entry per unit bought, newest first",
        querystring: PaginationQuerySchema,
        response: { 200: UserPurchaseListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const page = await store.listInventory(ctx, signedInUser(request).id, request.query);
      const headers = totalCountHeader(page.total);
      if (headers) reply.headers(headers);
      return page.items;
    },
  );

  app.get(
    '/parent/child-activity/:childId/prizes',
    {
      onRequest: requireParentOf(childIdOf),
      schema: {
        tags,
        summary: "A linked child's prizes, newest first, with each physical prize's delivery status",
        params: ChildIdParamsSchema,
        response: { 200: UserPurchaseListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => (await store.listInventory(ctx, request.params.childId, {})).items,
  );

  app.get(
    '/users/address',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "The delivery address of the signed-in user's physical prizes (a managed child's parent's), or null",
        response: { 200: DeliveryAddressSchema.nullable(), ...errorResponses(401) },
      },
    },
    async (request) => addresses.getAddress(ctx, signedInUser(request)),
  );

  app.put(
    '/users/address',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Keep the delivery address for physical prizes (400 names a missing field)',
        body: DeliveryAddressSchema,
        response: { 200: DeliveryAddressSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => addresses.setAddress(ctx, signedInUser(request), request.body),
  );

  app.get(
    '/users/goal',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's savings goal, or null",
        response: { 200: SavingsGoalSchema.nullable(), ...errorResponses(401) },
      },
    },
    async (request) => goals.getGoal(ctx, signedInUser(request).id),
  );

  app.put(
    '/users/goal',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Save for one item (replaces the goal); 404 for an item not in the store, 409 sold out',
        body: SetGoalInputSchema,
        response: { 200: SavingsGoalSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => goals.setGoal(ctx, signedInUser(request).id, request.body.merchandiseId),
  );

  app.delete(
    '/users/goal',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Stop saving for the goal',
        response: { 200: OkResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await goals.clearGoal(ctx, signedInUser(request).id);
      return { ok: true as const };
    },
  );
};
