import { useQuery } from '@tanstack/react-query';
import { Minus, Plus, ShoppingBag, Star, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { isManagedChild, type User } from '#contract/accounts.ts';
import { MAX_LINE_QUANTITY } from '#contract/cart.ts';
import { isAwaitingParent } from '#contract/parent-controls.ts';
import type { DeliveryAddress } from '#contract/store.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#web/components/ui/sheet.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeliveryAddress } from '#web/lib/delivery-address.ts';
import { formatPrice } from '#web/lib/format.ts';
import { type Translate, useI18n, useT } from '#web/lib/i18n.tsx';
import { getPointsQueryOptions, sessionState } from '#web/lib/session.ts';
import { toast } from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';
import { useCheckout } from '../api/checkout.ts';
import { getMerchandiseQueryOptions } from '../api/get-merchandise.ts';
import { type PricedCart, type PricedLine, priceCart } from '../cart-prices.ts';
import { cart, cartTotals, useCartItems, useCartOpen } from '../cart-store.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { DeliveryAddressStep } from './delivery-address-step.tsx';

export interface CartDrawerProps {
  user: User | null | undefined;
  points: number | undefined;
}

interface Blocker {
  title: string;
  description: string;
}

interface CartState {
  user: User | null | undefined;
  points: number | undefined;
  /** The cart at the store's prices of now; undefined while they load. */
  priced: PricedCart | undefined;
  /** The kept delivery address: null when none, undefined while it loads or is not needed. */
  address: DeliveryAddress | null | undefined;
}

/**
 * Why "Use N Points" cannot be pressed now, in the product's words (docs/product.md#validation); null when it can.
 * A session still loading is not a guest's: like every other thing not known yet, it waits.
 */
function pointsBlocker({ user, points, priced, address }: CartState, t: Translate): Blocker | null {
  const oneMoment = t('store.cart.oneMoment');
  const session = sessionState(user);
  if (session === 'loading') return { title: t('store.cart.checkingWho'), description: oneMoment };
  if (session === 'guest')
    return { title: t('store.cart.loginRequired'), description: t('store.cart.loginRequiredText') };
  if (!priced) return { title: t('store.cart.checkingPrices'), description: oneMoment };
  if (priced.hasGone) return { title: t('store.cart.gone'), description: t('store.cart.goneText') };
  if (priced.hasPhysical && address === undefined)
    return { title: t('store.cart.checkingAddress'), description: oneMoment };
  if (priced.hasPhysical && address === null)
    return user && isManagedChild(user)
      ? { title: t('store.cart.addressNeeded'), description: t('store.cart.addressNeededChild') }
      : { title: t('store.cart.deliveryNeeded'), description: t('store.cart.deliveryNeededText') };
  if (points === undefined) return { title: t('store.cart.loadingPoints'), description: oneMoment };
  if (points < priced.totals.points)
    return {
      title: t('store.cart.notEnough'),
      description: t('store.cart.notEnoughText', { need: priced.totals.points, have: points }),
    };
  return null;
}

export function CartDrawer({ user, points }: CartDrawerProps) {
  const open = useCartOpen();
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={cart.setOpen}>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetTitle className="text-2xl font-extrabold">{t('store.cart.title')}</SheetTitle>
        <CartContents user={user} points={points} />
      </SheetContent>
    </Sheet>
  );
}

/**
 * The drawer's inside, mounted each time it opens: it fetches the store's prices and the balance
 * again then, so the lines and the total are the server's of now, never those kept in the cart.
 */
function CartContents({ user, points }: CartDrawerProps) {
  const items = useCartItems();
  const { t, locale } = useI18n();
  const shop = useQuery({
    ...getMerchandiseQueryOptions(),
    refetchOnMount: 'always',
    enabled: items.length > 0,
  });
  useQuery({ ...getPointsQueryOptions(user?.id), refetchOnMount: 'always' });
  // Until the prices of now are in, the lines show the cart's own and nothing can be spent.
  const priced = shop.data && !shop.isFetching ? priceCart(items, shop.data) : undefined;
  const lines = priced?.lines ?? items.map((line) => ({ ...line, inStore: true }));
  const totals = priced?.totals ?? cartTotals(items);
  const needsAddress = !!user && !!priced?.hasPhysical;
  const address = useDeliveryAddress(user?.id, { enabled: needsAddress }).data;
  const checkout = useCheckout(user?.id);
  // One key per cart and total until its checkout is answered: a double tap or a retry after a
  // lost connection sends the same key for the same cart, so the server spends once.
  const key = useRef<{ key: string; cart: string } | null>(null);
  const blocker = shop.isError
    ? { title: t('store.cart.pricesFailed'), description: t('store.cart.pricesFailedText') }
    : pointsBlocker({ user, points, priced, address: needsAddress ? address : undefined }, t);

  const payWithPoints = () => {
    if (blocker) {
      toast({ ...blocker, variant: 'destructive' });
      return;
    }
    const cartNow = JSON.stringify([totals.points, ...items.map((i) => [i.type, i.id, i.quantity])]);
    if (key.current?.cart !== cartNow) key.current = { key: newIdempotencyKey(), cart: cartNow };
    checkout.mutate(
      { items, expectedPoints: totals.points, idempotencyKey: key.current.key },
      {
        onSuccess: (result) => {
          key.current = null;
          toast(
            isAwaitingParent(result)
              ? {
                  title: t('store.sentToGrownUp'),
                  description: t('store.grownUpDecides'),
                  variant: 'success',
                }
              : {
                  title: t('store.cart.checkoutDone'),
                  description: t('store.cart.checkoutDoneText'),
                  variant: 'success',
                },
          );
          cart.clear();
          cart.setOpen(false);
        },
        onError: (error) => {
          // Only an answer that never came keeps the key: the server may have done it.
          if (!(error instanceof ApiError && error.status === 0)) key.current = null;
          const changed = error instanceof ApiError && error.code === 'total_changed';
          toast({
            title: changed ? t('store.cart.pricesChanged') : t('store.cart.checkoutFailed'),
            description: error.message,
            variant: 'destructive',
          });
        },
      },
    );
  };

  const payWithMoney = () =>
    toast({
      title: t('store.cart.paymentUnavailable'),
      description: t('store.cart.paymentUnavailableText'),
      variant: 'destructive',
    });

  if (items.length === 0)
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
        <span className="rounded-full bg-sun-soft p-5 text-sun-foreground">
          <ShoppingBag aria-hidden className="size-8" />
        </span>
        <p className="text-lg font-extrabold">{t('store.cart.empty')}</p>
        <SheetDescription>{t('store.cart.emptyText')}</SheetDescription>
        <Button asChild onClick={() => cart.setOpen(false)}>
          <Link href="/merchandise">{t('store.cart.continueShopping')}</Link>
        </Button>
      </div>
    );
  return (
    <>
      <div className="grid gap-4 overflow-y-auto">
        <ul className="grid gap-3" aria-label={t('store.cart.items')}>
          {lines.map((item) => (
            <CartLine key={`${item.type}-${item.id}`} item={item} />
          ))}
        </ul>
        {needsAddress ? (
          <DeliveryAddressStep address={address} keptByGrownUp={!!user && isManagedChild(user)} />
        ) : null}
      </div>
      <div className="mt-auto grid gap-3 border-t pt-4">
        <div className="flex flex-wrap justify-between gap-x-3 font-bold">
          <span>{t('store.cart.total')}</span>
          <span data-testid="cart-total">
            {formatPrice(totals.price, locale)} {t('store.cart.or')}{' '}
            <Star aria-hidden className="inline size-4 fill-sun text-sun" />{' '}
            {t('store.points', { count: totals.points })}
          </span>
        </div>
        {user && points !== undefined ? (
          <p className="text-sm text-muted-foreground">{t('store.cart.youHave', { count: points })}</p>
        ) : null}
        <Button variant="outline" onClick={payWithMoney}>
          {t('store.cart.pay', { price: formatPrice(totals.price, locale) })}
        </Button>
        <Button variant="sun" disabled={!!blocker || checkout.isPending} onClick={payWithPoints}>
          {checkout.isPending
            ? t('store.cart.processing')
            : t('store.cart.usePoints', { count: totals.points })}
        </Button>
        {blocker && user !== null ? (
          <p className="text-center text-sm text-muted-foreground" data-testid="points-blocker" role="status">
            {blocker.title}: {blocker.description}
          </p>
        ) : user === null ? (
          <p className="text-center text-sm text-muted-foreground">
            <Link
              href="/auth"
              className="font-bold text-primary underline"
              onClick={() => cart.setOpen(false)}
            >
              {t('store.cart.logIn')}
            </Link>{' '}
            {t('store.cart.toComplete')}
          </p>
        ) : null}
        <Button variant="ghost" onClick={() => cart.clear()}>
          {t('store.cart.clear')}
        </Button>
      </div>
    </>
  );
}

function CartLine({ item }: { item: PricedLine }) {
  const isSession = item.type === 'session';
  const { t, locale } = useI18n();
  return (
    <li className={cn('flex gap-3 rounded-2xl border p-3', !item.inStore && 'border-dashed bg-muted/50')}>
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt={item.name}
          className="size-16 shrink-0 rounded-xl bg-muted object-cover"
        />
      ) : null}
      <div className="grid flex-1 gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="font-bold leading-tight">{item.name}</p>
          <Badge variant={isSession ? 'coral' : 'sky'}>
            {isSession ? t('store.cart.session') : t('store.cart.item')}
          </Badge>
        </div>
        {item.inStore ? (
          <p className="text-sm text-muted-foreground">
            {formatPrice(item.price, locale)} · {t('store.points', { count: item.pointsCost })}
          </p>
        ) : (
          <p className="text-sm font-bold text-destructive">{t('store.cart.lineGone')}</p>
        )}
        {isSession ? <p className="text-sm text-muted-foreground">{t('store.cart.sessionHint')}</p> : null}
        <div className="flex items-center gap-2">
          <Button
            size="icon"
            variant="outline"
            className="size-9"
            aria-label={t('store.cart.oneLess', { name: item.name })}
            onClick={() => cart.setQuantity(item, item.quantity - 1)}
          >
            <Minus aria-hidden />
          </Button>
          <span className="w-6 text-center font-bold" data-testid="cart-quantity">
            <span className="sr-only">{t('store.cart.quantity')} </span>
            {item.quantity}
          </span>
          <Button
            size="icon"
            variant="outline"
            className="size-9"
            aria-label={t('store.cart.oneMore', { name: item.name })}
            disabled={!item.inStore || item.quantity >= MAX_LINE_QUANTITY}
            onClick={() => cart.setQuantity(item, item.quantity + 1)}
          >
            <Plus aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="ms-auto size-9 text-destructive"
            aria-label={t('store.cart.remove', { name: item.name })}
            onClick={() => cart.remove(item)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}
