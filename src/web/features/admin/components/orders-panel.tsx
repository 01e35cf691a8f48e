// The admin's Orders tab (docs/rules.md#promises-kept "Prizes reach the child"): every physical prize with
// the buyer's username, the address it goes to and its status, filtered by status; an admin
// marks an order sent, then delivered, and the child sees it in My Inventory.

import { House, PackageOpen, Truck } from 'lucide-react';
import { useState } from 'react';
import type { AdminOrder } from '#contract/store.ts';
import { DELIVERY_STATUSES, type DeliveryStatus } from '#contract/store-rules.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { deliveryStatusLabel } from '#web/lib/option-labels.ts';
import { richMessage } from '#web/lib/rich-message.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { StatusFilteredList } from './status-filtered-list.tsx';

/** The address as one line of text (for the search and for reading). */
export function addressLine(address: AdminOrder['address']): string {
  return [
    address.name,
    address.line1,
    address.line2,
    address.city,
    address.region,
    address.postalCode,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
}

export function OrdersPanel({ search }: { search: string }) {
  const t = useT();
  const [status, setStatus] = useState<DeliveryStatus>();
  const orders = useAdminOrders(status);
  return (
    <StatusFilteredList
      name="orders"
      words={{
        title: t('adminOrders.title'),
        loading: t('adminOrders.loading'),
        loadError: t('adminOrders.loadError'),
        noMatch: t('adminOrders.noMatch'),
        empty: t('adminOrders.empty'),
      }}
      emptyIcon={PackageOpen}
      statuses={DELIVERY_STATUSES}
      statusLabel={(s) => deliveryStatusLabel(t, s)}
      status={status}
      onStatusChange={setStatus}
      query={orders}
      search={search}
      searchText={(o) => `${o.itemName} ${o.buyer.username} ${addressLine(o.address)}`}
      renderItem={(order) => <OrderRow key={order.id} order={order} />}
    />
  );
}

type NextStatus = Exclude<DeliveryStatus, 'new'>;

/** The one step forward from each status, with its button's icon. */
const NEXT_STEP: Record<DeliveryStatus, { status: NextStatus; icon: typeof Truck } | null> = {
  new: { status: 'sent', icon: Truck },
  sent: { status: 'delivered', icon: House },
  delivered: null,
};

function OrderRow({ order }: { order: AdminOrder }) {
  const { locale, t } = useI18n();
  const timeZone = useReaderTimeZone();
  const setStatus = useSetOrderStatus();
  const next = NEXT_STEP[order.status];
  const move = (status: NextStatus) =>
    setStatus.mutate(
      { id: order.id, status },
      {
        onSuccess: () =>
          toast({
            title: t('admin.form.success'),
            description: t('adminOrders.marked', { status }),
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <li className="grid gap-2 rounded-2xl border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-extrabold">{order.itemName}</p>
          <Badge variant={order.status === 'delivered' ? 'muted' : 'sky'} data-testid="order-status">
            {deliveryStatusLabel(t, order.status)}
          </Badge>
        </div>
        <p className="text-sm">@{order.buyer.username}</p>
        <address className="text-sm not-italic">{addressLine(order.address)}</address>
        <p className="text-sm text-muted-foreground">
          {richMessage(t, 'adminOrders.ordered', {
            date: (
              <time dateTime={order.purchaseDate}>
                {formatDateTime(order.purchaseDate, timeZone, locale)}
              </time>
            ),
          })}
        </p>
      </div>
      {next ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => move(next.status)}
          disabled={setStatus.isPending}
          aria-label={t('adminOrders.markOf', {
            status: next.status,
            item: order.itemName,
            username: order.buyer.username,
          })}
        >
          <next.icon aria-hidden /> {t('adminOrders.mark', { status: next.status })}
        </Button>
      ) : null}
    </li>
  );
}
