import type { User } from '@contract/accounts';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';
import { toast } from '@web/lib/use-toast';
import { Minus, Plus, ShoppingBag, Star, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { useCheckout } from '../api/checkout';
import { cart, cartTotals, useCartItems, useCartOpen } from '../cart-store';

export interface CartDrawerProps {
  user: User | null | undefined;
  points: number | undefined;
}

export function CartDrawer({ user, points }: CartDrawerProps) {
  const items = useCartItems();
  const open = useCartOpen();
  const totals = cartTotals(items);
  const checkout = useCheckout({
    onSuccess: () => {
      toast({
        title: 'Checkout successful!',
        description: 'Your purchase has been completed.',
        variant: 'success',
      });
      cart.clear();
      cart.setOpen(false);
    },
    onError: (error) =>
      toast({ title: 'Checkout failed', description: error.message, variant: 'destructive' }),
  });
  const enoughPoints = points !== undefined && points >= totals.points;

  const payWithPoints = () => {
    if (!user) {
      toast({
        title: 'Login required',
        description: 'Please log in to complete your purchase',
        variant: 'destructive',
      });
      return;
    }
    if (!enoughPoints) {
      toast({
        title: 'Not enough points',
        description: `You need ${totals.points} points, but you only have ${points ?? 0}`,
        variant: 'destructive',
      });
      return;
    }
    checkout.mutate({ items, paymentType: 'points' });
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
            <ul className="grid gap-3">
              {items.map((item) => (
                <li key={`${item.type}-${item.id}`} className="flex gap-3 rounded-2xl border p-3">
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
                      <Badge variant={item.type === 'merchandise' ? 'sky' : 'coral'}>
                        {item.type === 'merchandise' ? 'Item' : 'Session'}
                      </Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      ${item.price} · {item.pointsCost} points
                    </p>
                    <div className="flex items-center gap-2">
                      <Button
                        size="icon"
                        variant="outline"
                        className="size-8"
                        aria-label={`One less ${item.name}`}
                        onClick={() => cart.setQuantity(item, item.quantity - 1)}
                      >
                        <Minus aria-hidden />
                      </Button>
                      <span className="w-6 text-center font-bold">{item.quantity}</span>
                      <Button
                        size="icon"
                        variant="outline"
                        className="size-8"
                        aria-label={`One more ${item.name}`}
                        onClick={() => cart.setQuantity(item, item.quantity + 1)}
                      >
                        <Plus aria-hidden />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        className="ml-auto size-8 text-destructive"
                        aria-label={`Remove ${item.name}`}
                        onClick={() => cart.remove(item)}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-auto grid gap-3 border-t pt-4">
              <div className="flex justify-between font-bold">
                <span>Total</span>
                <span>
                  ${totals.price} or <Star aria-hidden className="inline size-4 fill-sun text-sun" />{' '}
                  {totals.points} points
                </span>
              </div>
              {user && points !== undefined ? (
                <p className="text-sm text-muted-foreground">You have {points} points.</p>
              ) : null}
              <Button variant="outline" onClick={payWithMoney}>
                Pay ${totals.price}
              </Button>
              <Button
                variant="sun"
                disabled={!user || points === undefined || !enoughPoints || checkout.isPending}
                onClick={payWithPoints}
              >
                {checkout.isPending ? 'Processing...' : `Use ${totals.points} Points`}
              </Button>
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
