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
import { useT } from '#web/lib/i18n.tsx';
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
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{existing ? t('store.review.editTitle') : t('store.review.write')}</DialogTitle>
          <DialogDescription>{t('store.review.lead')}</DialogDescription>
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
  const t = useT();
  return (
    <ReviewForm
      schema={MerchandiseReviewInputSchema}
      commentMax={MERCHANDISE_REVIEW_COMMENT_MAX}
      commentLabel={t('store.review.comment')}
      hint={t('store.review.hint', { max: MERCHANDISE_REVIEW_COMMENT_MAX })}
      existing={existing ? { rating: existing.rating, comment: existing.comment } : undefined}
      submitLabel={existing ? t('store.review.update') : t('store.review.submit')}
      pendingLabel={t('common.saving')}
      pending={save.isPending}
      disableUntilValid
      save={(values) => save.mutateAsync({ ...values, ...(existing ? { reviewId: existing.id } : {}) })}
      errorTitle={existing ? t('store.review.updateFailed') : t('store.review.submitFailed')}
      onSaved={() => {
        toast(
          existing
            ? {
                title: t('store.review.updated'),
                description: t('store.review.updatedText'),
                variant: 'success',
              }
            : {
                title: t('store.review.submitted'),
                description: t('store.review.submittedText'),
                variant: 'success',
              },
        );
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
