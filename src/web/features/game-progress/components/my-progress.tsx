import { LogIn, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useUser } from '#web/lib/session.ts';
import { ProgressCard } from './progress-card.tsx';
import { RecentAchievements } from './recent-achievements.tsx';

/** The My Progress tab: the progress card and the real Recent Achievements, for a signed-in user. */
export function MyProgress({ returnTo }: { returnTo: string }) {
  const user = useUser();
  const t = useT();
  if (user.isPending) return <Skeleton className="h-64 rounded-[var(--radius-card)]" />;
  if (!user.data) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
          <span className="rounded-full bg-sun-soft p-4 text-sun-foreground">
            <Trophy aria-hidden className="size-8" />
          </span>
          <p className="max-w-md text-lg font-bold">{t('progress.signIn')}</p>
          <Button asChild>
            <Link href={`/auth?next=${encodeURIComponent(returnTo)}`}>
              <LogIn aria-hidden /> {t('store.cart.logIn')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <ProgressCard userId={user.data.id} />
      <RecentAchievements userId={user.data.id} />
    </div>
  );
}
