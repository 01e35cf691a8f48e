import { Star } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMessagesAhead, useT } from '#web/lib/i18n.tsx';
import { usePoints, useUser } from '#web/lib/session.ts';
import { cn } from '#web/lib/utils.ts';
import { SavingsGoalPanel } from './savings-goal-panel.tsx';

export interface StoreCardProps {
  className?: string;
}

/**
 * The store's "Reward Store" card: points and the savings goal, or a login prompt. The spec's
 * Shop / My Items switches did what the Shop Items / My Inventory tabs beside them do: the tabs
 * are the one control (docs/decisions/0026-prize-orders.md).
 */
export function StoreCard({ className }: StoreCardProps) {
  const session = useUser();
  const user = session.data;
  const points = usePoints(user?.id).data?.points;
  const t = useT();
  // A guest's prompt, shown once the session is known: the page drawn while it loads carries it.
  useMessagesAhead('store.logInPrompt', 'store.logInOrRegister');
  return (
    <Card className={cn('grid gap-4 p-5', className)}>
      <h1 className="text-3xl font-extrabold">{t('store.metaTitle')}</h1>
      {session.isPending ? (
        <Skeleton className="h-24" />
      ) : user ? (
        <>
          <p className="flex items-center gap-2 rounded-2xl bg-sun-soft px-4 py-3 font-bold text-sun-foreground">
            <Star aria-hidden className="size-5 fill-sun text-sun" />
            {points === undefined ? (
              <Skeleton className="h-5 w-20" />
            ) : (
              <span data-testid="store-points">{t('store.points', { count: points })}</span>
            )}
          </p>
          <SavingsGoalPanel />
        </>
      ) : (
        <div className="grid gap-3">
          <p className="text-muted-foreground">{t('store.logInPrompt')}</p>
          <Button asChild>
            <Link href="/auth?next=%2Fmerchandise">{t('store.logInOrRegister')}</Link>
          </Button>
        </div>
      )}
    </Card>
  );
}
