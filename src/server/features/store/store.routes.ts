import { PaginationQuerySchema } from '@contract/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  MerchandiseListSchema,
  PurchaseInputSchema,
  PurchaseResultSchema,
} from '@contract/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { requireUser, signedInUser } from '../../plugins/session';
import * as store from './store.service';

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
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Buy one item with points (an Idempotency-Key header is honoured for 24 hours)',
        body: PurchaseInputSchema,
        response: { 200: PurchaseResultSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      let key: string | undefined;
      if (header !== undefined) {
        const parsed = IdempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key header';
          throw AppError.invalidField('Idempotency-Key', message);
        }
        key = parsed.data;
      }
      const answer = await store.purchase(ctx, signedInUser(request), request.body, key);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return answer.result;
    },
  );
};
