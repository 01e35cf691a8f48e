import { z } from 'zod';
import { FieldLanguageSchema, StoredSpanishSchema } from './authored.ts';
import { DateTimeSchema, PaginationQuerySchema } from './common.ts';
import { ARTICLE_CATEGORY_FILTER_OPTIONS } from './options.ts';

/** An article. `content` is HTML, sanitized on the server when written (see article-html.ts). */
export const ArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  author: z.string(),
  authorTitle: z.string().nullable(),
  readTime: z.string(),
  featured: z.boolean(),
  publishedAt: DateTimeSchema,
  /** The language each translatable field is answered in (authored.ts); absent: all in English. */
  lang: z
    .object({ title: FieldLanguageSchema, summary: FieldLanguageSchema, content: FieldLanguageSchema })
    .optional(),
});
export type Article = z.infer<typeof ArticleSchema>;

/** An article as the admin reads and writes it: the English fields and the Spanish versions. */
export const AdminArticleSchema = ArticleSchema.omit({ lang: true }).extend({
  titleEs: StoredSpanishSchema,
  summaryEs: StoredSpanishSchema,
  contentEs: StoredSpanishSchema,
});
export type AdminArticle = z.infer<typeof AdminArticleSchema>;

const ALL_ARTICLES = ARTICLE_CATEGORY_FILTER_OPTIONS[0].toLowerCase();

/**
 * GET /api/articles: newest published first. `category` filters ("All Articles", empty or absent
 * = all; letter case is ignored). Without `limit` the whole list (at most 500); with `limit` and
 * `offset` a page and the total in `X-Total-Count`.
 */
export const ArticleListQuerySchema = PaginationQuerySchema.extend({
  category: z
    .string()
    .trim()
    .max(100, 'Category is at most 100 characters')
    .optional()
    .transform((value) => {
      if (!value || value.toLowerCase() === ALL_ARTICLES) return undefined;
      return ARTICLE_CATEGORY_FILTER_OPTIONS.find((c) => c.toLowerCase() === value.toLowerCase()) ?? value;
    }),
});
export type ArticleListQuery = z.input<typeof ArticleListQuerySchema>;
export type ArticleListFilters = z.output<typeof ArticleListQuerySchema>;
