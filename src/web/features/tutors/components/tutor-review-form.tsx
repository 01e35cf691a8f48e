// Loaded when "Write a Review" is pressed (the form and its schema stay off the profile's first load).
import { TUTOR_REVIEW_COMMENT_MAX, TutorReviewInputSchema } from '#contract/tutors.ts';
import { ReviewForm } from '#web/components/reviews/review-form.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useAddTutorReview } from '../api/add-tutor-review.ts';

export interface TutorReviewFormProps {
  tutorId: number;
  tutorName: string;
  onSubmitted: () => void;
}

export function TutorReviewForm({ tutorId, tutorName, onSubmitted }: TutorReviewFormProps) {
  const addReview = useAddTutorReview(tutorId);
  const t = useT();
  return (
    <Card className="p-5 sm:p-6">
      <ReviewForm
        schema={TutorReviewInputSchema}
        commentMax={TUTOR_REVIEW_COMMENT_MAX}
        ariaLabel={t('tutors.reviewForm.label', { name: tutorName })}
        commentLabel={t('tutors.reviewForm.comment')}
        hint={t('tutors.reviewForm.hint')}
        placeholder={t('tutors.reviewForm.placeholder', { name: tutorName })}
        submitLabel={t('tutors.reviewForm.submit')}
        pendingLabel={t('tutors.reviewForm.submitting')}
        pending={addReview.isPending}
        save={addReview.mutateAsync}
        errorTitle={t('common.error')}
        describeError={(message) => t('tutors.reviewForm.failed', { message })}
        onSaved={() => {
          toast({
            title: t('tutors.reviewForm.savedTitle'),
            description: t('tutors.reviewForm.savedText'),
            variant: 'success',
          });
          onSubmitted();
        }}
      />
    </Card>
  );
}
