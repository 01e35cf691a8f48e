import { MessageSquare, PiggyBank, ShoppingCart, Star } from 'lucide-react';
import type { Merchandise } from '#contract/store.ts';
import { LOW_STOCK_BELOW } from '#contract/store-rules.ts';
import { StarRating } from '#web/components/star-rating.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatPrice } from '#web/lib/format.ts';
import { useI18n, useT, useTextLang } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

export interface MerchandiseCardProps {
  item: Merchandise;
  onAddToCart: () => void;
  onReviews: () => void;
  /** For a signed-in user: whether this is their savings goal, and how to make it one. */
  goal?: { isGoal: boolean; saving: boolean; onSave: () => void };
  className?: string;
  /** Load the picture at once: the cards of the first screen (a lazy picture there is the page's late LCP). */
  eager?: boolean;
}

/** "4.5 (12 reviews)", or "No ratings yet (0 reviews)". */
function RatingLine({ item }: { item: Merchandise }) {
  const t = useT();
  const count = t('store.reviewCount', { count: item.reviewCount });
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      {item.reviewCount > 0 ? (
        <>
          <StarRating rating={item.averageRating} size="sm" />
          <span className="font-bold text-foreground">{item.averageRating.toFixed(1)}</span>
        </>
      ) : (
        <span>{t('store.noRatings')}</span>
      )}
      <span>({count})</span>
    </p>
  );
}

/** A shop card (spec "Reward store"): what it is, what it costs, how many are left. */
export function MerchandiseCard({
  item,
  onAddToCart,
  onReviews,
  goal,
  className,
  eager = false,
}: MerchandiseCardProps) {
  const textLang = useTextLang();
  const soldOut = item.inventory <= 0;
  const low = !soldOut && item.inventory < LOW_STOCK_BELOW;
  const { t, locale } = useI18n();
  return (
    // Laid out when near the screen only: a phone's first screen shows one of the cards.
    <Card
      className={cn('drawn-near-screen flex flex-col overflow-hidden', className)}
      data-testid="merchandise-card"
    >
      <div className="relative aspect-[4/3] bg-muted">
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={item.name}
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={cn('size-full object-cover', soldOut && 'opacity-60')}
          />
        ) : null}
        <div className="absolute top-3 start-3 flex gap-2">
          {soldOut ? <Badge variant="muted">{t('store.soldOut')}</Badge> : null}
          {low ? <Badge variant="coral">{t('store.onlyLeft', { count: item.inventory })}</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-xl font-extrabold leading-tight" lang={textLang(item.lang?.name)}>
          {item.name}
        </h3>
        <p className="text-muted-foreground" lang={textLang(item.lang?.description)}>
          {item.description}
        </p>
        <RatingLine item={item} />
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 font-bold">
          <span className="inline-flex items-center gap-1 text-sun-foreground">
            <Star aria-hidden className="size-4 fill-sun text-sun" />{' '}
            {t('store.points', { count: item.pointsCost })}
          </span>
          <span className="text-muted-foreground">{formatPrice(item.priceDollars, locale)}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onAddToCart} disabled={soldOut}>
            <ShoppingCart aria-hidden /> {t('store.addToCart')}
            <span className="sr-only">: {item.name}</span>
          </Button>
          <Button variant="outline" onClick={onReviews}>
            <MessageSquare aria-hidden /> {t('store.reviews')}
            <span className="sr-only">: {item.name}</span>
          </Button>
          {goal ? (
            <Button variant="ghost" onClick={goal.onSave} disabled={goal.isGoal || goal.saving || soldOut}>
              <PiggyBank aria-hidden /> {goal.isGoal ? t('store.savingForThis') : t('store.saveForThis')}
              <span className="sr-only">: {item.name}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
