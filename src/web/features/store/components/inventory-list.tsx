import { House, LogIn, MessageSquare, Package, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PageLocale } from '#contract/i18n/locales.ts';
import type { UserPurchase } from '#contract/store.ts';
import type { DeliveryStatus } from '#contract/store-rules.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, formatPrice, useReaderTimeZone } from '#web/lib/format.ts';
import { type Translate, useI18n, useT } from '#web/lib/i18n.tsx';
import { useUser } from '#web/lib/session.ts';
import { cn } from '#web/lib/utils.ts';
import { useInventory } from '../api/get-inventory.ts';
import { ReviewsDialogOnDemand } from './reviews-dialog-on-demand.tsx';

export interface InventoryListProps {
  /** The empty state's action (spec: "Browse Shop" in the store, "Go to Reward Store" in the dashboard). */
  emptyAction?: { label: string; onClick?: () => void; href?: string };
  /** Where a guest comes back to after logging in. */
  returnTo?: string;
  className?: string;
}

/** "Used 120 points" or "Paid $9.99" (spec: points used or dollars paid). */
export function paidWith(entry: UserPurchase, t: Translate, locale: PageLocale): string {
  return entry.paymentType === 'points'
    ? t('store.inventory.used', { count: entry.pointsUsed })
    : t('store.inventory.paid', { price: formatPrice(entry.amountPaid, locale) });
}

/**
 * My Inventory: every unit bought, newest first, as it was when bought (it keeps its name and
 * image after the item changes). Self-contained, so the dashboard shows it too.
 */
export function InventoryList({ emptyAction, returnTo = '/merchandise', className }: InventoryListProps) {
  const session = useUser();
  const user = session.data;
  const inventory = useInventory(user?.id);
  const [reviewing, setReviewing] = useState<{ id: number; name: string } | null>(null);
  const t = useT();

  if (session.isPending || (user && inventory.isPending)) {
    return (
      <div className={cn('grid gap-3', className)} aria-busy="true">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  if (!user) {
    return (
      <EmptyState
        icon={LogIn}
        title={t('store.inventory.logIn')}
        action={
          <Button asChild>
            <Link href={`/auth?next=${encodeURIComponent(returnTo)}`}>{t('store.logInOrRegister')}</Link>
          </Button>
        }
        className={className}
      />
    );
  }
  if (inventory.isError)
    return <ErrorState query={inventory} title={t('store.inventory.loadError')} className={className} />;
  if (!inventory.data || inventory.data.length === 0) {
    const action = emptyAction ?? { label: t('store.browseShop'), href: '/merchandise' };
    return (
      <EmptyState
        icon={Package}
        title={t('store.inventory.empty')}
        action={
          action.href ? (
            <Button asChild>
              <Link href={action.href}>{action.label}</Link>
            </Button>
          ) : (
            <Button onClick={action.onClick}>{action.label}</Button>
          )
        }
        className={className}
      />
    );
  }
  return (
    <>
      <ul className={cn('grid gap-3', className)} aria-label={t('store.inventory.label')}>
        {inventory.data.map((entry) => (
          <InventoryEntry
            key={entry.id}
            entry={entry}
            onReviews={
              entry.merchandiseId === null
                ? undefined
                : () => setReviewing({ id: entry.merchandiseId ?? 0, name: entry.merchandise.name })
            }
          />
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

const DELIVERY_ICONS = { new: Package, sent: Truck, delivered: House } as const;

/** Where a physical prize is: Order placed, Sent, Delivered (docs/rules.md#promises-kept). */
export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  const Icon = DELIVERY_ICONS[status];
  const t = useT();
  return (
    <Badge variant={status === 'delivered' ? 'sky' : 'outline'} data-testid="delivery-status">
      <Icon aria-hidden className="me-1 size-3.5" />
      {t('store.delivery', { status })}
    </Badge>
  );
}

function InventoryEntry({ entry, onReviews }: { entry: UserPurchase; onReviews: (() => void) | undefined }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const t = useT();
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center" data-testid="inventory-entry">
        {entry.merchandise.imageUrl ? (
          <img
            src={entry.merchandise.imageUrl}
            alt={entry.merchandise.name}
            width={96}
            height={72}
            loading="lazy"
            className="h-18 w-24 shrink-0 rounded-xl bg-muted object-cover"
          />
        ) : null}
        <div className="grid flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-extrabold">{entry.merchandise.name}</h3>
            <Badge>{t('store.inventory.purchased')}</Badge>
            {entry.deliveryStatus ? <DeliveryBadge status={entry.deliveryStatus} /> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {formatDate(entry.purchaseDate, timeZone, locale)} · {paidWith(entry, t, locale)}
          </p>
        </div>
        {onReviews ? (
          <Button variant="outline" onClick={onReviews}>
            <MessageSquare aria-hidden /> {t('store.inventory.reviews')}
            <span className="sr-only">: {entry.merchandise.name}</span>
          </Button>
        ) : null}
      </Card>
    </li>
  );
}
