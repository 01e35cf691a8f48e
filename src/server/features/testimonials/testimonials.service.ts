// The home page's success stories: the active testimonials.
import type { PaginationQuery } from '#contract/common.ts';
import type { Testimonial } from '#contract/testimonials.ts';
import type { AppContext } from '../../app-context';
import { type ListPage, pageOf } from '../../lib/lists';
import * as repo from './testimonials.repository';

export async function listTestimonials(
  ctx: AppContext,
  query: PaginationQuery,
): Promise<ListPage<Testimonial>> {
  const page = pageOf(query);
  const [items, total] = await Promise.all([
    repo.listTestimonials(ctx.db, page),
    query.limit === undefined ? undefined : repo.countTestimonials(ctx.db),
  ]);
  return { items, ...(total === undefined ? {} : { total }) };
}
