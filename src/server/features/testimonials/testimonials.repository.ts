import { asc, count, eq, type InferColumnsDataTypes } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { testimonials } from '../../db/schema';

const testimonialColumns = {
  id: testimonials.id,
  name: testimonials.name,
  title: testimonials.title,
  content: testimonials.content,
  /** numeric(2,1) as the driver gives it: "4.5". */
  rating: testimonials.rating,
  imageUrl: testimonials.imageUrl,
};

/** A row as the select of `testimonialColumns` answers it, inferred from the schema. */
export type TestimonialRow = InferColumnsDataTypes<typeof testimonialColumns>;

/** Active testimonials, oldest first (the order they were added in). */
export async function listTestimonials(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<TestimonialRow[]> {
  return db
    .select(testimonialColumns)
    .from(testimonials)
    .where(eq(testimonials.isActive, true))
    .orderBy(asc(testimonials.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTestimonials(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(testimonials).where(eq(testimonials.isActive, true));
  return row?.total ?? 0;
}
