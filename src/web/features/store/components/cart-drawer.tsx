import type { User } from '@contract/accounts';
import { type CartItem, MAX_LINE_QUANTITY } from '@contract/cart';
import { GROWN_UP_DECIDES, isAwaitingParent, SENT_TO_GROWN_UP } from '@contract/parent-controls';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';
import { ApiError } from '@web/lib/api-client';
import { formatPrice } from '@web/lib/format';
import { toast } from '@web/lib/use-toast';
import { Minus, Plus, ShoppingBag, Star, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { useCheckout } from '../api/checkout';
import { cart, cartTotals, useCartItems, useCartOpen } from '../cart-store';
import { newIdempotencyKey } from '../idempotency-key';

export interface CartDrawerProps {
  user: User | null | undefined;
  points: number | undefined;
}

/** Why "Use N Points" cannot be pressed now, in the spec's words (section 5); null when it can. */
function pointsBlocker(user: User | null | undefined, points: number | undefined, total: number) {
  if (!user) return { title: 'Login required', description: 'Please log in to complete your purchase' };
  if (points === undefined) return { title: 'Loading your points', description: 'One moment...' };
  if (points < total)
    return {
      title: 'Not enough points',
      description: `You need ${total} points, but you only have ${points}`,
    };
  return null;
}

export function CartDrawer({ user, points }: CartDrawerProps) {
  const items = useCartItems();
  const open = useCartOpen();
  const totals = cartTotals(items);
  const checkout = useCheckout(user?.id);
  // One key per cart until its checkout is answered: a double tap or a retry after a lost
  // connection sends the same key for the same cart, so the server spends once.
  const key = useRef<{ key: string; cart: string } | null>(null);
  const blocker = pointsBlocker(user, points, totals.points);

  const payWithPoints = () => {
    if (blocker) {
      toast({ ...blocker, variant: 'destructive' });
      return;
    }
    const cartNow = JSON.stringify(items.map((i) => [i.type, i.id, i.quantity]));
    if (key.current?.cart !== cartNow) key.current = { key: newIdempotencyKey(), cart: cartNow };
    checkout.mutate(
      { items, idempotencyKey: key.current.key },
      {
        onSuccess: (result) => {
          key.current = null;
          toast(
            isAwaitingParent(result)
              ? { title: SENT_TO_GROWN_UP, description: GROWN_UP_DECIDES, variant: 'success' }
              : {
                  title: 'Checkout successful!',
                  description: 'Your purchase has been completed.',
                  variant: 'success',
                },
          );
          cart.clear();
          cart.setOpen(false);
        },
        onError: (error) => {
          // Only an answer that never came keeps the key: the server may have done it.
          if (!(error instanceof ApiError && error.status === 0)) key.current = null;
          toast({ title: 'Checkout failed', description: error.message, variant: 'destructive' });
        },
      },
    );
  };

  const payWithMoney = () =>
    toast({
      title: 'Payment not available',
      description: 'Credit card payment is not configured. Please use points instead.',
      variant: 'destructive',
    });

  return (
    <Sheet open={open} onOpenChange={cart.setOpen}>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetTitle className="text-2xl font-extrabold">Your cart</SheetTitle>
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
            <span className="rounded-full bg-sun-soft p-5 text-sun-foreground">
              <ShoppingBag aria-hidden className="size-8" />
            </span>
            <p className="text-lg font-extrabold">Your cart is empty</p>
            <SheetDescription>Find something fun in the Reward Store.</SheetDescription>
            <Button asChild onClick={() => cart.setOpen(false)}>
              <Link href="/merchandise">Continue Shopping</Link>
            </Button>
          </div>
        ) : (
          <>
            <ul className="grid gap-3 overflow-y-auto" aria-label="Items in your cart">
              {items.map((item) => (
                <CartLine key={`${item.type}-${item.id}`} item={item} />
              ))}
            </ul>
            <div className="mt-auto grid gap-3 border-t pt-4">
              <div className="flex flex-wrap justify-between gap-x-3 font-bold">
                <span>Total</span>
                <span>
                  {formatPrice(totals.price)} or{' '}
                  <Star aria-hidden className="inline size-4 fill-sun text-sun" /> {totals.points} points
                </span>
              </div>
              {user && points !== undefined ? (
                <p className="text-sm text-muted-foreground">You have {points} points.</p>
              ) : null}
              <Button variant="outline" onClick={payWithMoney}>
                Pay {formatPrice(totals.price)}
              </Button>
              <Button variant="sun" disabled={!!blocker || checkout.isPending} onClick={payWithPoints}>
                {checkout.isPending ? 'Processing...' : `Use ${totals.points} Points`}
              </Button>
              {blocker && points !== undefined ? (
                <p className="text-center text-sm text-muted-foreground" data-testid="points-blocker">
                  {blocker.title}: {blocker.description}
                </p>
              ) : !user ? (
                <p className="text-center text-sm text-muted-foreground">
                  <Link
                    href="/auth"
                    className="font-bold text-primary underline"
                    onClick={() => cart.setOpen(false)}
                  >
                    Log in
                  </Link>{' '}
                  to complete your purchase.
                </p>
              ) : null}
              <Button variant="ghost" onClick={() => cart.clear()}>
                Clear Cart
              </Button>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const isSession = item.type === 'session';
  return (
    <li className="flex gap-3 rounded-2xl border p-3">
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
          <Badge variant={isSession ? 'coral' : 'sky'}>{isSession ? 'Session' : 'Item'}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {formatPrice(item.price)} · {item.pointsCost} points
        </p>
        {isSession ? (
          <p className="text-sm text-muted-foreground">
            Sessions are booked from a tutor's page, not bought here.
          </p>
        ) : null}
        <div className="flex items-center gap-2">
          <Button
            size="icon"
            variant="outline"
            className="size-9"
            aria-label={`One less ${item.name}`}
            onClick={() => cart.setQuantity(item, item.quantity - 1)}
          >
            <Minus aria-hidden />
          </Button>
          <span className="w-6 text-center font-bold" data-testid="cart-quantity">
            <span className="sr-only">Quantity: </span>
            {item.quantity}
          </span>
          <Button
            size="icon"
            variant="outline"
            className="size-9"
            aria-label={`One more ${item.name}`}
            disabled={item.quantity >= MAX_LINE_QUANTITY}
            onClick={() => cart.setQuantity(item, item.quantity + 1)}
          >
            <Plus aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="ml-auto size-9 text-destructive"
            aria-label={`Remove ${item.name}`}
            onClick={() => cart.remove(item)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}
