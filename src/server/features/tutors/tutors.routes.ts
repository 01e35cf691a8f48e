import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tutorsEndpoints } from '#contract/endpoints/tutors.ts';
import { catalogList, catalogRead } from '../../lib/catalog-read';
import { route } from '../../lib/route';
import * as tutors from './tutors.service';

export const tutorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(
    app,
    tutorsEndpoints.list,
    catalogList(tutorsEndpoints.list, ['tutors'], (request) => tutors.listTutors(ctx, request.query)),
  );

  route(
    app,
    tutorsEndpoints.get,
    catalogRead(tutorsEndpoints.get, ['tutors'], (request) => tutors.getTutor(ctx, request.params.id)),
  );
};
