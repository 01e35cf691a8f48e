// The home page's success stories: the active testimonials.
import type { PaginationQuery } from '#contract/common.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { Testimonial } from '#contract/testimonials.ts';
import type { AppContext } from '#server/app-context.ts';
import { inReaderLanguage } from '#server/lib/authored-text.ts';
import { type ListPage, readList } from '#server/lib/lists.ts';
import * as repo from './testimonials.repository.ts';

/** A testimonial as a reader of `locale` reads it: each text in their language where it was written. */
function toTestimonial(row: repo.TestimonialRow, locale: Locale): Testimonial {
  const { titleEs, contentEs, ...english } = row;
  const title = inReaderLanguage(locale, row.title, titleEs);
  const content = inReaderLanguage(locale, row.content, contentEs);
  return {
    ...english,
    title: title.text,
    content: content.text,
    lang: { title: title.lang, content: content.lang },
  };
}

export async function listTestimonials(
  ctx: AppContext,
  query: PaginationQuery,
  locale: Locale,
): Promise<ListPage<Testimonial>> {
  return readList(
    query,
    { rows: (page) => repo.listTestimonials(ctx.db, page), count: () => repo.countTestimonials(ctx.db) },
    (row) => toTestimonial(row, locale),
  );
}
