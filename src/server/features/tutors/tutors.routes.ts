import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '#contract/common.ts';
import { TutorListQuerySchema, TutorSchema } from '#contract/tutors.ts';
import { catalogKey, totalCountHeader } from '../../lib/lists';
import { errorResponses } from '../../lib/route-schemas';
import * as tutors from './tutors.service';

const TutorListSchema = z.array(TutorSchema);
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
};
