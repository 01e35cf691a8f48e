import { z } from 'zod';
import { PaginationQuerySchema } from './common.ts';

/** A testimonial on the home page. `rating` is a numeric string with one decimal ("4.5"). */
export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  content: z.string(),
  rating: z.string().regex(/^\d(\.\d)?$/),
  imageUrl: z.string().nullable(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** GET /api/testimonials: the active ones, oldest first; pages like any list. */
export const TestimonialListQuerySchema = PaginationQuerySchema;
