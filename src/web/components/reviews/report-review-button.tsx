// "Report": any signed-in user tells the admins a review should not be there, with a reason
// (docs/rules.md#promises-kept). One report per user per review: a second says so.
import type { ReviewedKind } from '#contract/reviews.ts';
import { ReportButton } from '#web/components/report-button.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useReportReview } from './review-api.ts';

// With the form, not the page (report-button.tsx says why).
const loadSchema = () => import('#contract/reviews.ts').then((m) => m.ReportReviewInputSchema);

export interface ReportReviewButtonProps {
  kind: ReviewedKind;
  reviewId: number;
  /** The reviewer's username, naming the review for screen readers. */
  username: string;
}

export function ReportReviewButton({ kind, reviewId, username }: ReportReviewButtonProps) {
  const report = useReportReview(kind);
  const t = useT();
  return (
    <ReportButton
      thing="review"
      label={t('report.reviewLabel', { username })}
      loadSchema={loadSchema}
      adminAction="decide"
      sender={{
        mutate: (values, callbacks) => report.mutate({ reviewId, ...values }, callbacks),
        isPending: report.isPending,
      }}
    />
  );
}
