// Add to Cart from the shop (docs/product.md#validation): a signed-in user only; the cart opens on add.
import type { User } from '#contract/accounts.ts';
import { MAX_LINE_QUANTITY } from '#contract/cart-limits.ts';
import type { Merchandise } from '#contract/store.ts';
import { useUserForAction } from '#web/lib/session.ts';
import { toast } from '#web/lib/use-toast.ts';
import { cart } from './cart-store.ts';

function addMerchandiseToCart(item: Merchandise, user: User | null) {
  if (!user) {
    toast({
      title: 'Login required',
      description: 'Please log in to add items to your cart',
      variant: 'destructive',
    });
    return;
  }
  if (item.inventory <= 0) return;
  const added = cart.add({
    id: item.id,
    type: 'merchandise',
    name: item.name,
    imageUrl: item.imageUrl,
    price: item.priceDollars,
    pointsCost: item.pointsCost,
    itemId: item.id,
  });
  if (!added) {
    toast({
      title: 'Your cart is full of this one',
      description: `You can have at most ${MAX_LINE_QUANTITY} of ${item.name} in your cart.`,
    });
    return;
  }
  toast({ title: 'Added to Cart', description: `${item.name} is in your cart.`, variant: 'success' });
}

/**
 * Add to Cart as the signed-in user sees it. A tap that comes before the page knows who is signed
 * in (kept by the early-taps script and replayed at hydration) waits for the session, so a
 * signed-in child is not told to log in.
 */
export function useAddToCart(): (item: Merchandise) => void {
  const userForAction = useUserForAction();
  return (item) => {
    void userForAction().then((user) => addMerchandiseToCart(item, user));
  };
}
