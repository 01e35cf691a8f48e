// "Report": any signed-in user tells the admins a review should not be there, with a reason
// (docs/rules.md#promises-kept). One report per user per review: a second says so.
import { ReportReviewInputSchema, type ReviewedKind } from '#contract/reviews.ts';
import { ReportButton } from '#web/components/report-button.tsx';
import { useReportReview } from './review-api.ts';

export interface ReportReviewButtonProps {
  kind: ReviewedKind;
  reviewId: number;
  /** The reviewer's username, naming the review for screen readers. */
  username: string;
}

export function ReportReviewButton({ kind, reviewId, username }: ReportReviewButtonProps) {
  const report = useReportReview(kind);
  return (
    <ReportButton
      thing="review"
      label={`Report the review by ${username}`}
      schema={ReportReviewInputSchema}
      adminAction="decide"
      sender={{
        mutate: (values, callbacks) => report.mutate({ reviewId, ...values }, callbacks),
        isPending: report.isPending,
      }}
    />
  );
}
