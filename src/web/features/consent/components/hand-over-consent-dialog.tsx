import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type HandOverConsentInput,
  HandOverConsentInputSchema,
  type ManagedChild,
} from '#contract/consent.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormButtons,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useHandOverConsent } from '../api/hand-over-consent.ts';

export interface HandOverConsentDialogProps {
  child: ManagedChild;
  onClose: () => void;
}

/**
 * The only way the parent who said yes for a child steps back, beside deleting the account: another
 * parent already linked to the child takes the consent, and with it the child's mail and requests.
 */
export function HandOverConsentDialog({ child, onClose }: HandOverConsentDialogProps) {
  const t = useT();
  const form = useForm<HandOverConsentInput>({
    resolver: zodResolver(HandOverConsentInputSchema),
    defaultValues: { parentUsername: '' },
  });
  const handOver = useHandOverConsent({
    onSuccess: () => {
      toast({
        title: t('consent.handOver.done'),
        description: t('consent.handOver.doneText', { name: child.name }),
        variant: 'success',
      });
      onClose();
    },
    onError: (error) => {
      if (showServerIssues(error, form.setError, ['parentUsername']) === 0) {
        form.setError('parentUsername', { message: error.message });
      }
    },
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('consent.handOver.title', { name: child.name })}</DialogTitle>
          <DialogDescription>{t('consent.handOver.text', { name: child.name })}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={form.handleSubmit(({ parentUsername }) =>
            handOver.mutate({ childId: child.id, parentUsername }),
          )}
        >
          <FormField
            label={t('consent.handOver.username')}
            error={form.formState.errors.parentUsername?.message}
          >
            <Input autoComplete="off" {...form.register('parentUsername')} />
          </FormField>
          <DialogFormButtons
            onCancel={onClose}
            submitLabel={t('consent.handOver.submit')}
            pendingLabel={t('consent.handOver.pending')}
            pending={handOver.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
