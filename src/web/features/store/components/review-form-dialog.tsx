import {
  MERCHANDISE_REVIEW_COMMENT_MAX,
  type MerchandiseReview,
  type MerchandiseReviewInput,
  MerchandiseReviewInputSchema,
} from '@contract/store';
import { zodResolver } from '@hookform/resolvers/zod';
import { StarPicker } from '@web/components/star-picker';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { showServerIssues } from '@web/lib/server-issues';
import { toast } from '@web/lib/use-toast';
import { Controller, useForm } from 'react-hook-form';
import { useSaveMerchandiseReview } from '../api/save-merchandise-review';

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
          <ReviewForm
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

function ReviewForm({
  merchandiseId,
  existing,
  onDone,
}: {
  merchandiseId: number;
  existing: MerchandiseReview | null;
  onDone: () => void;
}) {
  const form = useForm<MerchandiseReviewInput>({
    resolver: zodResolver(MerchandiseReviewInputSchema),
    mode: 'onChange',
    defaultValues: existing
      ? { rating: existing.rating, comment: existing.comment }
      : { rating: 0, comment: '' },
  });
  const save = useSaveMerchandiseReview(merchandiseId);
  const { errors, isValid } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, ...(existing ? { reviewId: existing.id } : {}) },
      {
        onSuccess: () => {
          toast(
            existing
              ? {
                  title: 'Review updated',
                  description: 'Your review has been updated successfully!',
                  variant: 'success',
                }
              : {
                  title: 'Review submitted',
                  description: 'Thank you for your feedback!',
                  variant: 'success',
                },
          );
          onDone();
        },
        onError: (error) => {
          showServerIssues(error, form.setError, ['rating', 'comment']);
          toast({
            title: existing ? 'Error updating review' : 'Error submitting review',
            description: error.message,
            variant: 'destructive',
          });
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarPicker
            label="Your rating"
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      <FormField
        label="Your Review"
        error={errors.comment?.message}
        hint={`At least 5 characters, at most ${MERCHANDISE_REVIEW_COMMENT_MAX}.`}
      >
        <Textarea maxLength={MERCHANDISE_REVIEW_COMMENT_MAX} {...form.register('comment')} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isValid || save.isPending}>
          {save.isPending ? 'Saving...' : existing ? 'Update Review' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
