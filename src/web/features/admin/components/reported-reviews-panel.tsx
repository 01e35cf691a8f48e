// The reported reviews of tutors and merchandise, oldest report first, each with its reasons; the
// admin keeps the review or removes it (docs/rules.md#promises-kept).

import { Check, ShieldCheck, Trash2 } from 'lucide-react';
import type { ReportedReview } from '#contract/reviews.ts';
import { StarRating } from '#web/components/star-rating.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useDecideReport, useReportedReviews } from '../api/reported-reviews.ts';

export function ReportedReviewsPanel() {
  const t = useT();
  const reported = useReportedReviews();
  let body: React.ReactNode;
  if (!reported.data) {
    body = reported.isError ? (
      <ErrorState query={reported} title={t('adminReviews.loadError')} />
    ) : (
      <Spinner label={t('adminReviews.loading')} className="mx-auto my-10" />
    );
  } else if (reported.data.length === 0) {
    body = <EmptyState icon={ShieldCheck} title={t('adminReviews.empty')} />;
  } else {
    body = (
      <ul className="grid gap-3" aria-label={t('adminReviews.title')}>
        {reported.data.map((review) => (
          <ReportedReviewCard key={`${review.kind}-${review.id}`} review={review} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="manage-reported-reviews" className="grid gap-4">
      <h2 id="manage-reported-reviews" className="text-2xl font-extrabold">
        {t('adminReviews.title')}
      </h2>
      {body}
    </section>
  );
}

function ReportedReviewCard({ review }: { review: ReportedReview }) {
  const { locale, t } = useI18n();
  const timeZone = useReaderTimeZone();
  const decide = useDecideReport();
  const act = (decision: 'keep' | 'remove') =>
    decide.mutate(
      { kind: review.kind, reviewId: review.id, decision },
      {
        onSuccess: () =>
          toast({
            title: t('admin.form.success'),
            description: t(decision === 'keep' ? 'adminReviews.kept' : 'adminReviews.removed'),
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <li
      className="grid gap-2 rounded-2xl border p-4"
      aria-label={t('adminReviews.cardLabel', { username: review.username, item: review.itemName })}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="muted">{t('adminReviews.kind', { kind: review.kind })}</Badge>
        <span className="font-bold">{review.itemName}</span>
        <span className="text-sm text-muted-foreground">
          {t('adminReviews.byOn', {
            username: review.username,
            date: formatDate(review.dateSubmitted, timeZone, locale),
          })}
        </span>
        <StarRating rating={review.rating} size="sm" className="ms-auto" />
      </div>
      <p className="whitespace-pre-line break-words">{review.comment}</p>
      <div className="grid gap-1 rounded-xl bg-muted p-3 text-sm">
        <p className="font-semibold">{t('adminReviews.reports', { count: review.reports.length })}</p>
        <ul className="list-disc ps-5">
          {review.reports.map((report) => (
            <li key={report.reportedAt + report.reason}>{report.reason}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" disabled={decide.isPending} onClick={() => act('keep')}>
          <Check aria-hidden /> {t('adminReviews.keep')}
        </Button>
        <Button variant="destructive" size="sm" disabled={decide.isPending} onClick={() => act('remove')}>
          <Trash2 aria-hidden /> {t('adminReviews.remove')}
        </Button>
      </div>
    </li>
  );
}
