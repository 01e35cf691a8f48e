import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testimonialsEndpoints } from '#contract/endpoints/testimonials.ts';
import { catalogList } from '../../lib/catalog-read';
import { route } from '../../lib/route';
import * as testimonials from './testimonials.service';

export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(
    app,
    testimonialsEndpoints.list,
    catalogList(testimonialsEndpoints.list, ['testimonials'], (request) =>
      testimonials.listTestimonials(ctx, request.query),
    ),
  );
};
