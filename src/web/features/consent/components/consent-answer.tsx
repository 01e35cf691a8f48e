import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { User } from '#contract/accounts.ts';
import { type ApproveConsentInput, CONSENT_DAYS, NewParentInputSchema } from '#contract/consent.ts';
import { NewPasswordField } from '#web/components/new-password-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { sessionState } from '#web/lib/session.ts';
import { useApproveConsent } from '../api/approve-consent.ts';
import { useDeclineConsent } from '../api/decline-consent.ts';
import { useConsentRequest } from '../api/get-consent-request.ts';

export interface ConsentAnswerProps {
  token: string;
  /** The signed-in user (null for a guest, undefined while loading): a parent says yes with one button. */
  user: User | null | undefined;
}

function Done({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card role="status">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-lg">{children}</CardContent>
    </Card>
  );
}

interface NewParentFormProps {
  token: string;
  onApproved: () => void;
  onError: (message: string) => void;
}

/** A parent account made on the page: its e-mail is the address the link reached. */
function NewParentForm({ token, onApproved, onError }: NewParentFormProps) {
  const t = useT();
  const form = useForm<ApproveConsentInput>({
    resolver: zodResolver(NewParentInputSchema),
    defaultValues: { name: '', username: '', password: '' },
  });
  const approve = useApproveConsent({
    onSuccess: onApproved,
    // A refused field is said once, under the field; anything else above the forms.
    onError: (e) => {
      if (showServerIssues(e, form.setError, ['name', 'username', 'password']) === 0) onError(e.message);
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={form.handleSubmit((parent) => approve.mutate({ token, parent }))}
    >
      <FormField label={t('consent.yourName')} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField
        label={t('consent.chooseUsername')}
        error={errors.username?.message}
        hint={t('auth.usernameHint')}
      >
        <Input autoComplete="username" {...form.register('username')} />
      </FormField>
      <NewPasswordField error={errors.password?.message} {...form.register('password')} />
      <Button type="submit" disabled={approve.isPending}>
        {approve.isPending ? t('consent.sayingYes') : t('consent.createAndSayYes')}
      </Button>
    </form>
  );
}

/** The /consent/{token} page's content: what the child asks, and the parent's yes or no. */
export function ConsentAnswer({ token, user }: ConsentAnswerProps) {
  const timeZone = useReaderTimeZone();
  const t = useT();
  const request = useConsentRequest(token);
  const [outcome, setOutcome] = useState<'approved' | 'declined' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approve = useApproveConsent({
    onSuccess: () => setOutcome('approved'),
    onError: (e) => setError(e.message),
  });
  const decline = useDeclineConsent({
    onSuccess: () => {
      setConfirming(false);
      setOutcome('declined');
    },
    onError: (e) => setError(e.message),
  });

  if (outcome === 'approved') {
    return (
      <Done title={t('consent.approvedTitle')}>
        <p>{t('consent.approvedText')}</p>
        <Button asChild className="justify-self-start">
          <Link href="/user-panel?tab=parent">{t('consent.goToParentSettings')}</Link>
        </Button>
      </Done>
    );
  }
  if (outcome === 'declined') {
    return (
      <Done title={t('consent.declinedTitle')}>
        <p>{t('consent.declinedText')}</p>
      </Done>
    );
  }
  if (request.isPending) return <Spinner label={t('consent.loading')} />;
  if (request.isError) {
    const gone = request.error instanceof ApiError && request.error.status === 404;
    return (
      <Done title={gone ? t('consent.goneTitle') : t('consent.failedTitle')}>
        <p>{gone ? t('consent.goneText', { days: CONSENT_DAYS }) : t('consent.failedText')}</p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link href="/">{t('consent.goHome')}</Link>
        </Button>
      </Done>
    );
  }
  const { childName, childUsername, requestedAt, parentEmail } = request.data;
  const session = sessionState(user);
  const isParent = user?.userType === 'parent';
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('consent.wouldLikeToJoin', { child: childName })}</CardTitle>
          <CardDescription>
            {t('consent.askedOn', {
              date: formatDate(requestedAt, timeZone),
              username: childUsername,
              email: parentEmail,
            })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p>{t('consent.untilYes', { child: childName })}</p>
          <p>
            {t('consent.privacyBefore')}{' '}
            <Link href="/privacy" className="font-semibold text-primary underline">
              {t('auth.privacy')}
            </Link>
            .
          </p>
          {error ? (
            <p role="alert" className="font-semibold text-destructive">
              {error}
            </p>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('consent.sayYes')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {/* A parent already signed in is not offered a new account while the page finds out. */}
          {session === 'loading' ? (
            <Spinner label={t('consent.checkingSession')} />
          ) : isParent ? (
            <Button disabled={approve.isPending} onClick={() => approve.mutate({ token })}>
              {approve.isPending
                ? t('consent.sayingYes')
                : t('consent.yesAs', { child: childName, username: user.username })}
            </Button>
          ) : (
            <>
              <p>
                {t('consent.haveParentAccount')}{' '}
                <Link
                  href={`/auth?next=${encodeURIComponent(`/consent/${token}`)}`}
                  className="font-semibold text-primary underline"
                >
                  {t('consent.logInToSayYes')}
                </Link>
                {t('consent.orCreate', { email: parentEmail })}
              </p>
              <NewParentForm token={token} onApproved={() => setOutcome('approved')} onError={setError} />
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('consent.sayNo')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('consent.noDelete')}
          </Button>
        </CardContent>
      </Card>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('consent.deleteTitle', { child: childName })}</DialogTitle>
            <DialogDescription>{t('consent.deleteText', { username: childUsername })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('consent.keep')}
            </Button>
            <Button variant="destructive" disabled={decline.isPending} onClick={() => decline.mutate(token)}>
              {decline.isPending ? t('consent.deleting') : t('consent.deleteAccount')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
