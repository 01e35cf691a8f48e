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
import { countOf, formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useDecideReport, useReportedReviews } from '../api/reported-reviews.ts';

const KIND_LABEL = { tutors: 'Tutor', merchandise: 'Merchandise' } as const;

export function ReportedReviewsPanel() {
  const reported = useReportedReviews();
  let body: React.ReactNode;
  if (!reported.data) {
    body = reported.isError ? (
      <ErrorState query={reported} title="We could not load the reported reviews" />
    ) : (
      <Spinner label="Loading reported reviews" className="mx-auto my-10" />
    );
  } else if (reported.data.length === 0) {
    body = <EmptyState icon={ShieldCheck} title="No reported reviews" />;
  } else {
    body = (
      <ul className="grid gap-3" aria-label="Reported reviews">
        {reported.data.map((review) => (
          <ReportedReviewCard key={`${review.kind}-${review.id}`} review={review} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="manage-reported-reviews" className="grid gap-4">
      <h2 id="manage-reported-reviews" className="text-2xl font-extrabold">
        Reported Reviews
      </h2>
      {body}
    </section>
  );
}

function ReportedReviewCard({ review }: { review: ReportedReview }) {
  const timeZone = useReaderTimeZone();
  const decide = useDecideReport();
  const act = (decision: 'keep' | 'remove') =>
    decide.mutate(
      { kind: review.kind, reviewId: review.id, decision },
      {
        onSuccess: () =>
          toast({
            title: 'Success',
            description:
              decision === 'keep' ? 'The review stays.' : 'The review is removed and the rating updated.',
            variant: 'success',
          }),
        onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <li
      className="grid gap-2 rounded-2xl border p-4"
      aria-label={`Review by ${review.username} of ${review.itemName}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="muted">{KIND_LABEL[review.kind]}</Badge>
        <span className="font-bold">{review.itemName}</span>
        <span className="text-sm text-muted-foreground">
          by {review.username} on {formatDate(review.dateSubmitted, timeZone)}
        </span>
        <StarRating rating={review.rating} size="sm" className="ms-auto" />
      </div>
      <p className="whitespace-pre-line break-words">{review.comment}</p>
      <div className="grid gap-1 rounded-xl bg-muted p-3 text-sm">
        <p className="font-semibold">{countOf(review.reports.length, 'report')}</p>
        <ul className="list-disc ps-5">
          {review.reports.map((report) => (
            <li key={report.reportedAt + report.reason}>{report.reason}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" disabled={decide.isPending} onClick={() => act('keep')}>
          <Check aria-hidden /> Keep
        </Button>
        <Button variant="destructive" size="sm" disabled={decide.isPending} onClick={() => act('remove')}>
          <Trash2 aria-hidden /> Remove
        </Button>
      </div>
    </li>
  );
}
