import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { sessionState, useUser } from '#web/lib/session.ts';
import { cn } from '#web/lib/utils.ts';

/**
 * Sign Up Free for a guest, Go to Your Dashboard for someone signed in. Until the session is
 * known (and in the page the server draws for anyone) nobody is invited: it may be a signed-in
 * child. The placeholder takes the guest's button's size, the page most visitors get, so the
 * buttons beside it do not move when the page learns who is there.
 */
export function AccountButton({
  variant,
  placeholderClassName,
}: {
  variant: 'default' | 'sun';
  placeholderClassName?: string;
}) {
  const { data: user } = useUser();
  const t = useT();
  if (sessionState(user) === 'loading') {
    return (
      <Skeleton className={cn('rounded-full', placeholderClassName)}>
        <span className={buttonVariants({ size: 'lg' })}>{t('home.signUpFree')}</span>
      </Skeleton>
    );
  }
  return (
    <Button asChild size="lg" variant={variant}>
      {user ? (
        <Link href="/user-panel">
          {t('home.goToDashboard')} <ArrowRight aria-hidden />
        </Link>
      ) : (
        <Link href="/auth?tab=register">{t('home.signUpFree')}</Link>
      )}
    </Button>
  );
}
