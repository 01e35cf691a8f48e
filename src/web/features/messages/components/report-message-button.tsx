// "Report" on a message: anyone in the conversation tells the admins about it, with a reason
// (docs/tutoring.md#messages). One report per person and message: a second says so.
import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ReportMessageInputSchema } from '#contract/messages.ts';
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
import { useReportMessage } from '../api/report-message.ts';

export interface ReportMessageButtonProps {
  messageId: number;
  /** Who wrote it, naming the message for screen readers. */
  senderName: string;
}

export function ReportMessageButton({ messageId, senderName }: ReportMessageButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="h-8 px-2 text-muted-foreground"
        onClick={() => setOpen(true)}
        aria-label={`Report the message from ${senderName}`}
      >
        <Flag aria-hidden /> Report
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Report this message</DialogTitle>
            <DialogDescription>
              Tell us what is wrong with it. An admin will read it and act.
            </DialogDescription>
          </DialogHeader>
          {open ? <ReportForm messageId={messageId} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ReportForm({ messageId, onDone }: { messageId: number; onDone: () => void }) {
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(ReportMessageInputSchema),
    defaultValues: { reason: '' },
  });
  const report = useReportMessage(messageId);
  const submit = form.handleSubmit((values) =>
    report.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Thank you', description: 'An admin will look at this message.', variant: 'success' });
        onDone();
      },
      onError: (error) => {
        if (showServerIssues(error, form.setError, ['reason']) === 0)
          form.setError('reason', { message: error.message });
      },
    }),
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
