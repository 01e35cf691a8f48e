import { ArrowLeft, CloudOff, FileQuestion } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { PageContainer } from '#web/components/page-header.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { getArticleQueryOptions, useArticle } from '#web/features/articles/api/get-article.ts';
import { ArticleBody } from '#web/features/articles/components/article-body.tsx';
import { ArticleImage, ArticleMeta } from '#web/features/articles/components/article-meta.tsx';
import { ArticleReadMark } from '#web/features/articles/components/article-read-mark.tsx';
import { categoryHref } from '#web/features/articles/components/category-chips.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { NOT_FOUND, pageTitle, type RouteLoader, type RouteMeta } from '../route-module';

function BackToArticles() {
  return (
    <Button asChild variant="outline">
      <Link href="/articles">
        <ArrowLeft aria-hidden /> Back to Articles
      </Link>
    </Button>
  );
}

function NotFound() {
  return (
    <PageContainer className="max-w-3xl">
      <div className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="rounded-full bg-sky p-5 text-sky-strong">
          <FileQuestion aria-hidden className="size-10" />
        </span>
        <h1 className="text-3xl sm:text-4xl">Article Not Found</h1>
        <p className="text-lg text-muted-foreground">
          The article you're looking for doesn't exist or has been removed.
        </p>
        <BackToArticles />
      </div>
    </PageContainer>
  );
}

/** /articles/{id}: one article to read. */
export default function ArticlePage() {
  const { id: rawId = '' } = useParams<{ id: string }>();
  // The spec parses the id as an integer: "12abc" reads as 12, "abc" names no article.
  const parsed = Number.parseInt(rawId, 10);
  const valid = Number.isSafeInteger(parsed) && parsed > 0 && parsed <= 2_147_483_647;
  const article = useArticle(parsed, { enabled: valid });

  if (!valid) return <NotFound />;
  if (article.isPending) return <PageSpinner label="Loading the article" />;
  if (article.isError) {
    if (article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400)) {
      return <NotFound />;
    }
    return (
      <PageContainer className="max-w-3xl">
        <h1 className="sr-only">Article</h1>
        <EmptyState
          tone="error"
          icon={CloudOff}
          title="We couldn't load this article."
          description="Please check your connection and try again."
          action={
            <Button variant="outline" onClick={() => void article.refetch()}>
              Try again
            </Button>
          }
        />
      </PageContainer>
    );
  }

  const a = article.data;
  return (
    <PageContainer className="max-w-4xl">
      <article className="grid gap-8">
        <div className="mx-auto w-full max-w-[42rem]">
          <Link
            href="/articles"
            className="inline-flex items-center gap-1.5 rounded-full font-bold text-primary hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> Knowledge Center
          </Link>
        </div>
        <header className="mx-auto grid w-full max-w-[42rem] gap-4">
          <Link href={categoryHref(a.category)} className="w-fit rounded-full">
            <Badge variant="sky" className="px-3 py-1 text-sm">
              {a.category}
            </Badge>
          </Link>
          <h1 className="text-3xl leading-tight sm:text-[2.6rem]">{a.title}</h1>
          <p className="text-lg leading-relaxed text-muted-foreground sm:text-xl">{a.summary}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-y py-4">
            <p>
              <span className="sr-only">By </span>
              <span className="font-extrabold">{a.author}</span>
              {a.authorTitle ? <span className="text-muted-foreground">, {a.authorTitle}</span> : null}
            </p>
            <ArticleMeta article={a} />
          </div>
        </header>
        <ArticleImage article={a} eager className="rounded-[var(--radius-card)]" />
        <ArticleBody html={a.content} className="mx-auto w-full max-w-[42rem]" />
        <ArticleReadMark articleId={a.id} />
        <footer className="mx-auto flex w-full max-w-[42rem] flex-wrap items-center justify-between gap-3 border-t pt-6">
          <BackToArticles />
          <Link href={categoryHref(a.category)} className="font-bold text-primary hover:underline">
            More in {a.category}
          </Link>
        </footer>
      </article>
    </PageContainer>
  );
}

function articleId(raw: string | undefined): number | null {
  const parsed = Number.parseInt(raw ?? '', 10);
  return Number.isSafeInteger(parsed) && parsed > 0 && parsed <= 2_147_483_647 ? parsed : null;
}

export const loader: RouteLoader = async (queryClient, { params }) => {
  const id = articleId(params.id);
  if (id === null) return NOT_FOUND;
  return queryClient.prefetchQuery(getArticleQueryOptions(id));
};

export const meta: RouteMeta = (queryClient, { params }) => {
  const id = articleId(params.id);
  const article = id === null ? undefined : queryClient.getQueryData(getArticleQueryOptions(id).queryKey);
  if (!article) return { title: pageTitle('Article Not Found'), description: 'That article does not exist.' };
  return {
    title: pageTitle(article.title),
    description: article.summary,
    ...(article.imageUrl ? { image: article.imageUrl } : {}),
  };
};
