// The report's form: a reason, checked by the contract's schema as the server checks it. Loaded
// by report-button.tsx when Report is first pointed at or pressed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DialogFormButtons } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import type { ReportButtonProps } from './report-button.tsx';

export function ReportForm({
  thing,
  loadSchema,
  sender,
  onDone,
}: Pick<ReportButtonProps, 'thing' | 'loadSchema' | 'sender'> & { onDone: () => void }) {
  const form = useForm<{ reason: string }>({
    // The schema arrives with this module's chunk; a submit before it has waits for it.
    resolver: async (values, context, options) => zodResolver(await loadSchema())(values, context, options),
    defaultValues: { reason: '' },
  });
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
