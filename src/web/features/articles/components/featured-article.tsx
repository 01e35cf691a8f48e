import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { Article } from '#contract/articles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT, useTextLang } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { ArticleImage, ArticleMeta } from './article-meta.tsx';

/** The first featured article, shown large above the grid. */
export function FeaturedArticle({ article }: { article: Article }) {
  const textLang = useTextLang();
  const t = useT();
  return (
    <Card className="grid overflow-hidden md:grid-cols-2" role="article" aria-labelledby="featured-title">
      <ArticleImage article={article} eager sizes="(min-width: 768px) 50vw, 100vw" className="h-full" />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap gap-2">
          <Badge variant="sun">
            <Sparkles aria-hidden /> {t('articles.featured')}
          </Badge>
          <Badge variant="sky">{optionLabel(t, article.category)}</Badge>
        </div>
        <h2 id="featured-title" className="text-2xl sm:text-3xl" lang={textLang(article.lang?.title)}>
          {article.title}
        </h2>
        <p className="text-lg text-muted-foreground" lang={textLang(article.lang?.summary)}>
          {article.summary}
        </p>
        <div className="grid gap-1">
          <p className="font-bold">
            {article.author}
            {article.authorTitle ? (
              <span className="font-semibold text-muted-foreground">, {article.authorTitle}</span>
            ) : null}
          </p>
          <ArticleMeta article={article} />
        </div>
        <Button asChild className="mt-auto w-fit">
          <Link href={`/articles/${article.id}`}>
            <span>
              {t('articles.read')}
              <span className="sr-only" lang={textLang(article.lang?.title)}>
                : {article.title}
              </span>
            </span>
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </Card>
  );
}

export function FeaturedArticleSkeleton() {
  return (
    <Card className="grid overflow-hidden md:grid-cols-2">
      <Skeleton className="aspect-video h-full rounded-none" />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <Skeleton className="h-5 w-40 rounded-full" />
        <Skeleton className="h-8 w-5/6" />
        <Skeleton className="h-8 w-2/3" />
        <div className="grid gap-2">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-3/4" />
        </div>
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-auto h-11 w-36 rounded-full" />
      </div>
    </Card>
  );
}
