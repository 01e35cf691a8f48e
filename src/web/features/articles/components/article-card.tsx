import { Link } from 'wouter';
import type { Article } from '#contract/articles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT, useTextLang } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { ArticleImage, ArticleMeta } from './article-meta.tsx';

/** One article in the grid; the title is the link and the whole card is its target. */
export function ArticleCard({ article }: { article: Article }) {
  const textLang = useTextLang();
  const t = useT();
  return (
    <Card className="group relative flex h-full flex-col overflow-hidden transition-shadow duration-200 focus-within:shadow-[var(--shadow-lift)] hover:shadow-[var(--shadow-lift)] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring">
      <ArticleImage article={article} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge variant="sky" className="w-fit">
          {optionLabel(t, article.category)}
        </Badge>
        <h3 className="text-xl leading-snug" lang={textLang(article.lang?.title)}>
          <Link
            href={`/articles/${article.id}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-primary focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-muted-foreground" lang={textLang(article.lang?.summary)}>
          {article.summary}
        </p>
        <div className="mt-auto grid gap-1 pt-2">
          <p className="text-sm font-bold">{article.author}</p>
          <ArticleMeta article={article} />
        </div>
      </div>
    </Card>
  );
}

export function ArticleCardSkeleton() {
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="article-card-skeleton">
      <Skeleton className="aspect-video rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-6 w-5/6" />
        <Skeleton className="h-6 w-2/3" />
        <div className="grid gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
        <Skeleton className="mt-2 h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </Card>
  );
}
