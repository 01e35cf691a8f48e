// Recovery and control of one's own account (docs/rules.md#families-consent-and-privacy), in the dashboard's Account
// Settings: change the password or e-mail, sign out everywhere, download or delete one's data.

import { zodResolver } from '@hookform/resolvers/zod';
import { Download, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import {
  type ChangeEmailInput,
  ChangeEmailInputSchema,
  type ChangePasswordInput,
  ChangePasswordInputSchema,
  type DeleteAccountInput,
  DeleteAccountInputSchema,
  type User,
} from '#contract/accounts.ts';
import { NewPasswordField } from '#web/components/new-password-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { type Translate, useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

const failed = (t: Translate) => (error: Error) =>
  toast({ title: t('common.error'), description: error.message, variant: 'destructive' });

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 rounded-2xl bg-muted/60 p-4" aria-label={title}>
      <h4 className="font-extrabold">{title}</h4>
      {children}
    </section>
  );
}

function ChangePasswordForm() {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const t = useT();
  const change = useChangePassword({
    onSuccess: () => {
      form.reset();
      toast({
        title: t('account.passwordChanged'),
        description: t('account.passwordChangedText'),
        variant: 'success',
      });
    },
    onError: (error) => {
      if (showServerIssues(error, form.setError, ['currentPassword', 'newPassword']) === 0) failed(t)(error);
    },
  });
  const { errors } = form.formState;
  return (
    <form className="grid gap-3" noValidate onSubmit={form.handleSubmit((v) => change.mutate(v))}>
      <FormField label={t('account.currentPassword')} error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <NewPasswordField
        label={t('account.newPassword')}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <div>
        <Button type="submit" variant="outline" disabled={change.isPending}>
          {change.isPending ? t('common.saving') : t('account.changePassword')}
        </Button>
      </div>
    </form>
  );
}

function ChangeEmailForm({ user }: { user: User }) {
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(ChangeEmailInputSchema),
    defaultValues: { email: user.email ?? '', password: '' },
  });
  const t = useT();
  const change = useChangeEmail({
    onSuccess: (updated) => {
      form.reset({ email: updated.email ?? '', password: '' });
      toast({
        title: t('account.emailChanged'),
        description: t('account.emailChangedText'),
        variant: 'success',
      });
    },
    onError: (error) => {
      if (showServerIssues(error, form.setError, ['email', 'password']) === 0) failed(t)(error);
    },
  });
  const { errors } = form.formState;
  return (
    <form className="grid gap-3" noValidate onSubmit={form.handleSubmit((v) => change.mutate(v))}>
      <FormField label={t('account.newEmail')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={t('account.yourPassword')} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div>
        <Button type="submit" variant="outline" disabled={change.isPending}>
          {change.isPending ? t('common.saving') : t('account.changeEmail')}
        </Button>
      </div>
    </form>
  );
}

function SignOutEverywhere() {
  const [, navigate] = useLocation();
  const t = useT();
  const signOut = useSignOutEverywhere({
    onSuccess: () => {
      toast({ title: t('account.signedOut'), description: t('account.signedOutText') });
      navigate('/auth', { replace: true });
    },
    onError: failed(t),
  });
  return (
    <div>
      <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        <LogOut aria-hidden /> {signOut.isPending ? t('account.signingOut') : t('account.signOutEverywhere')}
      </Button>
    </div>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountInputSchema),
    defaultValues: { password: '' },
  });
  const t = useT();
  const remove = useDeleteAccount({
    onSuccess: () => {
      setOpen(false);
      toast({ title: t('account.deleted'), description: t('account.deletedText') });
      navigate('/', { replace: true });
    },
    onError: (error) => {
      if (showServerIssues(error, form.setError, ['password']) === 0) failed(t)(error);
    },
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.deleteTitle')}
      description={
        <>
          <p>{t('account.deleteText')}</p>
          <p className="font-bold text-foreground">{t('account.cannotUndo')}</p>
        </>
      }
      confirmLabel={t('account.delete')}
      pendingLabel={t('account.deleting')}
      pending={remove.isPending}
      onConfirm={form.handleSubmit((v) => remove.mutate(v))}
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden /> {t('account.delete')}
        </Button>
      }
    >
      <FormField label={t('account.yourPassword')} error={form.formState.errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
    </ConfirmDialog>
  );
}

export interface AccountSecurityProps {
  user: User;
}

export function AccountSecurity({ user }: AccountSecurityProps) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('account.securityTitle')}</CardTitle>
        <CardDescription>{t('account.securityLead')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Section title={t('account.changePassword')}>
          <ChangePasswordForm />
        </Section>
        <Section title={t('account.changeEmailTitle')}>
          {user.consent === null ? (
            <ChangeEmailForm user={user} />
          ) : (
            // A child under 13 keeps no address of its own (the server refuses one).
            <p className="text-sm text-muted-foreground">{t('account.childEmailNote')}</p>
          )}
        </Section>
        <Section title={t('account.devices')}>
          <p className="text-sm text-muted-foreground">{t('account.devicesText')}</p>
          <SignOutEverywhere />
        </Section>
        <Section title={t('account.data')}>
          <p className="text-sm text-muted-foreground">
            {t('account.dataText')}{' '}
            <a className="font-bold text-primary underline" href="/privacy">
              {t('footer.privacy')}
            </a>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href="/api/users/export" download>
                <Download aria-hidden /> {t('account.download')}
              </a>
            </Button>
            <DeleteAccount />
          </div>
        </Section>
      </CardContent>
    </Card>
  );
}
