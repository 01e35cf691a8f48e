import { Gift } from 'lucide-react';
import { useState } from 'react';
import type { Merchandise } from '#contract/store.ts';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useUser } from '#web/lib/session.ts';
import { toast } from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';
import { useAddToCart } from '../add-to-cart.ts';
import { useMerchandise } from '../api/get-merchandise.ts';
import { useGoal, useSetGoal } from '../api/savings-goal.ts';
import { MerchandiseCard } from './merchandise-card.tsx';
import { ReviewsDialogOnDemand } from './reviews-dialog-on-demand.tsx';

/** The shop's skeleton: 6 cards the size of the real ones (spec "Reward store"). */
export const SHOP_SKELETON_CARDS = 6;

/** The cards a wide screen shows before scrolling (one row of three): their pictures load at once. */
const FIRST_SCREEN_CARDS = 3;

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

export interface MerchandiseGridProps {
  className?: string;
}

/**
 * The store's items as cards with Add to Cart, Reviews and Save for this: self-contained (it loads
 * the list, the user and the goal itself), so any page may show it.
 */
export function MerchandiseGrid({ className }: MerchandiseGridProps) {
  const user = useUser().data;
  const addToCart = useAddToCart();
  const items = useMerchandise();
  const goal = useGoal(user?.id);
  const setGoal = useSetGoal(user?.id);
  const [reviewing, setReviewing] = useState<Merchandise | null>(null);
  const t = useT();

  const saveFor = (item: Merchandise) =>
    setGoal.mutate(item.id, {
      onSuccess: () =>
        toast({
          title: t('store.goalSet'),
          description: t('store.goalSetText', { name: item.name }),
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: t('store.goalFailed'), description: error.message, variant: 'destructive' }),
    });

  if (items.isPending) {
    return (
      <div className={cn(GRID, className)} aria-busy="true">
        {Array.from({ length: SHOP_SKELETON_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Card key={i} className="overflow-hidden" data-testid="merchandise-skeleton">
            <Skeleton className="block aspect-[4/3] rounded-none" />
            <div className="grid gap-3 p-5">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-11 w-full" />
            </div>
          </Card>
        ))}
      </div>
    );
  }
  if (items.isError) return <ErrorState query={items} title={t('store.loadError')} className={className} />;
  if (items.data.length === 0) {
    return (
      <EmptyState
        icon={Gift}
        title={t('store.empty')}
        description={t('store.emptyText')}
        className={className}
      />
    );
  }
  return (
    <>
      <ul className={cn(GRID, className)} aria-label={t('store.shopItemsLabel')}>
        {items.data.map((item, index) => (
          <li key={item.id} className="grid">
            <MerchandiseCard
              item={item}
              eager={index < FIRST_SCREEN_CARDS}
              onAddToCart={() => addToCart(item)}
              onReviews={() => setReviewing(item)}
              {...(user
                ? {
                    goal: {
                      isGoal: goal.data?.merchandiseId === item.id,
                      saving: setGoal.isPending,
                      onSave: () => saveFor(item),
                    },
                  }
                : {})}
            />
          </li>
        ))}
      </ul>
      <ReviewsDialogOnDemand
        item={reviewing}
        open={reviewing !== null}
        onOpenChange={(open) => {
          if (!open) setReviewing(null);
        }}
      />
    </>
  );
}
