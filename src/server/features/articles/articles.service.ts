// The knowledge center: active articles by category, the featured ones, one article, and the
// reads of signed-in users (for two achievements). The HTML was sanitized when it was written
// (lib/sanitize-html.ts), so it is answered as stored.
import type { AchievementCountsBetween } from '#contract/achievements.ts';
import type { AdminArticle, Article, ArticleListFilters } from '#contract/articles.ts';
import { MAX_UNPAGED_ROWS } from '#contract/common.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { ARTICLE_CATEGORIES } from '#contract/options.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { inReaderLanguage } from '#server/lib/authored-text.ts';
import { type ListPage, readList } from '#server/lib/lists.ts';
import * as repo from './articles.repository.ts';

/** An article as a reader of `locale` reads it: each text in their language where it was written. */
export function toArticle(row: repo.ArticleRow, locale: Locale): Article {
  const { titleEs, summaryEs, contentEs, ...english } = row;
  const title = inReaderLanguage(locale, row.title, titleEs);
  const summary = inReaderLanguage(locale, row.summary, summaryEs);
  const content = inReaderLanguage(locale, row.content, contentEs);
  return {
    ...english,
    title: title.text,
    summary: summary.text,
    content: content.text,
    publishedAt: row.publishedAt.toISOString(),
    lang: { title: title.lang, summary: summary.lang, content: content.lang },
  };
}

/** An article as the admin edits it: the English and the Spanish versions. */
export function toAdminArticle(row: repo.ArticleRow): AdminArticle {
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

export async function listArticles(
  ctx: AppContext,
  filters: ArticleListFilters,
  locale: Locale,
): Promise<ListPage<Article>> {
  return readList(
    filters,
    {
      rows: (page) => repo.listArticles(ctx.db, filters, page),
      count: () => repo.countArticles(ctx.db, filters),
    },
    (row) => toArticle(row, locale),
  );
}

/** The featured articles, newest first (the list page shows the first). */
export async function listFeatured(ctx: AppContext, locale: Locale): Promise<Article[]> {
  const rows = await repo.listArticles(ctx.db, { featured: true }, { limit: MAX_UNPAGED_ROWS, offset: 0 });
  return rows.map((row) => toArticle(row, locale));
}

export async function getArticle(ctx: AppContext, id: number, locale: Locale): Promise<Article> {
  const row = await repo.findActiveArticle(ctx.db, id);
  if (!row) throw AppError.notFound('Article not found');
  return toArticle(row, locale);
}

/** A signed-in user read an article (its end reached, or 20 seconds on it); recorded once. */
export async function recordRead(ctx: AppContext, articleId: number, userId: number): Promise<void> {
  if (!(await repo.findActiveArticle(ctx.db, articleId))) throw AppError.notFound('Article not found');
  await repo.recordRead(ctx.db, { userId, articleId, at: ctx.clock.now() });
}

/**
 * What Article Enthusiast (5 articles read) and Knowledge Explorer (one read in every category)
 * are decided from: how many were read and in which categories, with when each goal was reached.
 */
export async function readingFacts(ctx: AppContext, userId: number) {
  const reads = await repo.readsOf(ctx.db, userId);
  const categories = new Set<string>();
  let allCategoriesReadAt: Date | null = null;
  for (const read of reads) {
    if (!ARTICLE_CATEGORIES.some((c) => c === read.category)) continue;
    categories.add(read.category);
    if (allCategoriesReadAt === null && categories.size === ARTICLE_CATEGORIES.length)
      allCategoriesReadAt = read.readAt;
  }
  return {
    articlesRead: reads.length,
    fifthArticleReadAt: reads[4]?.readAt ?? null,
    categoriesRead: categories.size,
    allCategoriesReadAt,
  };
}

/** Every article a user read (the account export). */
export function readerData(ctx: AppContext, userId: number) {
  return repo.allReadsOf(ctx.db, userId);
}

/** The reading counts for many users, now and a while ago (the digest's achievements of the week). */
export async function readingCountsOfUsers(
  ctx: Pick<AppContext, 'db'>,
  userIds: number[],
  since: Date,
): Promise<Map<number, AchievementCountsBetween>> {
  const rows = await repo.readCountsOfUsers(ctx.db, userIds, since, ARTICLE_CATEGORIES);
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        before: { articlesRead: r.articlesReadBefore, categoriesRead: r.categoriesReadBefore },
        after: { articlesRead: r.articlesRead, categoriesRead: r.categoriesRead },
      },
    ]),
  );
}

/** Which asks (a user, an article, an instant) were read by that user after that instant. */
export async function readsAfter(
  ctx: Pick<AppContext, 'db'>,
  asks: readonly { key: string; userId: number; articleId: number; after: Date }[],
): Promise<Set<string>> {
  return new Set(await repo.readAfter(ctx.db, asks));
}

/** Articles by id with their title and picture, also those since hidden (what a note names). */
export async function articleCards(ctx: Pick<AppContext, 'db'>, ids: readonly number[]) {
  return new Map((await repo.articlesByIds(ctx.db, ids)).map((a) => [a.id, a]));
}
