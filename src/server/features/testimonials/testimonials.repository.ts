import { and, asc, count, desc, eq, type InferColumnsDataTypes } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { testimonials } from '#server/db/schema/index.ts';
import { containsText } from '#server/db/search.ts';

const testimonialColumns = {
  id: testimonials.id,
  name: testimonials.name,
  title: testimonials.title,
  content: testimonials.content,
  titleEs: testimonials.titleEs,
  contentEs: testimonials.contentEs,
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

// ------------------------------------------------------------------ admin writes

export type TestimonialValues = Pick<
  typeof testimonials.$inferInsert,
  'name' | 'title' | 'content' | 'titleEs' | 'contentEs' | 'rating' | 'imageUrl'
>;

const notDeleted = eq(testimonials.isActive, true);
const searched = (q: string | undefined) =>
  q
    ? containsText(q, [
        testimonials.name,
        testimonials.title,
        testimonials.content,
        testimonials.titleEs,
        testimonials.contentEs,
      ])
    : undefined;

/** The admin's list: every testimonial not deleted, newest first; `q` searches name, title, content. */
export async function adminListTestimonials(
  db: Executor,
  q: string | undefined,
  page: { limit: number; offset: number },
): Promise<TestimonialRow[]> {
  return db
    .select(testimonialColumns)
    .from(testimonials)
    .where(and(notDeleted, searched(q)))
    .orderBy(desc(testimonials.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function adminCountTestimonials(db: Executor, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(testimonials)
    .where(and(notDeleted, searched(q)));
  return row?.total ?? 0;
}

export async function findTestimonial(db: Executor, id: number): Promise<TestimonialRow | undefined> {
  const [row] = await db
    .select(testimonialColumns)
    .from(testimonials)
    .where(and(eq(testimonials.id, id), notDeleted));
  return row;
}

export async function insertTestimonial(tx: Executor, values: TestimonialValues): Promise<number> {
  const [row] = await tx.insert(testimonials).values(values).returning({ id: testimonials.id });
  if (!row) throw new Error('insert into testimonials returned no row');
  return row.id;
}

export async function updateTestimonial(
  tx: Executor,
  id: number,
  values: TestimonialValues,
): Promise<boolean> {
  const rows = await tx
    .update(testimonials)
    .set(values)
    .where(and(eq(testimonials.id, id), notDeleted))
    .returning({ id: testimonials.id });
  return rows.length > 0;
}

export async function hideTestimonial(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .update(testimonials)
    .set({ isActive: false })
    .where(and(eq(testimonials.id, id), notDeleted))
    .returning({ id: testimonials.id });
  return rows.length > 0;
}
