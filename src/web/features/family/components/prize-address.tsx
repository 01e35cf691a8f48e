// The address a parent keeps for the children they manage: their physical prizes are posted
// there, and the children are never asked to type a street address.

import { House } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { DeliveryAddress } from '#contract/store.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDeliveryAddress } from '#web/lib/delivery-address.ts';
import { useT } from '#web/lib/i18n.tsx';

// The form and its validation come with the first address asked for, not with Parent Settings.
const DeliveryAddressForm = lazy(() =>
  import('#web/components/delivery-address-form.tsx').then((m) => ({ default: m.DeliveryAddressForm })),
);

export interface PrizeAddressProps {
  userId: number;
}

function AddressLines({ address }: { address: DeliveryAddress }) {
  const place = [address.city, address.region, address.postalCode].filter(Boolean).join(', ');
  return (
    <address className="not-italic">
      <span className="block font-bold">{address.name}</span>
      <span className="block">{address.line1}</span>
      {address.line2 ? <span className="block">{address.line2}</span> : null}
      <span className="block">{place}</span>
      <span className="block">{address.country}</span>
    </address>
  );
}

/** Parent Settings' "Where prizes are sent": the kept address, or the form to add or change it. */
export function PrizeAddress({ userId }: PrizeAddressProps) {
  const address = useDeliveryAddress(userId);
  const [editing, setEditing] = useState(false);
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <House aria-hidden className="size-5 text-primary" /> {t('family.address.title')}
        </CardTitle>
        <CardDescription>{t('family.address.lead')}</CardDescription>
      </CardHeader>
      <CardContent>
        {address.isPending ? (
          <Spinner label={t('family.address.loading')} />
        ) : address.isError ? (
          <ErrorState query={address} title={t('family.address.error')} compact />
        ) : address.data && !editing ? (
          <div className="flex flex-wrap items-end justify-between gap-3">
            <AddressLines address={address.data} />
            <Button variant="outline" onClick={() => setEditing(true)}>
              {t('family.address.change')}
            </Button>
          </div>
        ) : (
          <Suspense fallback={<Skeleton className="h-96" />}>
            <div className="grid gap-3">
              <DeliveryAddressForm
                initial={address.data}
                intro={address.data ? null : <p className="font-bold">{t('family.address.none')}</p>}
                onSaved={() => setEditing(false)}
              />
              {editing ? (
                <Button variant="ghost" onClick={() => setEditing(false)}>
                  {t('family.address.keep')}
                </Button>
              ) : null}
            </div>
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
