import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tutorsEndpoints } from '#contract/endpoints/tutors.ts';
import { catalogListRoute, catalogRoute } from '../../lib/catalog-read';
import * as tutors from './tutors.service';

export const tutorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  catalogListRoute(app, tutorsEndpoints.list, ['tutors'], (request) => tutors.listTutors(ctx, request.query));

  catalogRoute(app, tutorsEndpoints.get, ['tutors'], (request) => tutors.getTutor(ctx, request.params.id));
};
