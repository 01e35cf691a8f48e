import { type PasswordResetForm, PasswordResetFormSchema } from '@contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordField } from '@web/components/new-password-field';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { showServerIssues } from '@web/lib/server-issues';
import { toast } from '@web/lib/use-toast';
import { useForm } from 'react-hook-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

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
  const confirm = useConfirmPasswordReset({
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof ApiError && error.issues.some((issue) => issue.path === 'token')) {
        onInvalidLink();
        return;
      }
      if (showServerIssues(error, form.setError, ['password']) === 0) {
        toast({ title: 'Error', description: error.message, variant: 'destructive' });
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
        label="New password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" disabled={confirm.isPending}>
        {confirm.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
