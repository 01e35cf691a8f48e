import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReviewedKind } from '#contract/reviews.ts';
import { useUser } from '#web/lib/session.ts';
import { useReviewEligibility } from './review-api.ts';

export interface WriteReviewGateProps {
  kind: ReviewedKind;
  id: number;
  /** The Write a Review button, shown only when the server says a review may be written. */
  children: ReactNode;
}

/**
 * Where the Write a Review button would be: the button when the signed-in user may review, else
 * the server's reason in words that say what to do (docs/rules.md#promises-kept). Nothing for a guest (the
 * page shows its log-in prompt) or while the answer is on its way.
 */
export function WriteReviewGate({ kind, id, children }: WriteReviewGateProps) {
  const user = useUser().data;
  const eligibility = useReviewEligibility(kind, id, user?.id);
  if (!user || !eligibility.data) return null;
  if (eligibility.data.canReview) return <>{children}</>;
  return (
    <p className="flex items-center gap-2 rounded-2xl bg-muted px-3 py-2 text-sm font-semibold text-muted-foreground">
      <Info aria-hidden className="size-4 shrink-0" />
      {eligibility.data.reason}
    </p>
  );
}
