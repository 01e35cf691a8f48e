// What the admin dashboard does with testimonials.
import { TestimonialInputSchema } from '#contract/admin.ts';
import { TestimonialSchema } from '#contract/testimonials.ts';
import { adminKind } from '../../lib/admin-kind';
import * as repo from './testimonials.repository';

export const testimonialsAdmin = adminKind({
  kind: 'testimonials',
  scope: 'testimonials',
  input: TestimonialInputSchema,
  item: TestimonialSchema,
  list: repo.adminListTestimonials,
  count: repo.adminCountTestimonials,
  find: repo.findTestimonial,
  insert: (tx, values) => repo.insertTestimonial(tx, values),
  update: (tx, id, values) => repo.updateTestimonial(tx, id, values),
  hide: repo.hideTestimonial,
});
