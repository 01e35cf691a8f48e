// Loaded when "Write a Review" is pressed (the form and its schema stay off the profile's first load).
import { TUTOR_REVIEW_COMMENT_MAX, TutorReviewInputSchema } from '#contract/tutors.ts';
import { ReviewForm } from '#web/components/reviews/review-form.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useAddTutorReview } from '../api/add-tutor-review.ts';

export interface TutorReviewFormProps {
  tutorId: number;
  tutorName: string;
  onSubmitted: () => void;
}

export function TutorReviewForm({ tutorId, tutorName, onSubmitted }: TutorReviewFormProps) {
  const addReview = useAddTutorReview(tutorId);
  return (
    <Card className="p-5 sm:p-6">
      <ReviewForm
        schema={TutorReviewInputSchema}
        commentMax={TUTOR_REVIEW_COMMENT_MAX}
        ariaLabel={`Review ${tutorName}`}
        commentLabel="Your review"
        hint="What went well? What did your child enjoy?"
        placeholder={`Tell other families about ${tutorName}`}
        submitLabel="Submit Review"
        pendingLabel="Submitting..."
        pending={addReview.isPending}
        save={addReview.mutateAsync}
        errorTitle="Error"
        describeError={(message) => `Failed to submit review: ${message}`}
        onSaved={() => {
          toast({
            title: 'Review submitted',
            description: 'Thank you for your feedback!',
            variant: 'success',
          });
          onSubmitted();
        }}
      />
    </Card>
  );
}
