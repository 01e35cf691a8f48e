import { Link, useLocation } from 'wouter';
import { safeNextPath } from '#contract/next-path.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { AuthPromo } from '#web/features/accounts/components/auth-promo.tsx';
import { DemoTip } from '#web/features/accounts/components/demo-tip.tsx';
import { ForgotPasswordDialog } from '#web/features/accounts/components/forgot-password-dialog.tsx';
import { LoginForm } from '#web/features/accounts/components/login-form.tsx';
import { RegisterForm } from '#web/features/accounts/components/register-form.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { usePageSearch } from '#web/lib/page-search.ts';
import { SESSION_ENDED_REASON } from '#web/lib/session-ended.ts';

export default function AuthPage() {
  const search = usePageSearch();
  const [, navigate] = useLocation();
  const tab = search.get('tab') === 'register' ? 'register' : 'login';
  const next = safeNextPath(search.get('next'));
  const goOn = () => navigate(next, { replace: true });
  const sessionEnded = search.get('reason') === SESSION_ENDED_REASON;
  const t = useT();
  const setTab = (value: string) => {
    const params = new URLSearchParams(search);
    if (value === 'register') params.set('tab', 'register');
    else params.delete('tab');
    const qs = params.toString();
    navigate(`/auth${qs ? `?${qs}` : ''}`, { replace: true });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-2 lg:py-16">
      <Card className="self-start">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('auth.welcome')}
          </CardTitle>
          <CardDescription>{t('auth.lead')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">{t('auth.loginTab')}</TabsTrigger>
              <TabsTrigger value="register">{t('auth.registerTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="grid gap-2">
              {sessionEnded ? (
                <p
                  role="status"
                  className="rounded-2xl bg-sun-soft p-3 text-sm font-bold text-sun-foreground"
                >
                  {t('auth.logInAgain')}
                </p>
              ) : null}
              <LoginForm onSignedIn={goOn} />
              <ForgotPasswordDialog defaultOpen={search.get('forgot') === '1'} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm onSignedIn={goOn} />
            </TabsContent>
          </Tabs>
          <DemoTip />
          <p className="mt-6 border-t pt-4 text-center text-sm text-muted-foreground">
            {t('auth.agreeBefore')}{' '}
            <Link href="/terms" className="font-bold text-primary underline">
              {t('auth.terms')}
            </Link>{' '}
            {t('auth.and')}{' '}
            <Link href="/privacy" className="font-bold text-primary underline">
              {t('auth.privacy')}
            </Link>
            .
          </p>
        </CardContent>
      </Card>
      <AuthPromo />
    </div>
  );
}
