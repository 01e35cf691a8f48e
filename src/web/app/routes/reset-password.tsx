import { CheckCircle2, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ResetPasswordPageQuerySchema } from '#contract/accounts.ts';
import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ResetPasswordForm } from '#web/features/accounts/components/reset-password-form.tsx';
import { usePageSearch } from '#web/lib/page-search.ts';

type PageState = 'form' | 'done' | 'invalid';

function InvalidLink() {
  return (
    <div className="grid gap-4" role="status">
      <p className="flex items-center gap-2 text-lg font-bold">
        <LinkIcon aria-hidden className="size-5 text-sun-foreground" /> This link does not work any more
      </p>
      <p className="text-muted-foreground">
        A link to reset a password works once, and for one hour. This one is unknown, was used already, or has
        expired. Please ask for a new link: it comes to the same e-mail address.
      </p>
      <Button asChild>
        <Link href="/auth?forgot=1">Ask for a new link</Link>
      </Button>
    </div>
  );
}

/** /reset-password?token=: the page the password-reset e-mail links to (docs/rules.md#families-consent-and-privacy). */
export default function ResetPasswordPage() {
  const { token } = ResetPasswordPageQuerySchema.parse({ token: usePageSearch().get('token') ?? undefined });
  const [state, setState] = useState<PageState>(token ? 'form' : 'invalid');
  return (
    <div className="mx-auto grid max-w-lg px-4 py-10 lg:py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Choose a new password
          </CardTitle>
          <CardDescription>Every device signed in to the account is signed out.</CardDescription>
        </CardHeader>
        <CardContent>
          {state === 'invalid' || !token ? <InvalidLink /> : null}
          {state === 'done' ? (
            <div className="grid gap-4" role="status">
              <p className="flex items-center gap-2 text-lg font-bold">
                <CheckCircle2 aria-hidden className="size-5 text-primary" /> Your password is changed
              </p>
              <p className="text-muted-foreground">Log in with your new password.</p>
              <Button asChild>
                <Link href="/auth">Log in</Link>
              </Button>
            </div>
          ) : null}
          {state === 'form' && token ? (
            <ResetPasswordForm
              token={token}
              onDone={() => setState('done')}
              onInvalidLink={() => setState('invalid')}
            />
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

export const meta: RouteMeta = () => ({
  title: pageTitle('Reset your password'),
  description: 'Choose a new password for your Sprout account.',
});
