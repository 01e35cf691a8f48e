import { CheckCircle2, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ResetPasswordPageQuerySchema } from '#contract/accounts.ts';
import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ResetPasswordForm } from '#web/features/accounts/components/reset-password-form.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { usePageSearch } from '#web/lib/page-search.ts';

type PageState = 'form' | 'done' | 'invalid';

function InvalidLink() {
  const t = useT();
  return (
    <div className="grid gap-4" role="status">
      <p className="flex items-center gap-2 text-lg font-bold">
        <LinkIcon aria-hidden className="size-5 text-sun-foreground" /> {t('teach.invite.gone')}
      </p>
      <p className="text-muted-foreground">{t('reset.invalidText')}</p>
      <Button asChild>
        <Link href="/auth?forgot=1">{t('reset.askNew')}</Link>
      </Button>
    </div>
  );
}

/** /reset-password?token=: the page the password-reset e-mail links to (docs/rules.md#families-consent-and-privacy). */
export default function ResetPasswordPage() {
  const { token } = ResetPasswordPageQuerySchema.parse({ token: usePageSearch().get('token') ?? undefined });
  const [state, setState] = useState<PageState>(token ? 'form' : 'invalid');
  const t = useT();
  return (
    <div className="mx-auto grid max-w-lg px-4 py-10 lg:py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('reset.title')}
          </CardTitle>
          <CardDescription>{t('reset.lead')}</CardDescription>
        </CardHeader>
        <CardContent>
          {state === 'invalid' || !token ? <InvalidLink /> : null}
          {state === 'done' ? (
            <div className="grid gap-4" role="status">
              <p className="flex items-center gap-2 text-lg font-bold">
                <CheckCircle2 aria-hidden className="size-5 text-primary" /> {t('reset.done')}
              </p>
              <p className="text-muted-foreground">{t('reset.doneText')}</p>
              <Button asChild>
                <Link href="/auth">{t('reset.logIn')}</Link>
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

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('reset.metaTitle')),
  description: t('reset.metaDescription'),
});
