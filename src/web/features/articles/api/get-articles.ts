import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '#contract/articles.ts';
import { callWithHeaders, totalOf } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Articles on the first view of a category; "View All Articles" shows the rest. */
export const ARTICLES_FIRST_PAGE = 6;

export interface ArticleListParams {
  /** An article category (src/contract/options.ts), or undefined for All Articles. */
  category?: string;
  /** How many to fetch; undefined fetches them all. */
  limit?: number;
}

export interface ArticleList {
  articles: Article[];
  total: number;
}

export async function getArticles(params: ArticleListParams, signal?: AbortSignal): Promise<ArticleList> {
  const answer = await callWithHeaders('GET /api/articles', {
    query: { category: params.category, limit: params.limit },
    signal,
  });
  return { articles: answer.data, total: totalOf(answer) };
}

export function getArticlesQueryOptions(params: ArticleListParams) {
  return queryOptions({
    queryKey: queryKeys.articles.list(params),
    queryFn: ({ signal }) => getArticles(params, signal),
  });
}

/**
 * The articles of a category. While "View All" loads the rest, the first ones stay on screen;
 * another category starts from its skeleton.
 */
export function useArticles(params: ArticleListParams) {
  return useQuery({
    ...getArticlesQueryOptions(params),
    placeholderData: (previous, previousQuery) => {
      const previousParams = previousQuery?.queryKey[2];
      const sameCategory = typeof previousParams === 'object' && previousParams.category === params.category;
      return sameCategory ? previous : undefined;
    },
  });
}
