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
  const form = useForm<HandOverConsentInput>({
    resolver: zodResolver(HandOverConsentInputSchema),
    defaultValues: { parentUsername: '' },
  });
  const handOver = useHandOverConsent({
    onSuccess: () => {
      toast({
        title: 'Consent handed over',
        description: `The other parent now manages ${child.name}’s account. You stay linked.`,
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
          <DialogTitle>Hand over {child.name}’s account</DialogTitle>
          <DialogDescription>
            Another parent linked to {child.name} takes your place: they manage the account, get its e-mails
            and answer its link requests. You stay linked and can then remove your link.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={form.handleSubmit(({ parentUsername }) =>
            handOver.mutate({ childId: child.id, parentUsername }),
          )}
        >
          <FormField
            label="The other parent's username"
            error={form.formState.errors.parentUsername?.message}
          >
            <Input autoComplete="off" {...form.register('parentUsername')} />
          </FormField>
          <DialogFormButtons
            onCancel={onClose}
            submitLabel="Hand over"
            pendingLabel="Handing over..."
            pending={handOver.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
