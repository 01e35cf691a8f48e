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
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

const failed = (error: Error) =>
  toast({ title: 'Error', description: error.message, variant: 'destructive' });

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
  const change = useChangePassword({
    onSuccess: () => {
      form.reset();
      toast({
        title: 'Password changed',
        description: 'You are signed out on every other device.',
        variant: 'success',
      });
    },
    onError: (error) => {
      if (showServerIssues(error, form.setError, ['currentPassword', 'newPassword']) === 0) failed(error);
    },
  });
  const { errors } = form.formState;
  return (
    <form className="grid gap-3" noValidate onSubmit={form.handleSubmit((v) => change.mutate(v))}>
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <NewPasswordField
        label="New password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <div>
        <Button type="submit" variant="outline" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}

/** What a child under 13 reads where a grown-up changes their address. */
export const CHILD_EMAIL_NOTE =
  'Your e-mails go to the grown-up who said yes for you, so there is no address to change here.';

function ChangeEmailForm({ user }: { user: User }) {
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(ChangeEmailInputSchema),
    defaultValues: { email: user.email ?? '', password: '' },
  });
  const change = useChangeEmail({
    onSuccess: (updated) => {
      form.reset({ email: updated.email ?? '', password: '' });
      toast({
        title: 'E-mail address changed',
        description: 'We sent a link to the new address. Please open it to verify the address.',
        variant: 'success',
      });
    },
    onError: (error) => {
      if (showServerIssues(error, form.setError, ['email', 'password']) === 0) failed(error);
    },
  });
  const { errors } = form.formState;
  return (
    <form className="grid gap-3" noValidate onSubmit={form.handleSubmit((v) => change.mutate(v))}>
      <FormField label="New e-mail address" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Your password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div>
        <Button type="submit" variant="outline" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change e-mail'}
        </Button>
      </div>
    </form>
  );
}

function SignOutEverywhere() {
  const [, navigate] = useLocation();
  const signOut = useSignOutEverywhere({
    onSuccess: () => {
      toast({ title: 'Signed out everywhere', description: 'Every device, this one too, is signed out.' });
      navigate('/auth', { replace: true });
    },
    onError: failed,
  });
  return (
    <div>
      <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        <LogOut aria-hidden /> {signOut.isPending ? 'Signing out...' : 'Sign out everywhere'}
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
  const remove = useDeleteAccount({
    onSuccess: () => {
      setOpen(false);
      toast({
        title: 'Account deleted',
        description: 'Your account and everything Sprout kept about it are gone.',
      });
      navigate('/', { replace: true });
    },
    onError: (error) => {
      if (showServerIssues(error, form.setError, ['password']) === 0) failed(error);
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
      title="Delete your account?"
      description={
        <>
          <p>
            Your account and everything Sprout keeps about it are deleted: your points, scores, purchases,
            reviews, bookings, study sessions and family links.
          </p>
          <p className="font-bold text-foreground">This cannot be undone.</p>
        </>
      }
      confirmLabel="Delete my account"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={form.handleSubmit((v) => remove.mutate(v))}
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden /> Delete my account
        </Button>
      }
    >
      <FormField label="Your password" error={form.formState.errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
    </ConfirmDialog>
  );
}

export interface AccountSecurityProps {
  user: User;
}

export function AccountSecurity({ user }: AccountSecurityProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Password and privacy</CardTitle>
        <CardDescription>
          Keep your account safe, and see or delete what Sprout keeps about you.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Section title="Change password">
          <ChangePasswordForm />
        </Section>
        <Section title="Change e-mail address">
          {user.consent === null ? (
            <ChangeEmailForm user={user} />
          ) : (
            // A child under 13 keeps no address of its own (the server refuses one).
            <p className="text-sm text-muted-foreground">{CHILD_EMAIL_NOTE}</p>
          )}
        </Section>
        <Section title="Signed-in devices">
          <p className="text-sm text-muted-foreground">Signs you out on every phone, tablet and computer.</p>
          <SignOutEverywhere />
        </Section>
        <Section title="Your data">
          <p className="text-sm text-muted-foreground">
            One file with everything Sprout keeps about your account.{' '}
            <a className="font-bold text-primary underline" href="/privacy">
              Privacy Policy
            </a>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href="/api/users/export" download>
                <Download aria-hidden /> Download my data
              </a>
            </Button>
            <DeleteAccount />
          </div>
        </Section>
      </CardContent>
    </Card>
  );
}
