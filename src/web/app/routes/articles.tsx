import { ARTICLE_CATEGORY_FILTER_OPTIONS } from '@contract/options';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { ArticleList } from '@web/features/articles/components/article-list';
import { CategoryChips } from '@web/features/articles/components/category-chips';
import { useState } from 'react';
import { useSearch } from 'wouter';

/** The category in the address, written as its option when it is one ("all articles" = none). */
function readCategory(search: string): string | undefined {
  const value = new URLSearchParams(search).get('category')?.trim();
  if (!value) return undefined;
  const option = ARTICLE_CATEGORY_FILTER_OPTIONS.find((o) => o.toLowerCase() === value.toLowerCase());
  if (option === ARTICLE_CATEGORY_FILTER_OPTIONS[0]) return undefined;
  return option ?? value;
}

/** /articles: the Knowledge Center. */
export default function ArticlesPage() {
  const category = readCategory(useSearch());
  // "View All" belongs to the category it was pressed in.
  const [showAllFor, setShowAllFor] = useState<string | null>(null);
  const key = category ?? '';
  return (
    // One column no wider than the screen: the chip row scrolls sideways instead of widening it.
    <PageContainer className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow="Articles"
        title="Knowledge Center"
        description="Short, practical reads for parents: learning at home, growing up, and making school go well."
      />
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
