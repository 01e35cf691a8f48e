// One review as both kinds' lists show it (tutors, merchandise): the reviewer by username only
// (docs/product.md#departures-from-the-first-brief), the date, the stars, the comment; to its author, a note when a moderator hid
// it; to another signed-in reader, Report; and the author's own actions where a kind has them.

import type { ReactNode } from 'react';
import type { ReviewedKind } from '#contract/reviews.ts';
import { StarRating } from '#web/components/star-rating.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { ReportReviewButton } from './report-review-button.tsx';

export interface ShownReview {
  id: number;
  rating: number;
  comment: string;
  dateSubmitted: string;
  hidden: boolean;
  user: { username: string };
}

export interface ReviewCardProps {
  kind: ReviewedKind;
  review: ShownReview;
  /** A signed-in reader who is not the author may report it. */
  reportable: boolean;
  /** The author's own actions (Edit, Delete), where the kind has them. */
  actions?: ReactNode;
}

export function ReviewCard({ kind, review, reportable, actions }: ReviewCardProps) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const t = useT();
  const name = review.user.username || t('reviews.anonymous');
  return (
    <Card className="grid gap-2 p-5" role="article" aria-label={t('reviews.by', { name })}>
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden
          className="grid size-10 place-items-center rounded-full bg-primary-soft font-extrabold text-primary uppercase"
        >
          {name.slice(0, 1)}
        </span>
        <div className="grid">
          <span className="flex items-center gap-2 font-extrabold">
            {name}
            {review.hidden ? <Badge variant="muted">{t('reviews.hidden')}</Badge> : null}
          </span>
          <time dateTime={review.dateSubmitted} className="text-sm text-muted-foreground">
            {formatDate(review.dateSubmitted, timeZone, locale)}
          </time>
        </div>
        <div className="ms-auto flex items-center gap-2">
          <StarRating rating={review.rating} size="sm" />
          <Badge variant="sun">{review.rating}/5</Badge>
        </div>
      </div>
      <p className="leading-relaxed whitespace-pre-line break-words">{review.comment}</p>
      {review.hidden ? (
        <p className="text-sm font-semibold text-muted-foreground">{t('reviews.hiddenText')}</p>
      ) : null}
      {actions || reportable ? (
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {reportable ? (
            <span className="ms-auto">
              <ReportReviewButton kind={kind} reviewId={review.id} username={name} />
            </span>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
