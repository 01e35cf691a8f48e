// The home page's success stories: the active testimonials.
import type { PaginationQuery } from '#contract/common.ts';
import type { Testimonial } from '#contract/testimonials.ts';
import type { AppContext } from '#server/app-context.ts';
import { type ListPage, readList } from '#server/lib/lists.ts';
import * as repo from './testimonials.repository.ts';

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
