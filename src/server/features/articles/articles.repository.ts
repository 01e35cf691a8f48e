import { and, count, desc, eq, type InferColumnsDataTypes, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '#server/db/client.ts';
import { articleReads, articles } from '#server/db/schema/index.ts';
import { containsText } from '#server/db/search.ts';
import type { RowsPage } from '#server/lib/lists.ts';

const KeyRowsSchema = z.object({ rows: z.array(z.object({ key: z.string() })) });

const articleColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  content: articles.content,
  titleEs: articles.titleEs,
  summaryEs: articles.summaryEs,
  contentEs: articles.contentEs,
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
  page: RowsPage,
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

// ------------------------------------------------------------------ admin writes

export type ArticleValues = Pick<
  typeof articles.$inferInsert,
  | 'title'
  | 'summary'
  | 'content'
  | 'titleEs'
  | 'summaryEs'
  | 'contentEs'
  | 'imageUrl'
  | 'category'
  | 'author'
  | 'authorTitle'
  | 'readTime'
  | 'featured'
  | 'publishedAt'
>;

const notDeleted = eq(articles.isActive, true);
const searched = (q: string | undefined) =>
  q
    ? containsText(q, [
        articles.title,
        articles.summary,
        articles.author,
        articles.category,
        articles.titleEs,
        articles.summaryEs,
      ])
    : undefined;

/** The admin's list: every article not deleted, newest first; `q` searches title, summary, author, category. */
export async function adminListArticles(
  db: Executor,
  q: string | undefined,
  page: RowsPage,
): Promise<ArticleRow[]> {
  return db
    .select(articleColumns)
    .from(articles)
    .where(and(notDeleted, searched(q)))
    .orderBy(desc(articles.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function adminCountArticles(db: Executor, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(articles)
    .where(and(notDeleted, searched(q)));
  return row?.total ?? 0;
}

export async function insertArticle(tx: Executor, values: ArticleValues): Promise<number> {
  const [row] = await tx.insert(articles).values(values).returning({ id: articles.id });
  if (!row) throw new Error('insert into articles returned no row');
  return row.id;
}

export async function updateArticle(tx: Executor, id: number, values: ArticleValues): Promise<boolean> {
  const rows = await tx
    .update(articles)
    .set(values)
    .where(and(eq(articles.id, id), notDeleted))
    .returning({ id: articles.id });
  return rows.length > 0;
}

export async function hideArticle(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .update(articles)
    .set({ isActive: false })
    .where(and(eq(articles.id, id), notDeleted))
    .returning({ id: articles.id });
  return rows.length > 0;
}

// ------------------------------------------------------------------ reads (docs/rules.md#promises-kept)

/** Records that a user read an article; a second read keeps the first one's time and moves the latest. */
export async function recordRead(db: Executor, read: { userId: number; articleId: number; at: Date }) {
  await db
    .insert(articleReads)
    .values({ userId: read.userId, articleId: read.articleId, readAt: read.at, lastReadAt: read.at })
    .onConflictDoUpdate({
      target: [articleReads.userId, articleReads.articleId],
      set: { lastReadAt: sql`greatest(${articleReads.lastReadAt}, excluded.last_read_at)` },
    });
}

/**
 * Which of the asks (a user, an article, an instant) have a read of that article by that user
 * after that instant: one query for any number of asks, answered by the index of their keys.
 */
export async function readAfter(
  db: Executor,
  asks: readonly { key: string; userId: number; articleId: number; after: Date }[],
): Promise<string[]> {
  if (asks.length === 0) return [];
  const values = sql.join(
    asks.map(
      (a) =>
        sql`(${a.key}::text, ${a.userId}::int, ${a.articleId}::int, ${a.after.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    select ask.key from (values ${values}) as ask(key, user_id, article_id, after)
    where exists (
      select 1 from ${articleReads}
      where ${articleReads.userId} = ask.user_id and ${articleReads.articleId} = ask.article_id
        and ${articleReads.lastReadAt} > ask.after)`);
  return KeyRowsSchema.parse(result).rows.map((r) => r.key);
}

/** Articles by id, active or not (a note keeps naming an article an admin later hid). */
export function articlesByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: articles.id,
      title: articles.title,
      imageUrl: articles.imageUrl,
      isActive: articles.isActive,
    })
    .from(articles)
    .where(inArray(articles.id, [...ids]));
}

/** A user's reads, oldest first, each with its article's category (one query). */
export function readsOf(db: Executor, userId: number) {
  return db
    .select({ readAt: articleReads.readAt, category: articles.category })
    .from(articleReads)
    .innerJoin(articles, eq(articles.id, articleReads.articleId))
    .where(eq(articleReads.userId, userId))
    .orderBy(articleReads.readAt);
}

/** Every read row of one user (the account export). */
export function allReadsOf(db: Executor, userId: number) {
  return db.select().from(articleReads).where(eq(articleReads.userId, userId)).orderBy(articleReads.readAt);
}

/** Each user's articles read and categories read in, now and before an instant, in one query. */
export async function readCountsOfUsers(
  db: Executor,
  userIds: number[],
  since: Date,
  categories: readonly string[],
) {
  if (userIds.length === 0) return [];
  const before = sql`${articleReads.readAt} < ${since}`;
  const known = inArray(articles.category, [...categories]);
  return db
    .select({
      userId: articleReads.userId,
      articlesRead: sql<number>`count(*)::int`,
      articlesReadBefore: sql<number>`(count(*) filter (where ${before}))::int`,
      categoriesRead: sql<number>`(count(distinct ${articles.category}) filter (where ${known}))::int`,
      categoriesReadBefore: sql<number>`(count(distinct ${articles.category}) filter (where ${known} and ${before}))::int`,
    })
    .from(articleReads)
    .innerJoin(articles, eq(articles.id, articleReads.articleId))
    .where(inArray(articleReads.userId, userIds))
    .groupBy(articleReads.userId);
}
