import { PiggyBank, ShoppingCart, X } from 'lucide-react';
import { Link } from 'wouter';
import type { Merchandise, SavingsGoal } from '#contract/store.ts';
import { goalProgress } from '#contract/store-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { type Translate, useT } from '#web/lib/i18n.tsx';
import { usePoints, useUser } from '#web/lib/session.ts';
import { cn } from '#web/lib/utils.ts';
import { useAddToCart } from '../add-to-cart.ts';
import { useClearGoal, useGoal } from '../api/savings-goal.ts';

export interface SavingsGoalPanelProps {
  /** Shown with no goal set: a hint in the store, a link to it elsewhere. */
  emptyHint?: 'store' | 'link';
  className?: string;
}

/** "45 points to go for the Sprout Water Bottle". */
export function goalLine(goal: SavingsGoal, points: number, t: Translate): string {
  const { toGo, reached } = goalProgress(goal, points);
  if (reached) return t('store.goal.reached');
  return t('store.goal.toGo', { count: toGo, name: goal.item.name });
}

/** Why a goal cannot be bought now, or null when it can. */
function goalBlocker(goal: SavingsGoal, t: Translate): string | null {
  if (goal.status === 'soldOut') return t('store.goal.soldOut', { name: goal.item.name });
  if (goal.status === 'unavailable') return t('store.goal.gone', { name: goal.item.name });
  return null;
}

/**
 * The savings goal (beyond the spec): progress towards the one item the child saves for, and its
 * Add to Cart once reached. Signed-in users only; it draws nothing for a guest.
 */
export function SavingsGoalPanel({ emptyHint = 'store', className }: SavingsGoalPanelProps) {
  const user = useUser().data;
  const addToCart = useAddToCart();
  const points = usePoints(user?.id).data?.points;
  const goal = useGoal(user?.id);
  const clear = useClearGoal(user?.id);
  const t = useT();
  if (!user || goal.isPending || goal.isError || points === undefined) return null;
  if (!goal.data) {
    return (
      <p className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}>
        <PiggyBank aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        {emptyHint === 'store' ? (
          <span>{t('store.goal.hint')}</span>
        ) : (
          <span>
            {t('store.goal.pickBefore')}{' '}
            <Link href="/merchandise" className="font-bold text-primary underline">
              {t('store.metaTitle')}
            </Link>
            .
          </span>
        )}
      </p>
    );
  }
  const data = goal.data;
  const { percent, reached } = goalProgress(data, points);
  const blocker = goalBlocker(data, t);
  const item: Merchandise = {
    id: data.merchandiseId,
    ...data.item,
    description: '',
    isActive: true,
    averageRating: 0,
    reviewCount: 0,
    // Not read by the cart: the drawer asks the store whether the item is sent or digital.
    digital: false,
  };
  return (
    <section
      aria-label={t('store.goal.label')}
      className={cn('grid gap-3 rounded-2xl bg-primary-soft/60 p-4', className)}
      data-testid="savings-goal"
    >
      <div className="flex items-start gap-3">
        {data.item.imageUrl ? (
          <img
            src={data.item.imageUrl}
            alt=""
            width={48}
            height={48}
            className="size-12 rounded-xl object-cover"
          />
        ) : null}
        <div className="grid flex-1 gap-0.5">
          <p className="text-sm font-bold text-primary">{t('store.goal.savingFor')}</p>
          <p className="font-extrabold leading-tight">{data.item.name}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('store.goal.stop')}
          onClick={() => clear.mutate()}
          disabled={clear.isPending}
        >
          <X aria-hidden />
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label={t('store.goal.saved')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-card"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="font-bold">{blocker ?? goalLine(data, points, t)}</p>
      {blocker ? (
        <p className="text-sm text-muted-foreground">{t('store.goal.chooseAnother')}</p>
      ) : reached ? (
        <Button variant="sun" onClick={() => addToCart(item)}>
          <ShoppingCart aria-hidden /> {t('store.addToCart')}
          <span className="sr-only">: {data.item.name}</span>
        </Button>
      ) : null}
    </section>
  );
}
