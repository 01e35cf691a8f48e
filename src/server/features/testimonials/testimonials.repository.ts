import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { testimonials } from '../../db/schema';

export type TestimonialRow = {
  id: number;
  name: string;
  title: string;
  content: string;
  /** numeric(2,1) as the driver gives it: "4.5". */
  rating: string;
  imageUrl: string | null;
};

/** Active testimonials, oldest first (the order they were added in). */
export async function listTestimonials(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<TestimonialRow[]> {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      title: testimonials.title,
      content: testimonials.content,
      rating: testimonials.rating,
      imageUrl: testimonials.imageUrl,
    })
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
