// "Report": any signed-in user tells the admins a review should not be there, with a reason
// (docs/rules.md#promises-kept). One report per user per review: a second says so.

import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ReportReviewInputSchema, type ReviewedKind } from '#contract/reviews.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormButtons,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useReportReview } from './review-api.ts';

export interface ReportReviewButtonProps {
  kind: ReviewedKind;
  reviewId: number;
  /** The reviewer's username, naming the review for screen readers. */
  username: string;
}

export function ReportReviewButton({ kind, reviewId, username }: ReportReviewButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Report the review by ${username}`}
      >
        <Flag aria-hidden /> Report
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Report this review</DialogTitle>
            <DialogDescription>
              Tell us what is wrong with it. An admin will read it and decide.
            </DialogDescription>
          </DialogHeader>
          {open ? <ReportForm kind={kind} reviewId={reviewId} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ReportForm({
  kind,
  reviewId,
  onDone,
}: {
  kind: ReviewedKind;
  reviewId: number;
  onDone: () => void;
}) {
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(ReportReviewInputSchema),
    defaultValues: { reason: '' },
  });
  const report = useReportReview(kind);
  const submit = form.handleSubmit((values) =>
    report.mutate(
      { reviewId, ...values },
      {
        onSuccess: () => {
          toast({
            title: 'Thank you',
            description: 'An admin will look at this review.',
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => {
          if (showServerIssues(error, form.setError, ['reason']) === 0)
            toast({
              title: 'Could not report the review',
              description: error.message,
              variant: 'destructive',
            });
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Why are you reporting it?" error={form.formState.errors.reason?.message}>
        <Textarea {...form.register('reason')} />
      </FormField>
      <DialogFormButtons
        onCancel={onDone}
        submitLabel="Send Report"
        pendingLabel="Sending..."
        pending={report.isPending}
      />
    </form>
  );
}
