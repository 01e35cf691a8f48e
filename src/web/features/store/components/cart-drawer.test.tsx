import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '#contract/cart.ts';
import type { DeliveryAddressInput, Merchandise } from '#contract/store.ts';
import { usePoints, useUser } from '#web/lib/session.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve, serveLater } from '#web/test/serve.ts';
import { cart } from '../cart-store.ts';
import { item, kid, serveItems } from '../test/store-answers.ts';
import { CartDrawer } from './cart-drawer.tsx';

const stickers: Omit<CartItem, 'quantity'> = {
  id: 1,
  type: 'merchandise',
  name: 'Stickers',
  imageUrl: null,
  price: '3.99',
  pointsCost: 100,
};
const session: Omit<CartItem, 'quantity'> = {
  id: 9,
  type: 'session',
  name: 'Math with Ms. Lee',
  imageUrl: null,
  price: '25.00',
  pointsCost: 0,
};

type Line = Omit<CartItem, 'quantity'> & { quantity: number };

/** The store as the server sells it now: the stickers at the price the cart kept. */
const shopNow: Merchandise[] = [item({ id: 1, name: 'Stickers', pointsCost: 100, priceDollars: '3.99' })];

/** The drawer, open, with `lines` in the cart and `shop` as the store's list of now. */
async function openDrawerWith(
  lines: Line[],
  user: typeof kid | null,
  points: number | undefined,
  shop: Merchandise[] = shopNow,
) {
  serveItems(shop);
  if (user) serve('GET /api/users/points', answer({ points: points ?? 0 }));
  cart.clear();
  for (const { quantity, ...line } of lines) {
    cart.add(line);
    cart.setQuantity(line, quantity);
  }
  cart.setOpen(true);
  return renderWithApp(<CartDrawer user={user} points={points} />);
}

/** The drawer as the app gives it the session (app.tsx's Cart). */
function SessionCart() {
  const session = useUser();
  return <CartDrawer user={session.data} points={usePoints(session.data?.id).data?.points} />;
}

describe('the cart drawer', () => {
  it('badges a session line and keeps Use N Points off, saying why, when points fall short', async () => {
    await openDrawerWith(
      [
        { ...stickers, quantity: 2 },
        { ...session, quantity: 1 },
      ],
      kid,
      150,
    );
    await screen.findByText('Session');
    screen.getByText('Item');
    expect(screen.getByRole('button', { name: 'Use 200 Points' }).hasAttribute('disabled')).toBe(true);
    expect((await screen.findByTestId('points-blocker')).textContent).toBe(
      'Not enough points: You need 200 points, but you only have 150',
    );
  });

  it('keeps Use N Points off for a guest and while the points are unknown', async () => {
    const guest = await openDrawerWith([{ ...stickers, quantity: 1 }], null, undefined);
    expect(screen.getByRole('button', { name: 'Use 100 Points' }).hasAttribute('disabled')).toBe(true);
    screen.getByRole('link', { name: 'Log in' });
    guest.unmount();
    await openDrawerWith([{ ...stickers, quantity: 1 }], kid, undefined);
    expect(screen.getByRole('button', { name: 'Use 100 Points' }).hasAttribute('disabled')).toBe(true);
  });

  it('waits for a session still loading, never asking a signed-in child to log in', async () => {
    const release = serveLater('GET /api/user');
    serve('GET /api/users/points', answer({ points: 500 }));
    serveItems(shopNow);
    cart.clear();
    cart.add(stickers);
    cart.setOpen(true);
    renderWithApp(<SessionCart />);
    expect((await screen.findByTestId('points-blocker')).textContent).toBe(
      'Checking who is signed in: One moment...',
    );
    expect(screen.getByRole('button', { name: 'Use 100 Points' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    // The session comes: the child can pay, and was never shown a way to log in.
    release(answer(kid));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Use 100 Points' }).hasAttribute('disabled')).toBe(false),
    );
    screen.getByText('You have 500 points.');
    expect(screen.queryByTestId('points-blocker')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('answers Pay with "Payment not available" and sends nothing', async () => {
    const { user } = await openDrawerWith([{ ...stickers, quantity: 1 }], kid, 500);
    await user.click(screen.getByRole('button', { name: 'Pay $3.99' }));
    await screen.findByText('Credit card payment is not configured. Please use points instead.');
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's reason when a checkout is refused, and keeps the cart", async () => {
    serve('POST /api/checkout', answer({ message: 'Sessions are booked, not bought.' }, 400));
    const { user } = await openDrawerWith(
      [
        { ...session, quantity: 1 },
        { ...stickers, quantity: 1 },
      ],
      kid,
      500,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Use 100 Points' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Use 100 Points' }));
    await screen.findByText('Checkout failed');
    screen.getByText('Sessions are booked, not bought.');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(2);
  });

  it("shows the server's price of now, not the one kept when the item was added, and sends that total", async () => {
    const sent: unknown[] = [];
    serve('POST /api/checkout', ({ body }) => {
      sent.push(body);
      return answer({ message: 'stop here' }, 400);
    });
    const raised = [item({ id: 1, name: 'Stickers', pointsCost: 150, priceDollars: '4.99' })];
    const { user } = await openDrawerWith([{ ...stickers, quantity: 2 }], kid, 500, raised);
    const button = await screen.findByRole('button', { name: 'Use 300 Points' });
    screen.getByText('$4.99 · 150 points');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    await screen.findByText('stop here');
    expect(sent).toEqual([expect.objectContaining({ expectedPoints: 300 })]);
  });

  it('marks an item no longer in the store and keeps Use N Points off until it is removed', async () => {
    const { user } = await openDrawerWith([{ ...stickers, quantity: 1 }], kid, 500, []);
    await screen.findByText('No longer in the store. Please remove it.');
    expect(screen.getByRole('button', { name: 'Use 0 Points' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('points-blocker').textContent).toBe(
      'No longer in the store: Please remove the items marked so to check out.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Stickers' }));
    await screen.findByText('Your cart is empty');
  });

  it('refused for a changed total, it says so, spends nothing and shows the new total', async () => {
    let shop = shopNow;
    serve('GET /api/merchandise', () => answer(shop));
    serve(
      'POST /api/checkout',
      answer(
        {
          message: 'The prices changed since you opened your cart: the total is now 150 points.',
          code: 'total_changed',
        },
        409,
      ),
    );
    serve('GET /api/users/points', answer({ points: 500 }));
    cart.clear();
    cart.add(stickers);
    const { user } = renderWithApp(<CartDrawer user={kid} points={500} />);
    const button = await screen.findByRole('button', { name: 'Use 100 Points' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    shop = [item({ id: 1, name: 'Stickers', pointsCost: 150, priceDollars: '3.99' })];
    await user.click(button);
    await screen.findByText('The prices changed');
    await screen.findByRole('button', { name: 'Use 150 Points' });
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
  });

  it('asks for a delivery address at the first physical checkout, keeps it, then lets the child pay', async () => {
    let kept: unknown = null;
    serve('GET /api/users/address', () => answer(kept as null));
    serve('PUT /api/users/address', ({ body }) => {
      kept = body;
      return answer(body as DeliveryAddressInput);
    });
    const shirt = [item({ id: 1, name: 'Stickers', pointsCost: 100, digital: false })];
    const { user } = await openDrawerWith([{ ...stickers, quantity: 1 }], kid, 500, shirt);
    await screen.findByText('Where should we send your prize?');
    expect(screen.getByRole('button', { name: 'Use 100 Points' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('points-blocker').textContent).toBe(
      'Delivery address needed: Please tell us where to send your prize.',
    );
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText("Please enter the recipient's name");
    expect(kept).toBeNull();
    await user.type(screen.getByLabelText('Name of the person receiving it'), 'Sam Lee');
    await user.type(screen.getByLabelText('Street address'), '1 Leaf Lane');
    await user.type(screen.getByLabelText('Town or city'), 'Greenville');
    await user.type(screen.getByLabelText('Postal code'), '29601');
    await user.type(screen.getByLabelText('Country'), 'US');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect((await screen.findByTestId('ship-to')).textContent).toContain('Sam Lee, 1 Leaf Lane, Greenville');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Use 100 Points' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('sends a managed child to their grown-up for the address, never showing them the form', async () => {
    serve('GET /api/users/address', answer(null));
    const managed = { ...kid, age: 6, consent: 'given' as const };
    const kite = [item({ id: 1, name: 'Stickers', pointsCost: 100, digital: false })];
    await openDrawerWith([{ ...stickers, quantity: 1 }], managed, 500, kite);
    await screen.findByText('Ask your grown-up to add the address');
    expect(screen.queryByLabelText('Street address')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Delivery address' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Use 100 Points' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('points-blocker').textContent).toBe(
      'Address needed: Ask your grown-up to add it in Parent Settings.',
    );
    expect(requests.some((r) => r.startsWith('PUT '))).toBe(false);
  });

  it('tells a managed child the prize goes home once the grown-up kept the address, without showing it', async () => {
    serve(
      'GET /api/users/address',
      answer({
        name: 'Dana Rivers',
        line1: '9 Oak Road',
        city: 'Greenville',
        postalCode: '29601',
        country: 'US',
      }),
    );
    const managed = { ...kid, age: 6, consent: 'given' as const };
    const kite = [item({ id: 1, name: 'Stickers', pointsCost: 100, digital: false })];
    await openDrawerWith([{ ...stickers, quantity: 1 }], managed, 500, kite);
    expect((await screen.findByTestId('ship-to')).textContent).toBe(
      'We will send it home, to the address your grown-up gave.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Use 100 Points' }).hasAttribute('disabled')).toBe(false),
    );
  });
});
