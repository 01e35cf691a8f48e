import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testimonialsEndpoints } from '#contract/endpoints/testimonials.ts';
import { catalogListRoute } from '#server/lib/catalog-read.ts';
import * as testimonials from './testimonials.service.ts';

export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  catalogListRoute(app, testimonialsEndpoints.list, ['testimonials'], (request, locale) =>
    testimonials.listTestimonials(ctx, request.query, locale),
  );
};
