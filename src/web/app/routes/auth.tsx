import { Gamepad2, GraduationCap, Lightbulb, Sprout } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { safeNextPath } from '#contract/next-path.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { ForgotPasswordDialog } from '#web/features/accounts/components/forgot-password-dialog.tsx';
import { LoginForm } from '#web/features/accounts/components/login-form.tsx';
import { RegisterForm } from '#web/features/accounts/components/register-form.tsx';
import { useAppInfo } from '#web/lib/app-info.ts';
import { usePageSearch } from '#web/lib/page-search.ts';
import { SESSION_ENDED_REASON } from '#web/lib/session-ended.ts';

function DemoTip() {
  const { data } = useAppInfo();
  if (!data?.demoMode) return null;
  return (
    <div className="mt-5 rounded-2xl bg-sun-soft p-4 text-sm text-sun-foreground">
      <p className="flex items-center gap-2 font-extrabold">
        <Lightbulb aria-hidden className="size-4" /> Demo tip
      </p>
      <p className="mt-1">Any username ending with "-admin" is granted admin privileges.</p>
      {data.demoAccounts.length > 0 ? (
        <p className="mt-1">
          Or try a demo account:{' '}
          {data.demoAccounts.map((a, i) => (
            <span key={a.username}>
              {i > 0 ? ', ' : ''}
              <code className="font-bold">{a.username}</code>
            </span>
          ))}{' '}
          (password <code className="font-bold">{data.demoAccounts[0]?.password}</code>).
        </p>
      ) : null}
    </div>
  );
}

function PromoPanel() {
  return (
    <aside className="hidden flex-col justify-center gap-8 rounded-[2rem] bg-primary p-10 text-primary-foreground lg:flex">
      <div>
        <Sprout aria-hidden className="size-12 text-sun" />
        <h2 className="mt-4 text-3xl">Learning that grows with your child</h2>
        <p className="mt-3 text-lg text-primary-foreground-soft">
          One place for tutors, reading and play, with progress you can see.
        </p>
      </div>
      <ul className="grid gap-5">
        <li className="flex gap-4">
          <span className="rounded-2xl bg-primary-hover p-3">
            <GraduationCap aria-hidden className="size-6" />
          </span>
          <div>
            <p className="text-lg font-extrabold">Expert Tutors</p>
            <p className="text-primary-foreground-soft">
              Friendly, qualified tutors for every subject and grade.
            </p>
          </div>
        </li>
        <li className="flex gap-4">
          <span className="rounded-2xl bg-primary-hover p-3">
            <Gamepad2 aria-hidden className="size-6" />
          </span>
          <div>
            <p className="text-lg font-extrabold">Learning Games</p>
            <p className="text-primary-foreground-soft">Games that teach, earn points and unlock rewards.</p>
          </div>
        </li>
      </ul>
    </aside>
  );
}

export default function AuthPage() {
  const search = usePageSearch();
  const [, navigate] = useLocation();
  const tab = search.get('tab') === 'register' ? 'register' : 'login';
  const next = safeNextPath(search.get('next'));
  const goOn = () => navigate(next, { replace: true });
  const sessionEnded = search.get('reason') === SESSION_ENDED_REASON;
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
            Welcome to Sprout
          </CardTitle>
          <CardDescription>Log in or create a free account to save your progress and points.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="grid gap-2">
              {sessionEnded ? (
                <p
                  role="status"
                  className="rounded-2xl bg-sun-soft p-3 text-sm font-bold text-sun-foreground"
                >
                  Please log in again
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
            By continuing, you agree to our{' '}
            <Link href="/terms" className="font-bold text-primary underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link href="/privacy" className="font-bold text-primary underline">
              Privacy Policy
            </Link>
            .
          </p>
        </CardContent>
      </Card>
      <PromoPanel />
    </div>
  );
}
