import {
  MERCHANDISE_REVIEW_COMMENT_MAX,
  type MerchandiseReview,
  MerchandiseReviewInputSchema,
} from '#contract/store.ts';
import { ReviewForm } from '#web/components/reviews/review-form.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useSaveMerchandiseReview } from '../api/save-merchandise-review.ts';

export interface ReviewFormDialogProps {
  merchandiseId: number;
  /** The user's review to edit; null writes a new one. */
  existing: MerchandiseReview | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Write a Review" or "Edit Your Review" (spec "Merchandise reviews panel"). */
export function ReviewFormDialog({ merchandiseId, existing, open, onOpenChange }: ReviewFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{existing ? 'Edit Your Review' : 'Write a Review'}</DialogTitle>
          <DialogDescription>Tell other children and parents what you think.</DialogDescription>
        </DialogHeader>
        {open ? (
          <MerchandiseReviewForm
            key={existing?.id ?? 'new'}
            merchandiseId={merchandiseId}
            existing={existing}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MerchandiseReviewForm({
  merchandiseId,
  existing,
  onDone,
}: {
  merchandiseId: number;
  existing: MerchandiseReview | null;
  onDone: () => void;
}) {
  const save = useSaveMerchandiseReview(merchandiseId);
  return (
    <ReviewForm
      schema={MerchandiseReviewInputSchema}
      commentMax={MERCHANDISE_REVIEW_COMMENT_MAX}
      commentLabel="Your Review"
      hint={`At least 5 characters, at most ${MERCHANDISE_REVIEW_COMMENT_MAX}.`}
      existing={existing ? { rating: existing.rating, comment: existing.comment } : undefined}
      submitLabel={existing ? 'Update Review' : 'Submit Review'}
      pendingLabel="Saving..."
      pending={save.isPending}
      disableUntilValid
      save={(values) => save.mutateAsync({ ...values, ...(existing ? { reviewId: existing.id } : {}) })}
      errorTitle={existing ? 'Error updating review' : 'Error submitting review'}
      onSaved={() => {
        toast(
          existing
            ? {
                title: 'Review updated',
                description: 'Your review has been updated successfully!',
                variant: 'success',
              }
            : { title: 'Review submitted', description: 'Thank you for your feedback!', variant: 'success' },
        );
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
