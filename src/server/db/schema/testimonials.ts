// Testimonials shown on the home page.
import { boolean, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** The optional Spanish versions (null: the reader of Spanish reads the English). */
  titleEs: text('title_es'),
  contentEs: text('content_es'),
  rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('5.0'),
  imageUrl: text('image_url'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});
