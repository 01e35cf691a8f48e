import { CalendarDays, Clock } from 'lucide-react';
import type { Article } from '#contract/articles.ts';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

/** Publish date and read time, side by side. */
export function ArticleMeta({
  article,
  className,
}: {
  article: Pick<Article, 'publishedAt' | 'readTime'>;
  className?: string;
}) {
  const timeZone = useReaderTimeZone();
  const { locale, t } = useI18n();
  // The demo's "5 min read" in the reader's words; other authored words as they are.
  const minutes = /^(\d+) min read$/.exec(article.readTime)?.[1];
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4" />
        <span className="sr-only">{t('articles.published')} </span>
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, timeZone, locale)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4" />
        {minutes ? t('articles.readTime', { minutes }) : article.readTime}
      </span>
    </p>
  );
}

/** An article's picture (the demo ones are 16:9), or a calm placeholder when it has none. */
export function ArticleImage({
  article,
  className,
  eager,
  sizes,
}: {
  article: Pick<Article, 'imageUrl' | 'title'>;
  className?: string;
  eager?: boolean;
  sizes?: string;
}) {
  const t = useT();
  if (!article.imageUrl) {
    return <div aria-hidden className={cn('aspect-video bg-sky', className)} />;
  }
  return (
    <img
      src={article.imageUrl}
      alt={t('articles.illustration', { title: article.title })}
      width={800}
      height={450}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-video w-full bg-sky object-cover', className)}
    />
  );
}
