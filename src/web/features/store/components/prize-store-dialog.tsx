import { ArrowLeft, Gift, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { isManagedChild } from '#contract/accounts.ts';
import { isAwaitingParent } from '#contract/parent-controls.ts';
import type { Merchandise } from '#contract/store.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeliveryAddress } from '#web/lib/delivery-address.ts';
import { formatPrice } from '#web/lib/format.ts';
import { useI18n, useT, useTextLang } from '#web/lib/i18n.tsx';
import { usePoints, useUser, useUserForAction } from '#web/lib/session.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useMerchandise } from '../api/get-merchandise.ts';
import { usePurchaseMerchandise } from '../api/purchase-merchandise.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { DeliveryAddressStep } from './delivery-address-step.tsx';

export interface PrizeStoreDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where a guest comes back to after logging in. */
  returnTo: string;
}

/** The Math Quick Challenge's Prize Store: the balance and the store's items, bought with points. */
export function PrizeStoreDialog({ open, onOpenChange, returnTo }: PrizeStoreDialogProps) {
  const user = useUser().data;
  const userForAction = useUserForAction();
  const points = usePoints(user?.id);
  const balance = points.data?.points;
  const items = useMerchandise({ enabled: open });
  const purchase = usePurchaseMerchandise(user?.id);
  const hasPhysical = !!items.data?.some((item) => !item.digital);
  const address = useDeliveryAddress(user?.id, { enabled: open && hasPhysical });
  const [buyingId, setBuyingId] = useState<number | null>(null);
  // The physical prize waiting for a delivery address, asked at its first purchase (docs/rules.md#promises-kept).
  const [addressFor, setAddressFor] = useState<Merchandise | null>(null);
  // One key per item until its purchase is answered: a retry after a lost connection reuses it,
  // so the server never spends twice.
  const keys = useRef(new Map<number, string>());
  const t = useT();
  const notEnough = () =>
    toast({ title: t('store.cart.notEnough'), description: t('store.prizes.needMore') });

  const payMoney = () =>
    toast({
      title: t('store.cart.paymentUnavailable'),
      description: t('store.prizes.paymentUnavailableText'),
    });

  /**
   * A tap that comes before the page knows who is signed in waits for the session (see
   * userForAction), so a signed-in child is never told to log in. What it then knows of the
   * balance is this render's: none yet, so it says so, and the child taps again once it shows.
   */
  const redeem = (item: Merchandise) => {
    void userForAction().then((known) => {
      if (known) redeemWithPoints(item);
      else toast({ title: t('store.cart.loginRequired'), description: t('store.prizes.logInToBuy') });
    });
  };

  const redeemWithPoints = (item: Merchandise) => {
    // While the balance is loading nothing is known to be short: say so, never "Not enough points".
    if (balance === undefined) {
      toast({ title: t('store.cart.loadingPoints'), description: t('store.cart.oneMoment') });
      return;
    }
    if (balance < item.pointsCost) {
      notEnough();
      return;
    }
    if (!item.digital && address.isPending) {
      toast({ title: t('store.cart.checkingAddress'), description: t('store.cart.oneMoment') });
      return;
    }
    if (!item.digital && address.data === null) {
      setAddressFor(item);
      return;
    }
    buy(item);
  };

  const buy = (item: Merchandise) => {
    const idempotencyKey = keys.current.get(item.id) ?? newIdempotencyKey();
    keys.current.set(item.id, idempotencyKey);
    setBuyingId(item.id);
    purchase.mutate(
      { merchandiseId: item.id, idempotencyKey },
      {
        onSuccess: (result) => {
          keys.current.delete(item.id);
          toast(
            isAwaitingParent(result)
              ? {
                  title: t('store.sentToGrownUp'),
                  description: t('store.grownUpDecides'),
                  variant: 'success',
                }
              : {
                  title: t('store.prizes.bought'),
                  description: t('store.prizes.boughtText'),
                  variant: 'success',
                },
          );
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 0)) keys.current.delete(item.id);
          if (error instanceof ApiError && error.code === 'address_required') {
            // The address known here is gone (kept elsewhere meanwhile): ask for it again.
            setAddressFor(item);
          } else if (error instanceof ApiError && error.code === 'not_enough_points') {
            notEnough();
          } else {
            toast({ title: t('store.prizes.buyFailed'), description: error.message, variant: 'destructive' });
          }
        },
        onSettled: () => setBuyingId(null),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Gift aria-hidden className="size-6 text-coral-strong" /> {t('store.prizes.title')}
          </DialogTitle>
          <DialogDescription>{t('store.prizes.lead')}</DialogDescription>
        </DialogHeader>

        {/* A session still loading is no guest's: the balance waits for it, not a "Log in". */}
        {user !== null ? (
          <p className="flex items-center gap-2 rounded-2xl bg-sun-soft px-4 py-3 font-bold text-sun-foreground">
            <Star aria-hidden className="size-5 fill-sun text-sun" />
            {t('store.prizes.balance')}{' '}
            {balance === undefined ? (
              <Skeleton className="inline-block h-5 w-16" />
            ) : (
              <span className="font-extrabold">{t('store.points', { count: balance })}</span>
            )}
          </p>
        ) : (
          <p className="rounded-2xl bg-muted px-4 py-3">
            <Link
              href={`/auth?next=${encodeURIComponent(returnTo)}`}
              className="font-bold text-primary underline"
            >
              {t('store.cart.logIn')}
            </Link>{' '}
            {t('store.prizes.toSeePoints')}
          </p>
        )}

        {addressFor ? (
          <AddressAsked
            item={addressFor}
            keptByGrownUp={!!user && isManagedChild(user)}
            onBack={() => setAddressFor(null)}
            onSaved={() => {
              setAddressFor(null);
              buy(addressFor);
            }}
          />
        ) : items.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        ) : items.isError ? (
          <ErrorState query={items} title={t('store.prizes.loadError')} compact className="py-6" />
        ) : items.data.length === 0 ? (
          <p className="py-6 text-center font-bold text-muted-foreground">{t('store.empty')}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t('store.prizes.label')}>
            {items.data.map((item) => (
              <PrizeRow
                key={item.id}
                item={item}
                signedIn={!!user}
                balance={balance}
                busy={buyingId !== null}
                buying={buyingId === item.id}
                onPay={payMoney}
                onRedeem={() => redeem(item)}
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

interface AddressAskedProps {
  item: Merchandise;
  /** A managed child: their grown-up adds the address, so no form is shown. */
  keptByGrownUp: boolean;
  onBack: () => void;
  onSaved: () => void;
}

/** In place of the prizes: where to send `item`, then its purchase goes on at once. */
function AddressAsked({ item, keptByGrownUp, onBack, onSaved }: AddressAskedProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The pressed button is gone with the list: the keyboard goes on in the form's first field.
  useEffect(() => ref.current?.querySelector('input')?.focus(), []);
  const t = useT();
  return (
    <div ref={ref} className="grid gap-3">
      <p className="rounded-2xl bg-muted px-4 py-3 text-sm">
        <span className="font-bold">{item.name}</span> {t('store.prizes.byPost')}
        {keptByGrownUp ? null : ` ${t('store.prizes.saveAddress')}`}
      </p>
      <DeliveryAddressStep address={null} keptByGrownUp={keptByGrownUp} onSaved={onSaved} />
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden /> {t('store.prizes.back')}
      </Button>
    </div>
  );
}

interface PrizeRowProps {
  item: Merchandise;
  signedIn: boolean;
  balance: number | undefined;
  busy: boolean;
  buying: boolean;
  onPay: () => void;
  onRedeem: () => void;
}

function PrizeRow({ item, signedIn, balance, busy, buying, onPay, onRedeem }: PrizeRowProps) {
  const textLang = useTextLang();
  const soldOut = item.inventory <= 0;
  const short = signedIn && balance !== undefined && balance < item.pointsCost;
  const { t, locale } = useI18n();
  return (
    <li className="grid gap-3 rounded-2xl border p-3 sm:grid-cols-[5rem_1fr] sm:p-4">
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt={item.name}
          width={80}
          height={80}
          loading="lazy"
          className="hidden size-20 rounded-xl bg-muted object-cover sm:block"
        />
      ) : null}
      <div className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-extrabold" lang={textLang(item.lang?.name)}>
            {item.name}
          </h3>
          {soldOut ? <Badge variant="muted">{t('store.soldOut')}</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground" lang={textLang(item.lang?.description)}>
          {item.description}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-bold">
          <span className="inline-flex items-center gap-1 text-sun-foreground">
            <Star aria-hidden className="size-4 fill-sun text-sun" />{' '}
            {t('store.points', { count: item.pointsCost })}
          </span>
          <span className="text-muted-foreground">
            {t('store.cart.or')} {formatPrice(item.priceDollars, locale)}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onPay} disabled={soldOut}>
            {t('store.cart.pay', { price: formatPrice(item.priceDollars, locale) })}
          </Button>
          {/* Not disabled when short: pressing it says why ("Not enough points", docs/product.md#validation). */}
          <Button
            variant="sun"
            size="sm"
            onClick={onRedeem}
            disabled={soldOut || busy || (signedIn && balance === undefined)}
          >
            {buying ? t('store.prizes.redeeming') : t('store.cart.usePoints', { count: item.pointsCost })}
          </Button>
        </div>
        {short && !soldOut && balance !== undefined ? (
          <p className="text-sm text-muted-foreground">
            {t('store.prizes.needMoreCount', { count: item.pointsCost - balance })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
