// A signed-in reader's read is recorded when they reach the article's end or stay 20 seconds on
// it (docs/rules.md#promises-kept: Article Enthusiast and Knowledge Explorer count reads). Nothing shows.

import { useEffect, useRef } from 'react';
import { useUser } from '#web/lib/session.ts';
import { useRecordArticleRead } from '../api/record-article-read.ts';

export const READ_AFTER_MS = 20_000;

export function ArticleReadMark({ articleId }: { articleId: number }) {
  const signedIn = Boolean(useUser().data);
  const end = useRef<HTMLDivElement>(null);
  const { mutate } = useRecordArticleRead();

  useEffect(() => {
    if (!signedIn) return;
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      mutate(articleId);
      observer?.disconnect();
      window.clearTimeout(timer);
    };
    const timer = window.setTimeout(record, READ_AFTER_MS);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => {
            if (entries.some((e) => e.isIntersecting)) record();
          });
    if (end.current) observer?.observe(end.current);
    return () => {
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, [signedIn, articleId, mutate]);

  return <div ref={end} aria-hidden className="h-px" />;
}
