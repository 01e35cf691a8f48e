import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type TeachCancelInput, TeachCancelInputSchema, type TeachSession } from '#contract/teach.ts';
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
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useCancelTeachSession } from '../api/cancel-teach-session.ts';

/** What the dialog names of the session: a /teach card's or a booking outside the hours. */
export type SessionToCancel = Pick<TeachSession, 'id' | 'subject' | 'startsAt'> & {
  learner: Pick<TeachSession['learner'], 'firstName'>;
};

export interface CancelTeachSessionDialogProps {
  /** The session to cancel; null keeps the dialog closed. */
  session: SessionToCancel | null;
  onClose: () => void;
}

/** Cancelling one of the tutor's sessions (a /teach card, a booking outside the hours): the reason is what the learner's family reads. */
export function CancelTeachSessionDialog({ session, onClose }: CancelTeachSessionDialogProps) {
  const timeZone = useReaderTimeZone();
  const { locale, t } = useI18n();
  const form = useForm<TeachCancelInput>({
    resolver: zodResolver(TeachCancelInputSchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const cancel = useCancelTeachSession({
    onSuccess: () => {
      toast({
        title: t('sessions.cancelledTitle'),
        description: t('teach.cancelledText'),
        variant: 'success',
      });
      close();
    },
    onError: (error) => {
      if (showServerIssues(error, form.setError, ['reason']) === 0) {
        toast({ title: t('sessions.cancelFailed'), description: error.message, variant: 'destructive' });
      }
    },
  });
  return (
    <Dialog open={session !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('sessions.cancelTitle')}</DialogTitle>
          <DialogDescription>
            {session
              ? `${t('sessions.cancelWhat', {
                  subject: optionLabel(t, session.subject),
                  name: session.learner.firstName,
                  when: formatDateTime(session.startsAt, timeZone, locale),
                })} ${t('teach.cannotUndo')}`
              : null}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit(({ reason }) =>
            session ? cancel.mutate({ id: session.id, reason }) : undefined,
          )}
        >
          <FormField
            label={t('teach.why')}
            hint={t('teach.whyHint')}
            error={form.formState.errors.reason?.message}
          >
            <Textarea rows={3} {...form.register('reason')} />
          </FormField>
          <DialogFormButtons
            onCancel={close}
            submitLabel={t('teach.cancelSession')}
            pendingLabel={t('sessions.cancelling')}
            pending={cancel.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
