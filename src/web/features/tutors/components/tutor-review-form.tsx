// Loaded when "Write a Review" is pressed (the form and its schema stay off the profile's first load).
import { TUTOR_REVIEW_COMMENT_MAX, type TutorReviewInput, TutorReviewInputSchema } from '@contract/tutors';
import { zodResolver } from '@hookform/resolvers/zod';
import { StarPicker } from '@web/components/star-picker';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { showServerIssues } from '@web/lib/server-issues';
import { toast } from '@web/lib/use-toast';
import { cn } from '@web/lib/utils';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useAddTutorReview } from '../api/add-tutor-review';

export interface TutorReviewFormProps {
  tutorId: number;
  tutorName: string;
  onSubmitted: () => void;
}

export function TutorReviewForm({ tutorId, tutorName, onSubmitted }: TutorReviewFormProps) {
  const form = useForm<TutorReviewInput>({
    resolver: zodResolver(TutorReviewInputSchema),
    defaultValues: { rating: 0, comment: '' },
  });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const addReview = useAddTutorReview(tutorId, {
    onSuccess: () => {
      toast({ title: 'Review submitted', description: 'Thank you for your feedback!', variant: 'success' });
      onSubmitted();
    },
    onError: (error) => {
      showServerIssues(error, form.setError, ['rating', 'comment']);
      toast({
        title: 'Error',
        description: `Failed to submit review: ${error.message}`,
        variant: 'destructive',
      });
    },
  });
  const { errors } = form.formState;
  const tooLong = comment.length > TUTOR_REVIEW_COMMENT_MAX;
  return (
    <Card className="p-5 sm:p-6">
      <form
        noValidate
        aria-label={`Review ${tutorName}`}
        onSubmit={form.handleSubmit((values) => addReview.mutate(values))}
        className="grid gap-4"
      >
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
          label="Your review"
          error={errors.comment?.message}
          hint="What went well? What did your child enjoy?"
        >
          <Textarea placeholder={`Tell other families about ${tutorName}`} {...form.register('comment')} />
        </FormField>
        <p
          className={cn(
            '-mt-3 text-right text-sm',
            tooLong ? 'font-semibold text-destructive' : 'text-muted-foreground',
          )}
        >
          {comment.length}/{TUTOR_REVIEW_COMMENT_MAX} characters
        </p>
        <div className="flex justify-end">
          <Button type="submit" disabled={addReview.isPending}>
            {addReview.isPending ? 'Submitting...' : 'Submit Review'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
