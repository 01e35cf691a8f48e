import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePoints, useUser } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { SavingsGoalPanel } from './savings-goal-panel';

export type StoreTab = 'shop' | 'inventory';

export interface StoreCardProps {
  tab: StoreTab;
  onTabChange: (tab: StoreTab) => void;
  className?: string;
}

function TabSwitch({ label, on, onChange }: { label: string; on: boolean; onChange: () => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        onClick={onChange}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent',
          on ? 'bg-primary' : 'bg-input',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'block size-6 rounded-full bg-card shadow motion-safe:transition-transform',
            on ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}

/** The store's "Reward Store" card: points, the Shop / My Items switches and the goal, or a login prompt. */
export function StoreCard({ tab, onTabChange, className }: StoreCardProps) {
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
              <span data-testid="store-points">{points} points</span>
            )}
          </p>
          <div className="grid gap-3">
            <TabSwitch
              label="Shop"
              on={tab === 'shop'}
              onChange={() => onTabChange(tab === 'shop' ? 'inventory' : 'shop')}
            />
            <TabSwitch
              label="My Items"
              on={tab === 'inventory'}
              onChange={() => onTabChange(tab === 'inventory' ? 'shop' : 'inventory')}
            />
          </div>
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
