import type { CartItem } from '@contract/cart';
import { ErrorResponseSchema } from '@contract/common';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@web/test/render';
import { answer, requests, serve } from '@web/test/serve';
import { describe, expect, it } from 'vitest';
import { cart } from '../cart-store';
import { kid } from '../test/store-answers';
import { CartDrawer } from './cart-drawer';

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

/** The drawer, open, with `lines` in the cart. */
async function openDrawerWith(lines: Line[], user: typeof kid | null, points: number | undefined) {
  cart.clear();
  for (const { quantity, ...line } of lines) {
    cart.add(line);
    cart.setQuantity(line, quantity);
  }
  cart.setOpen(true);
  return renderWithApp(<CartDrawer user={user} points={points} />);
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
    expect(screen.getByTestId('points-blocker').textContent).toBe(
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

  it('answers Pay with "Payment not available" and sends nothing', async () => {
    const { user } = await openDrawerWith([{ ...stickers, quantity: 1 }], kid, 500);
    await user.click(screen.getByRole('button', { name: 'Pay $3.99' }));
    await screen.findByText('Credit card payment is not configured. Please use points instead.');
    expect(requests).toEqual([]);
  });

  it("shows the server's reason when a checkout is refused, and keeps the cart", async () => {
    serve(
      'POST /api/checkout',
      answer(ErrorResponseSchema, { message: 'Sessions are booked, not bought.' }, 400),
    );
    const { user } = await openDrawerWith(
      [
        { ...session, quantity: 1 },
        { ...stickers, quantity: 1 },
      ],
      kid,
      500,
    );
    await user.click(screen.getByRole('button', { name: 'Use 100 Points' }));
    await screen.findByText('Checkout failed');
    screen.getByText('Sessions are booked, not bought.');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(2);
  });
});
