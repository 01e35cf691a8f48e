// The knowledge center: active articles by category, the featured ones, one article. Their HTML
// was sanitized when it was written (lib/sanitize-html.ts), so it is answered as stored.
import type { Article, ArticleListFilters } from '@contract/articles';
import { MAX_UNPAGED_ROWS } from '@contract/common';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { type ListPage, pageOf } from '../../lib/lists';
import * as repo from './articles.repository';

export function toArticle(row: repo.ArticleRow): Article {
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

export async function listArticles(ctx: AppContext, filters: ArticleListFilters): Promise<ListPage<Article>> {
  const page = pageOf(filters);
  const [rows, total] = await Promise.all([
    repo.listArticles(ctx.db, filters, page),
    filters.limit === undefined ? undefined : repo.countArticles(ctx.db, filters),
  ]);
  return { items: rows.map(toArticle), ...(total === undefined ? {} : { total }) };
}

/** The featured articles, newest first (the list page shows the first). */
export async function listFeatured(ctx: AppContext): Promise<Article[]> {
  const rows = await repo.listArticles(ctx.db, { featured: true }, { limit: MAX_UNPAGED_ROWS, offset: 0 });
  return rows.map(toArticle);
}

export async function getArticle(ctx: AppContext, id: number): Promise<Article> {
  const row = await repo.findActiveArticle(ctx.db, id);
  if (!row) throw AppError.notFound('Article not found');
  return toArticle(row);
}
