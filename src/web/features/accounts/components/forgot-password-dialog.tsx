import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type PasswordResetRequest, PasswordResetRequestSchema } from '#contract/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

export interface ForgotPasswordDialogProps {
  /** Open at once (the reset page's "ask for a new link" comes here with ?forgot=1). */
  defaultOpen?: boolean;
}

/** "Forgot your password?" on the login tab: a link by e-mail to /reset-password. */
export function ForgotPasswordDialog({ defaultOpen = false }: ForgotPasswordDialogProps) {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset({
    onSuccess: (answer) => setSent(answer.message),
    onError: (error) => {
      if (showServerIssues(error, form.setError, ['email']) === 0) {
        toast({ title: t('auth.error'), description: error.message, variant: 'destructive' });
      }
    },
  });
  const onOpenChange = (open: boolean) => {
    if (!open) {
      setSent(null);
      form.reset();
    }
  };
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="justify-self-start">
          {t('auth.forgot')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('auth.resetTitle')}</DialogTitle>
          <DialogDescription>{t('auth.resetLead')}</DialogDescription>
        </DialogHeader>
        {sent ? (
          <p role="status" className="flex gap-3 rounded-2xl bg-primary-soft p-4 text-sm">
            <MailCheck aria-hidden className="size-5 shrink-0 text-primary" /> {sent}
          </p>
        ) : (
          <form
            className="grid gap-4"
            noValidate
            onSubmit={form.handleSubmit((values) => request.mutate(values))}
          >
            <FormField label={t('auth.emailAddress')} error={form.formState.errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? t('auth.sending') : t('auth.sendLink')}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
