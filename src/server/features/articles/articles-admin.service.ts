// What the admin dashboard does with articles. The HTML is sanitized here, when it is written,
// with the settings the admin's live preview uses (lib/sanitize-html.ts).
import { ArticleInputSchema, type ArticleValues } from '#contract/admin.ts';
import { AdminArticleSchema } from '#contract/articles.ts';
import { adminKind } from '#server/lib/admin-kind.ts';
import { AppError } from '#server/lib/app-error.ts';
import { sanitizeArticleHtml } from '#server/lib/sanitize-html.ts';
import * as repo from './articles.repository.ts';
import { toAdminArticle } from './articles.service.ts';

/**
 * The stored HTML is the sanitized HTML; content that sanitizes to almost nothing is refused. A
 * Spanish version that sanitizes to nothing is no version (absent stays absent: kept as it is).
 */
function articleValues(values: ArticleValues, now: Date | undefined): repo.ArticleValues {
  const content = sanitizeArticleHtml(values.content);
  if (content.length < 10) throw AppError.invalidField('content', 'Content must be at least 10 characters');
  const { publishedAt, contentEs, ...rest } = values;
  const spanish = contentEs ? sanitizeArticleHtml(contentEs).trim() || null : contentEs;
  const date = publishedAt ? new Date(publishedAt) : now;
  return { ...rest, content, contentEs: spanish, ...(date ? { publishedAt: date } : {}) };
}

export const articlesAdmin = adminKind({
  kind: 'articles',
  scope: 'articles',
  input: ArticleInputSchema,
  item: AdminArticleSchema,
  list: async (db, q, page) => (await repo.adminListArticles(db, q, page)).map(toAdminArticle),
  count: repo.adminCountArticles,
  find: async (db, id) => {
    const row = await repo.findActiveArticle(db, id);
    return row && toAdminArticle(row);
  },
  insert: (tx, values, ctx) => repo.insertArticle(tx, articleValues(values, ctx.clock.now())),
  // An edit without a publish date keeps the one the article has.
  update: (tx, id, values) => repo.updateArticle(tx, id, articleValues(values, undefined)),
  hide: repo.hideArticle,
});
