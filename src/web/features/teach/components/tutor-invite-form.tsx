import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { type AcceptTutorInviteInput, AcceptTutorInviteInputSchema } from '#contract/tutor-accounts.ts';
import { NewPasswordField } from '#web/components/new-password-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useAcceptTutorInvite } from '../api/accept-tutor-invite.ts';
import { useTutorInvite } from '../api/get-tutor-invite.ts';

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card role="status">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-lg">{children}</CardContent>
    </Card>
  );
}

/** The /tutor-invite/{token} page's content: whom the link invites, and the tutor's sign-up. */
export function TutorInviteForm({ token }: { token: string }) {
  const invite = useTutorInvite(token);
  const t = useT();
  const [, navigate] = useLocation();
  const form = useForm<AcceptTutorInviteInput>({
    resolver: zodResolver(AcceptTutorInviteInputSchema),
    defaultValues: { username: '', password: '' },
  });
  const accept = useAcceptTutorInvite({
    onSuccess: () => {
      toast({ title: t('teach.invite.welcome'), description: t('teach.invite.ready'), variant: 'success' });
      navigate('/teach');
    },
    onError: (error) => {
      if (showServerIssues(error, form.setError, ['username', 'password']) === 0) {
        form.setError('root', { message: error.message });
      }
    },
  });

  if (invite.isPending) return <Spinner label={t('teach.invite.loading')} />;
  if (invite.isError) {
    const gone = invite.error instanceof ApiError && invite.error.status === 404;
    return (
      <Message title={gone ? t('teach.invite.gone') : t('teach.invite.loadError')}>
        <p>{gone ? t('teach.invite.goneText') : t('teach.invite.checkConnection')}</p>
        {gone ? (
          <Button asChild variant="outline" className="justify-self-start">
            <Link href="/contact">{t('teach.invite.contact')}</Link>
          </Button>
        ) : (
          <Button variant="outline" className="justify-self-start" onClick={() => invite.refetch()}>
            {t('common.tryAgain')}
          </Button>
        )}
      </Message>
    );
  }
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('teach.invite.hello', { name: invite.data.tutorName })}</CardTitle>
        <CardDescription>{t('teach.invite.choose', { email: invite.data.email })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit((account) => accept.mutate({ token, account }))}
        >
          <FormField
            label={t('consent.chooseUsername')}
            error={errors.username?.message}
            hint={t('auth.usernameHint')}
          >
            <Input autoComplete="username" {...form.register('username')} />
          </FormField>
          <NewPasswordField error={errors.password?.message} {...form.register('password')} />
          {errors.root?.message ? (
            <p role="alert" className="font-semibold text-destructive">
              {errors.root.message}
            </p>
          ) : null}
          <Button type="submit" disabled={accept.isPending}>
            {accept.isPending ? t('teach.invite.making') : t('teach.invite.make')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
