import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type PasswordResetForm, PasswordResetFormSchema } from '#contract/accounts.ts';
import { NewPasswordField } from '#web/components/new-password-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';

export interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The link is unknown, used or expired: the page explains what to do. */
  onInvalidLink: () => void;
}

export function ResetPasswordForm({ token, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const form = useForm<PasswordResetForm>({
    resolver: zodResolver(PasswordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const t = useT();
  const confirm = useConfirmPasswordReset({
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof ApiError && error.issues.some((issue) => issue.path === 'token')) {
        onInvalidLink();
        return;
      }
      if (showServerIssues(error, form.setError, ['password']) === 0) {
        toast({ title: t('common.error'), description: error.message, variant: 'destructive' });
      }
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit((values) => confirm.mutate({ token, password: values.password }))}
    >
      <NewPasswordField
        label={t('account.newPassword')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField label={t('account.confirmNewPassword')} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" disabled={confirm.isPending}>
        {confirm.isPending ? t('common.saving') : t('account.setNewPassword')}
      </Button>
    </form>
  );
}
