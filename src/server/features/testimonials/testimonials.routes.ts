import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TestimonialListSchema, testimonialsEndpoints } from '#contract/endpoints/testimonials.ts';
import { catalogKey, totalCountHeader } from '../../lib/lists';
import { route } from '../../lib/route';
import * as testimonials from './testimonials.service';

export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, testimonialsEndpoints.list, async (request, reply) =>
    ctx.catalogCache.send(request, reply, {
      scopes: ['testimonials'],
      key: catalogKey('/api/testimonials', request.query),
      schema: TestimonialListSchema,
      load: async () => {
        const page = await testimonials.listTestimonials(ctx, request.query);
        return { data: page.items, headers: totalCountHeader(page.total) };
      },
    }),
  );
};
