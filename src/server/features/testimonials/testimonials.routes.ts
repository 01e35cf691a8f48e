import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TestimonialListQuerySchema, TestimonialSchema } from '#contract/testimonials.ts';
import { catalogKey, totalCountHeader } from '../../lib/lists';
import { errorResponses } from '../../lib/route-schemas';
import * as testimonials from './testimonials.service';

const TestimonialListSchema = z.array(TestimonialSchema);

export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/testimonials',
    {
      schema: {
        tags: ['testimonials'],
        summary: 'The active testimonials; with limit, a page and X-Total-Count',
        querystring: TestimonialListQuerySchema,
        response: {
          200: TestimonialListSchema,
          304: z.null().describe('Not modified: the If-None-Match ETag is current'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) =>
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
