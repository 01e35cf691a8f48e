// Add to Cart from the shop (docs/product.md#validation): a signed-in user only; the cart opens on add.
import type { User } from '#contract/accounts.ts';
import { MAX_LINE_QUANTITY } from '#contract/cart-limits.ts';
import type { Merchandise } from '#contract/store.ts';
import { type Translate, useT } from '#web/lib/i18n.tsx';
import { useUserForAction } from '#web/lib/session.ts';
import { toast } from '#web/lib/use-toast.ts';
import { cart } from './cart-store.ts';

function addMerchandiseToCart(item: Merchandise, user: User | null, t: Translate) {
  if (!user) {
    toast({
      title: t('store.cart.loginRequired'),
      description: t('store.addLogIn'),
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
      title: t('store.cartFull'),
      description: t('store.cartFullText', { max: MAX_LINE_QUANTITY, name: item.name }),
    });
    return;
  }
  toast({
    title: t('store.added'),
    description: t('store.addedText', { name: item.name }),
    variant: 'success',
  });
}

/**
 * Add to Cart as the signed-in user sees it. A tap that comes before the page knows who is signed
 * in (kept by the early-taps script and replayed at hydration) waits for the session, so a
 * signed-in child is not told to log in.
 */
export function useAddToCart(): (item: Merchandise) => void {
  const userForAction = useUserForAction();
  const t = useT();
  return (item) => {
    void userForAction().then((user) => addMerchandiseToCart(item, user, t));
  };
}
