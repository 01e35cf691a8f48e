import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { User } from '#contract/accounts.ts';
import { isCurrent, NAV_LINKS } from '#web/app/nav-links.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useLogout } from '#web/features/accounts/api/logout.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';

export function NavItems({
  user,
  onNavigate,
  vertical,
}: {
  user: User | null | undefined;
  onNavigate?: () => void;
  vertical?: boolean;
}) {
  const [location] = useLocation();
  const t = useT();
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-0.5')}>
      {NAV_LINKS.filter(
        (l) => (!l.signedInOnly || user) && (!l.tutorOnly || (user && user.tutorId !== null)),
      ).map((link) => {
        const current = isCurrent(link, location);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'block rounded-full font-bold transition-colors',
                vertical ? 'px-4 py-3 text-lg' : 'px-3 py-2 text-[0.95rem]',
                current ? 'bg-primary-soft text-primary' : 'text-foreground hover:bg-muted',
              )}
            >
              {t(link.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function useLogoutWithToast(onDone?: () => void) {
  const [, navigate] = useLocation();
  const t = useT();
  return useLogout({
    onSuccess: () => {
      toast({ title: t('shell.loggedOutTitle'), description: t('shell.loggedOutText') });
      onDone?.();
      navigate('/');
    },
    onError: (error) =>
      toast({ title: t('shell.logoutFailed'), description: error.message, variant: 'destructive' }),
  });
}

export function AccountButtons({
  user,
  userLoading,
  vertical,
  onNavigate,
}: {
  user: User | null | undefined;
  userLoading: boolean;
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const logout = useLogoutWithToast(onNavigate);
  const t = useT();
  // Read while the session loads too: the server's render (a guest's, still loading) puts the
  // words it read into the page, and a guest's buttons come right after hydration.
  const login = t('shell.login');
  const signUp = t('shell.signUp');
  if (userLoading) return <Skeleton className="h-11 w-40 rounded-full" />;
  if (user) {
    return (
      <Button
        variant="outline"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
        className={cn(vertical && 'w-full')}
      >
        <LogOut aria-hidden /> {t('shell.logout')}
      </Button>
    );
  }
  return (
    <div className={cn('flex gap-2', vertical && 'flex-col')}>
      <Button asChild variant="outline" className={cn(vertical && 'w-full')}>
        <Link href="/auth" onClick={onNavigate}>
          {login}
        </Link>
      </Button>
      <Button asChild className={cn(vertical && 'w-full')}>
        <Link href="/auth?tab=register" onClick={onNavigate}>
          {signUp}
        </Link>
      </Button>
    </div>
  );
}
