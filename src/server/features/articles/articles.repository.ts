import { and, count, desc, eq, type InferColumnsDataTypes, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { articles } from '../../db/schema';

const articleColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  content: articles.content,
  imageUrl: articles.imageUrl,
  category: articles.category,
  author: articles.author,
  authorTitle: articles.authorTitle,
  readTime: articles.readTime,
  featured: articles.featured,
  publishedAt: articles.publishedAt,
};

/** A row as the select of `articleColumns` answers it, inferred from the schema. */
export type ArticleRow = InferColumnsDataTypes<typeof articleColumns>;

export interface ArticleFilters {
  category?: string | undefined;
  featured?: boolean;
}

function conditions(filters: ArticleFilters): SQL | undefined {
  const where: SQL[] = [eq(articles.isActive, true)];
  if (filters.category) where.push(eq(articles.category, filters.category));
  if (filters.featured) where.push(eq(articles.featured, true));
  return and(...where);
}

/** Active articles, newest published first (then the newest id). */
export async function listArticles(
  db: Executor,
  filters: ArticleFilters,
  page: { limit: number; offset: number },
): Promise<ArticleRow[]> {
  return db
    .select(articleColumns)
    .from(articles)
    .where(conditions(filters))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countArticles(db: Executor, filters: ArticleFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(articles).where(conditions(filters));
  return row?.total ?? 0;
}

export async function findActiveArticle(db: Executor, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.isActive, true)));
  return row;
}
