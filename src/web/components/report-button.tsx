// "Report": a person tells the admins that something someone wrote should not be there, with a
// reason. Reviews and messages both use it; each says what it reports and how it is sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import { useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';

/** Sends a report: a mutation's `mutate` and whether it is on its way. */
export interface ReportSender {
  mutate(
    values: { reason: string },
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ): void;
  isPending: boolean;
}

export interface ReportButtonProps {
  /** What is reported: a review or a message (the dialog's words say which). */
  thing: 'review' | 'message';
  /** Names the reported item for screen readers: "Report the review by mia". */
  label: string;
  /** The contract's schema of the report's body (a reason). */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  sender: ReportSender;
  /** What the admins do with it, after "An admin will read it and": decide, or act. */
  adminAction: 'decide' | 'act';
  className?: string;
}

export function ReportButton({ thing, label, schema, sender, adminAction, className }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn(className)}
        onClick={() => setOpen(true)}
        aria-label={label}
      >
        <Flag aria-hidden /> {t('report.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{t('report.title', { thing })}</DialogTitle>
            <DialogDescription>{t('report.lead', { action: adminAction })}</DialogDescription>
          </DialogHeader>
          {open ? (
            <ReportForm thing={thing} schema={schema} sender={sender} onDone={() => setOpen(false)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ReportForm({
  thing,
  schema,
  sender,
  onDone,
}: Pick<ReportButtonProps, 'thing' | 'schema' | 'sender'> & { onDone: () => void }) {
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const t = useT();
  const submit = form.handleSubmit((values) =>
    sender.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('report.thanks'),
          description: t('report.thanksText', { thing }),
          variant: 'success',
        });
        onDone();
      },
      // The server's word stays beside the reason, where the person is looking.
      onError: (error) => {
        if (showServerIssues(error, form.setError, ['reason']) === 0)
          form.setError('reason', { message: error.message });
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label={t('report.why')} error={form.formState.errors.reason?.message}>
        <Textarea {...form.register('reason')} />
      </FormField>
      <DialogFormButtons
        onCancel={onDone}
        submitLabel={t('report.send')}
        pendingLabel={t('report.sending')}
        pending={sender.isPending}
      />
    </form>
  );
}
