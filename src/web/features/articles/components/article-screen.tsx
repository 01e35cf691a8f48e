// /articles/{id} once the route has read the id: the article, or its loading, error and
// not-found states.

import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import type { Article } from '#contract/articles.ts';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { PageContainer } from '#web/components/page-header.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useT, useTextLang } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { useArticle } from '../api/get-article.ts';
import { ArticleBody } from './article-body.tsx';
import { ArticleImage, ArticleMeta } from './article-meta.tsx';
import { ArticleReadMark } from './article-read-mark.tsx';
import { categoryHref } from './category-chips.tsx';

/** An address that names no article (the spec's texts). */
export function ArticleNotFound() {
  const t = useT();
  return (
    <NotFoundScreen
      icon={FileQuestion}
      title={t('articles.notFound')}
      description={t('articles.notFoundText')}
      back={{ href: '/articles', label: t('articles.back') }}
    />
  );
}

/** The article with this id, loaded. */
export function ArticleScreen({ articleId }: { articleId: number }) {
  const article = useArticle(articleId);
  const t = useT();
  if (article.isPending) return <PageSpinner label={t('articles.loadingOne')} />;
  if (article.isError) {
    const named = article.error instanceof ApiError && [400, 404].includes(article.error.status);
    if (named) return <ArticleNotFound />;
    return (
      <PageContainer className="max-w-3xl">
        <h1 className="sr-only">{t('articles.article')}</h1>
        <ErrorState query={article} title={t('articles.loadOneError')} />
      </PageContainer>
    );
  }
  return <ArticleView article={article.data} />;
}

function ArticleView({ article: a }: { article: Article }) {
  const textLang = useTextLang();
  const t = useT();
  const category = optionLabel(t, a.category);
  return (
    <PageContainer className="max-w-4xl">
      <article className="grid gap-8">
        <div className="mx-auto w-full max-w-[42rem]">
          <Link
            href="/articles"
            className="inline-flex items-center gap-1.5 rounded-full font-bold text-primary hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> {t('articles.title')}
          </Link>
        </div>
        <header className="mx-auto grid w-full max-w-[42rem] gap-4">
          <Link href={categoryHref(a.category)} className="w-fit rounded-full">
            <Badge variant="sky" className="px-3 py-1 text-sm">
              {category}
            </Badge>
          </Link>
          <h1 className="text-3xl leading-tight sm:text-[2.6rem]" lang={textLang(a.lang?.title)}>
            {a.title}
          </h1>
          <p
            className="text-lg leading-relaxed text-muted-foreground sm:text-xl"
            lang={textLang(a.lang?.summary)}
          >
            {a.summary}
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-y py-4">
            <p>
              <span className="sr-only">{t('articles.by')} </span>
              <span className="font-extrabold">{a.author}</span>
              {a.authorTitle ? <span className="text-muted-foreground">, {a.authorTitle}</span> : null}
            </p>
            <ArticleMeta article={a} />
          </div>
        </header>
        <ArticleImage article={a} eager className="rounded-[var(--radius-card)]" />
        <ArticleBody
          html={a.content}
          lang={textLang(a.lang?.content)}
          className="mx-auto w-full max-w-[42rem]"
        />
        <ArticleReadMark articleId={a.id} />
        <footer className="mx-auto flex w-full max-w-[42rem] flex-wrap items-center justify-between gap-3 border-t pt-6">
          <Button asChild variant="outline">
            <Link href="/articles">
              <ArrowLeft aria-hidden /> {t('articles.back')}
            </Link>
          </Button>
          <Link href={categoryHref(a.category)} className="font-bold text-primary hover:underline">
            {t('articles.moreIn', { category })}
          </Link>
        </footer>
      </article>
    </PageContainer>
  );
}
