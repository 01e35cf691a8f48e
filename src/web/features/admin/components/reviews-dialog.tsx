// Moderation: every review of a tutor or an item, with Hide and Show. A hidden review leaves the
// public list and the rating; its author still sees it, marked hidden.

import { Eye, EyeOff } from 'lucide-react';
import type { AdminReview, ReviewedKind } from '#contract/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { toast } from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';
import { useAdminReviews } from '../api/get-admin-reviews.ts';
import { useSetReviewVisibility } from '../api/set-review-visibility.ts';

export interface ReviewsDialogProps {
  kind: ReviewedKind;
  item: { id: number; name: string } | null;
  onClose: () => void;
}

export function ReviewsDialog({ kind, item, onClose }: ReviewsDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{item ? `${item.name} - Reviews` : 'Reviews'}</DialogTitle>
          <DialogDescription>
            Hide a review that breaks the rules. Its author still sees it.
          </DialogDescription>
        </DialogHeader>
        {item ? <ReviewList kind={kind} itemId={item.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReviewList({ kind, itemId }: { kind: ReviewedKind; itemId: number }) {
  const reviews = useAdminReviews(kind, itemId);
  if (!reviews.data) {
    return reviews.isError ? (
      <ErrorState query={reviews} title="Error loading reviews" compact />
    ) : (
      <Spinner label="Loading reviews" />
    );
  }
  if (reviews.data.length === 0) return <p className="text-muted-foreground">No reviews yet</p>;
  return (
    <ul className="grid gap-3">
      {reviews.data.map((review) => (
        <ReviewRow key={review.id} kind={kind} review={review} />
      ))}
    </ul>
  );
}

function ReviewRow({ kind, review }: { kind: ReviewedKind; review: AdminReview }) {
  const timeZone = useReaderTimeZone();
  const visibility = useSetReviewVisibility(kind);
  const toggle = () =>
    visibility.mutate(
      { reviewId: review.id, hidden: !review.hidden },
      {
        onSuccess: () =>
          toast({
            title: 'Success',
            description: review.hidden ? 'The review is shown again.' : 'The review is hidden.',
            variant: 'success',
          }),
        onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <li className={cn('grid gap-2 rounded-2xl border p-4', review.hidden && 'bg-muted/60')}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-bold">{review.username}</span>
        <span className="text-sm text-muted-foreground">{formatDate(review.dateSubmitted, timeZone)}</span>
        <Badge variant="outline">{review.rating}/5</Badge>
        {review.hidden ? <Badge variant="muted">Hidden</Badge> : null}
      </div>
      <p>{review.comment}</p>
      <Button variant="outline" size="sm" className="w-fit" onClick={toggle} disabled={visibility.isPending}>
        {review.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
        {review.hidden ? 'Show review' : 'Hide review'}
      </Button>
    </li>
  );
}
