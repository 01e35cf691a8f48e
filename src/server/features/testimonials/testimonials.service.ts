// The home page's success stories: the active testimonials.
import type { PaginationQuery } from '#contract/common.ts';
import type { Testimonial } from '#contract/testimonials.ts';
import type { AppContext } from '../../app-context';
import { type ListPage, readList } from '../../lib/lists';
import * as repo from './testimonials.repository';

export async function listTestimonials(
  ctx: AppContext,
  query: PaginationQuery,
): Promise<ListPage<Testimonial>> {
  return readList(
    query,
    { rows: (page) => repo.listTestimonials(ctx.db, page), count: () => repo.countTestimonials(ctx.db) },
    (item) => item,
  );
}
