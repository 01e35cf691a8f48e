import { z } from 'zod';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
import { TestimonialListQuerySchema, TestimonialSchema } from '#contract/testimonials.ts';

export const TestimonialListSchema = z.array(TestimonialSchema);

export const testimonialsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/testimonials',
    tags: ['testimonials'],
    summary: 'The active testimonials; with limit, a page and X-Total-Count',
    querystring: TestimonialListQuerySchema,
    response: {
      200: TestimonialListSchema,
      304: z.null().describe('Not modified: the If-None-Match ETag is current'),
      ...errorResponses(400),
    },
  }),
};
