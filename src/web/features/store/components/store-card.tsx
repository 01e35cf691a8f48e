import { Star } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { countOf } from '#web/lib/format.ts';
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
  return (
    <Card className={cn('grid gap-4 p-5', className)}>
      <h1 className="text-3xl font-extrabold">Reward Store</h1>
      {session.isPending ? (
        <Skeleton className="h-24" />
      ) : user ? (
        <>
          <p className="flex items-center gap-2 rounded-2xl bg-sun-soft px-4 py-3 font-bold text-sun-foreground">
            <Star aria-hidden className="size-5 fill-sun text-sun" />
            {points === undefined ? (
              <Skeleton className="h-5 w-20" />
            ) : (
              <span data-testid="store-points">{countOf(points, 'point')}</span>
            )}
          </p>
          <SavingsGoalPanel />
        </>
      ) : (
        <div className="grid gap-3">
          <p className="text-muted-foreground">Log in to access the store and view your points</p>
          <Button asChild>
            <Link href="/auth?next=%2Fmerchandise">Login / Register</Link>
          </Button>
        </div>
      )}
    </Card>
  );
}
