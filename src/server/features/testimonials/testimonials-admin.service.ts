// What the admin dashboard does with testimonials.
import { TestimonialInputSchema } from '#contract/admin.ts';
import { AdminTestimonialSchema } from '#contract/testimonials.ts';
import { adminKind } from '#server/lib/admin-kind.ts';
import * as repo from './testimonials.repository.ts';

export const testimonialsAdmin = adminKind({
  kind: 'testimonials',
  scope: 'testimonials',
  input: TestimonialInputSchema,
  item: AdminTestimonialSchema,
  list: repo.adminListTestimonials,
  count: repo.adminCountTestimonials,
  find: repo.findTestimonial,
  insert: (tx, values) => repo.insertTestimonial(tx, values),
  update: (tx, id, values) => repo.updateTestimonial(tx, id, values),
  hide: repo.hideTestimonial,
});
