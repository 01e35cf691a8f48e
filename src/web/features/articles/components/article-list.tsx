import { BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { ARTICLES_FIRST_PAGE, useArticles } from '../api/get-articles.ts';
import { useFeaturedArticles } from '../api/get-featured-articles.ts';
import { ArticleCard, ArticleCardSkeleton } from './article-card.tsx';
import { FeaturedArticle, FeaturedArticleSkeleton } from './featured-article.tsx';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export interface ArticleListProps {
  category: string | undefined;
  showAll: boolean;
  onShowAll: () => void;
}

/**
 * The featured article (on All Articles) and the grid: first a page, then all. The featured one
 * is not repeated in the grid, so its page asks for one more.
 */
export function ArticleList({ category, showAll, onShowAll }: ArticleListProps) {
  const withFeatured = category === undefined;
  const t = useT();
  const featured = useFeaturedArticles({ enabled: withFeatured });
  const list = useArticles({
    category,
    limit: showAll ? undefined : ARTICLES_FIRST_PAGE + (withFeatured ? 1 : 0),
  });
  // Wait for the featured list too, so the grid does not change under the reader's eyes.
  const waiting = list.isPending || (withFeatured && featured.isPending);
  const top = withFeatured ? featured.data?.[0] : undefined;

  if (waiting) {
    return (
      <div className="grid gap-10" aria-busy="true">
        <span className="sr-only" role="status">
          {t('articles.loading')}
        </span>
        {withFeatured ? <FeaturedArticleSkeleton /> : null}
        <div className={GRID}>
          {[0, 1, 2].map((i) => (
            <ArticleCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  if (!list.data) {
    return <ErrorState query={list} title={t('articles.loadError')} />;
  }

  const { articles, total } = list.data;
  const gridArticles = articles
    .filter((a) => a.id !== top?.id)
    .slice(0, showAll ? undefined : ARTICLES_FIRST_PAGE);
  const more = !showAll && total > articles.length;

  if (articles.length === 0) {
    return (
      <EmptyState
        icon={BookOpen}
        title={t('articles.empty')}
        action={
          <Button asChild>
            <Link href="/articles">{t('articles.seeAll')}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div className="grid gap-10">
      {top ? <FeaturedArticle article={top} /> : null}
      <section aria-labelledby="articles-grid-heading" className="grid gap-6">
        <h2 id="articles-grid-heading" className="text-2xl">
          {category ? optionLabel(t, category) : t('articles.latest')}
        </h2>
        {list.isError ? (
          <p role="alert" className="font-semibold text-destructive">
            {t('articles.loadRestError')}
          </p>
        ) : null}
        <ul className={GRID}>
          {gridArticles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        {more || list.isPlaceholderData ? (
          <div className="flex justify-center">
            <Button variant="outline" size="lg" onClick={onShowAll} disabled={list.isPlaceholderData}>
              {list.isPlaceholderData ? t('articles.loadingAll') : t('articles.viewAll')}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
