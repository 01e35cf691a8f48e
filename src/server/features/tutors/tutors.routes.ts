import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tutorsEndpoints } from '#contract/endpoints/tutors.ts';
import { catalogListRoute, catalogRoute } from '#server/lib/catalog-read.ts';
import { route } from '#server/lib/route.ts';
import { tutorBusyTimes } from './bookings.service.ts';
import * as tutors from './tutors.service.ts';

export const tutorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  catalogListRoute(app, tutorsEndpoints.list, ['tutors'], (request, locale) =>
    tutors.listTutors(ctx, request.query, locale),
  );

  catalogRoute(app, tutorsEndpoints.get, ['tutors'], (request, locale) =>
    tutors.getTutor(ctx, request.params.id, locale),
  );

  // Not cached: every booking changes it, and the dialog must see the times taken a moment ago.
  route(app, tutorsEndpoints.busy, async (request, reply) => {
    const busy = await tutorBusyTimes(ctx, request.params.id, request.query);
    return reply.header('cache-control', 'no-store').send(busy);
  });
};
