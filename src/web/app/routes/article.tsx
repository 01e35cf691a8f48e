import { useParams } from 'wouter';
import {
  NOT_FOUND,
  pageTitle,
  parseIntegerRouteId,
  type RouteLoader,
  type RouteMeta,
} from '#web/app/route-module.ts';
import { getArticleQueryOptions } from '#web/features/articles/api/get-article.ts';
import { ArticleNotFound, ArticleScreen } from '#web/features/articles/components/article-screen.tsx';

/** /articles/{id}: one article to read. */
export default function ArticlePage() {
  const { id = '' } = useParams<{ id: string }>();
  const articleId = parseIntegerRouteId(id);
  return articleId === null ? <ArticleNotFound /> : <ArticleScreen articleId={articleId} />;
}

export const loader: RouteLoader = async (queryClient, { params }) => {
  const id = parseIntegerRouteId(params.id);
  if (id === null) return NOT_FOUND;
  return queryClient.prefetchQuery(getArticleQueryOptions(id));
};

export const meta: RouteMeta = (queryClient, { params, t }) => {
  const id = parseIntegerRouteId(params.id);
  const article = id === null ? undefined : queryClient.getQueryData(getArticleQueryOptions(id).queryKey);
  if (!article) return { title: pageTitle(t('articles.notFound')), description: t('articles.notFoundMeta') };
  return {
    title: pageTitle(article.title),
    description: article.summary,
    ...(article.imageUrl ? { image: article.imageUrl } : {}),
  };
};
