// Articles and who has read them.
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, tstz } from './columns.ts';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitized HTML: sanitized on the server when written. */
    content: text('content').notNull(),
    /** The optional Spanish versions (null: the reader of Spanish reads the English). */
    titleEs: text('title_es'),
    summaryEs: text('summary_es'),
    /** Sanitized like `content`. */
    contentEs: text('content_es'),
    imageUrl: text('image_url'),
    category: text('category').notNull(),
    author: text('author').notNull(),
    authorTitle: text('author_title'),
    readTime: text('read_time').notNull(),
    featured: boolean('featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('articles_active_published_idx').on(t.isActive, t.publishedAt),
    index('articles_category_idx').on(t.category),
  ],
);

/**
 * An article a signed-in user read (reached its end or stayed 20 seconds, docs/rules.md#promises-kept): one
 * row per user and article, the first read kept (and the latest beside it). Article Enthusiast and Knowledge Explorer count them.
 */
export const articleReads = pgTable(
  'article_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    readAt: tstz('read_at').notNull().defaultNow(),
    /** The latest read: whether an article a tutor set was read after the note asked for it. */
    lastReadAt: tstz('last_read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);
