// The one review form for tutors and merchandise: a star rating and a comment, validated with the
// kind's contract schema, the server's refusals shown on the fields (or in a toast). Each kind
// passes its schema, words and the call that saves.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { StarPicker } from '#web/components/star-picker.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';

export interface ReviewValues {
  rating: number;
  comment: string;
}

export interface ReviewFormProps {
  schema: z.ZodType<ReviewValues, ReviewValues>;
  commentMax: number;
  /** The form's accessible name ("Review Ms. Rivera"). */
  ariaLabel?: string;
  commentLabel: string;
  hint?: string;
  placeholder?: string;
  /** The review being edited; none writes a new one. */
  existing?: ReviewValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Validate while typing and keep Submit disabled until the form is valid (the merchandise form). */
  disableUntilValid?: boolean;
  /** Saves; rejects with the server's error, whose field issues the form shows. */
  save: (values: ReviewValues) => Promise<unknown>;
  /** The toast's title when the server refuses, and its text from the server's message. */
  errorTitle: string;
  describeError?: (message: string) => string;
  onSaved: () => void;
  onCancel?: () => void;
}

export function ReviewForm(props: ReviewFormProps) {
  const form = useForm<ReviewValues>({
    resolver: zodResolver(props.schema),
    mode: props.disableUntilValid ? 'onChange' : 'onSubmit',
    defaultValues: props.existing ?? { rating: 0, comment: '' },
  });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const t = useT();
  const { errors } = form.formState;
  const tooLong = comment.length > props.commentMax;
  const submit = form.handleSubmit(async (values) => {
    try {
      await props.save(values);
      props.onSaved();
    } catch (error) {
      showServerIssues(error, form.setError, ['rating', 'comment']);
      toast({
        title: props.errorTitle,
        description:
          error instanceof Error ? (props.describeError?.(error.message) ?? error.message) : undefined,
        variant: 'destructive',
      });
    }
  });
  return (
    <form noValidate aria-label={props.ariaLabel} onSubmit={submit} className="grid gap-4">
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarPicker
            label={t('reviews.yourRating')}
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      <FormField label={props.commentLabel} error={errors.comment?.message} hint={props.hint}>
        <Textarea placeholder={props.placeholder} {...form.register('comment')} />
      </FormField>
      <p
        className={cn(
          '-mt-3 text-end text-sm',
          tooLong ? 'font-semibold text-destructive' : 'text-muted-foreground',
        )}
      >
        {t('reviews.characters', { length: comment.length, max: props.commentMax })}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        {props.onCancel ? (
          <Button type="button" variant="outline" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button
          type="submit"
          disabled={props.pending || (props.disableUntilValid && !form.formState.isValid)}
        >
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
