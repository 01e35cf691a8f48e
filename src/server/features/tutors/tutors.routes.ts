import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TutorListSchema, tutorsEndpoints } from '#contract/endpoints/tutors.ts';
import { TutorSchema } from '#contract/tutors.ts';
import { catalogKey, totalCountHeader } from '../../lib/lists';
import { route } from '../../lib/route';
import * as tutors from './tutors.service';

export const tutorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, tutorsEndpoints.list, async (request, reply) =>
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

  route(app, tutorsEndpoints.get, async (request, reply) =>
    ctx.catalogCache.send(request, reply, {
      scopes: ['tutors'],
      key: catalogKey(`/api/tutors/${request.params.id}`),
      schema: TutorSchema,
      load: async () => ({ data: await tutors.getTutor(ctx, request.params.id) }),
    }),
  );
};
