import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { User } from '#contract/accounts.ts';
import { type ApproveConsentInput, NewParentInputSchema } from '#contract/consent.ts';
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
import { showServerIssues } from '#web/lib/server-issues.ts';
import { sessionState } from '#web/lib/session.ts';
import { useApproveConsent } from '../api/approve-consent';
import { useDeclineConsent } from '../api/decline-consent';
import { useConsentRequest } from '../api/get-consent-request';

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
      <FormField label="Your name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Choose a username" error={errors.username?.message} hint="Letters, digits, _ and -">
        <Input autoComplete="username" {...form.register('username')} />
      </FormField>
      <NewPasswordField error={errors.password?.message} {...form.register('password')} />
      <Button type="submit" disabled={approve.isPending}>
        {approve.isPending ? 'Saying yes...' : 'Create my parent account and say yes'}
      </Button>
    </form>
  );
}

/** The /consent/{token} page's content: what the child asks, and the parent's yes or no. */
export function ConsentAnswer({ token, user }: ConsentAnswerProps) {
  const timeZone = useReaderTimeZone();
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
      <Done title="Thank you! Your child can now use all of Sprout">
        <p>
          You are linked to your child. You can see their activity, set their password, download or delete
          their data in Parent Settings.
        </p>
        <Button asChild className="justify-self-start">
          <Link href="/user-panel?tab=parent">Go to Parent Settings</Link>
        </Button>
      </Done>
    );
  }
  if (outcome === 'declined') {
    return (
      <Done title="The account has been deleted">
        <p>We have deleted the account and everything in it. Thank you for letting us know.</p>
      </Done>
    );
  }
  if (request.isPending) return <Spinner label="Loading the request" />;
  if (request.isError) {
    const gone = request.error instanceof ApiError && request.error.status === 404;
    return (
      <Done title={gone ? 'This link does not work any more' : 'We could not load this request'}>
        <p>
          {gone
            ? 'It may have been used already, or it is more than 7 days old. If your child still wants to join, they can sign in and choose “Send the e-mail again” on their dashboard.'
            : 'Please check your connection and try again.'}
        </p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link href="/">Go to Sprout’s home page</Link>
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
          <CardTitle as="h2">{childName} would like to join Sprout</CardTitle>
          <CardDescription>
            Asked on {formatDate(requestedAt, timeZone)} by the account <strong>{childUsername}</strong>, with
            your address {parentEmail}.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p>
            Until a parent says yes, {childName} can read and play, but cannot write reviews, buy with points,
            book a tutor or link to family. If you say no, we delete the account and everything in it at once.
          </p>
          <p>
            Read what Sprout keeps about children, why, and how to see or delete it, in our{' '}
            <Link href="/privacy" className="font-semibold text-primary underline">
              Privacy Policy
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
          <CardTitle as="h2">Say yes</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {/* A parent already signed in is not offered a new account while the page finds out. */}
          {session === 'loading' ? (
            <Spinner label="Checking who is signed in" />
          ) : isParent ? (
            <Button disabled={approve.isPending} onClick={() => approve.mutate({ token })}>
              {approve.isPending ? 'Saying yes...' : `Yes, ${childName} may join (as ${user.username})`}
            </Button>
          ) : (
            <>
              <p>
                Already have a parent account?{' '}
                <Link
                  href={`/auth?next=${encodeURIComponent(`/consent/${token}`)}`}
                  className="font-semibold text-primary underline"
                >
                  Log in to say yes
                </Link>
                . Or create one here: its e-mail is {parentEmail}.
              </p>
              <NewParentForm token={token} onApproved={() => setOutcome('approved')} onError={setError} />
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Say no</CardTitle>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            No, delete this account
          </Button>
        </CardContent>
      </Card>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete {childName}’s account?</DialogTitle>
            <DialogDescription>
              The account {childUsername} and everything in it (scores, points, progress) will be deleted at
              once. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep it for now
            </Button>
            <Button variant="destructive" disabled={decline.isPending} onClick={() => decline.mutate(token)}>
              {decline.isPending ? 'Deleting...' : 'Delete the account'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
