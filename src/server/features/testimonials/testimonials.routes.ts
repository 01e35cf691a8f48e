import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testimonialsEndpoints } from '#contract/endpoints/testimonials.ts';
import { catalogListRoute } from '../../lib/catalog-read';
import * as testimonials from './testimonials.service';

export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  catalogListRoute(app, testimonialsEndpoints.list, ['testimonials'], (request) =>
    testimonials.listTestimonials(ctx, request.query),
  );
};
