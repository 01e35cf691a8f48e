import { useState } from 'react';
import { ARTICLE_CATEGORY_FILTER_OPTIONS } from '#contract/options.ts';
import { pageTitle, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { ARTICLES_FIRST_PAGE, getArticlesQueryOptions } from '#web/features/articles/api/get-articles.ts';
import { getFeaturedArticlesQueryOptions } from '#web/features/articles/api/get-featured-articles.ts';
import { ArticleList } from '#web/features/articles/components/article-list.tsx';
import { CategoryChips } from '#web/features/articles/components/category-chips.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { usePageSearch } from '#web/lib/page-search.ts';

/** The category in the address, written as its option when it is one ("all articles" = none). */
function readCategory(search: URLSearchParams): string | undefined {
  const value = search.get('category')?.trim();
  if (!value) return undefined;
  const option = ARTICLE_CATEGORY_FILTER_OPTIONS.find((o) => o.toLowerCase() === value.toLowerCase());
  if (option === ARTICLE_CATEGORY_FILTER_OPTIONS[0]) return undefined;
  return option ?? value;
}

/** /articles: the Knowledge Center. */
export default function ArticlesPage() {
  const category = readCategory(usePageSearch());
  const t = useT();
  // "View All" belongs to the category it was pressed in.
  const [showAllFor, setShowAllFor] = useState<string | null>(null);
  const key = category ?? '';
  return (
    // One column no wider than the screen: the chip row scrolls sideways instead of widening it.
    <PageContainer className="grid grid-cols-1 gap-8">
      <PageHeader eyebrow={t('nav.articles')} title={t('articles.title')} description={t('articles.lead')} />
      <CategoryChips current={category} />
      <ArticleList
        key={key}
        category={category}
        showAll={showAllFor === key}
        onShowAll={() => setShowAllFor(key)}
      />
    </PageContainer>
  );
}

/** The featured article (on All Articles) and the first page of the category (as ArticleList asks). */
export const loader: RouteLoader = (queryClient, { search }) => {
  const category = readCategory(search);
  const withFeatured = category === undefined;
  return Promise.all([
    withFeatured ? queryClient.prefetchQuery(getFeaturedArticlesQueryOptions()) : undefined,
    queryClient.prefetchQuery(
      getArticlesQueryOptions({ category, limit: ARTICLES_FIRST_PAGE + (withFeatured ? 1 : 0) }),
    ),
  ]);
};

export const meta: RouteMeta = (queryClient, { search, t }) => {
  const category = readCategory(search);
  const featured = queryClient.getQueryData(getFeaturedArticlesQueryOptions().queryKey)?.[0];
  return {
    title: pageTitle(
      category
        ? t('articles.metaCategoryTitle', { category: optionLabel(t, category) })
        : t('articles.title'),
    ),
    description: t('articles.lead'),
    ...(featured?.imageUrl ? { image: featured.imageUrl } : {}),
  };
};
