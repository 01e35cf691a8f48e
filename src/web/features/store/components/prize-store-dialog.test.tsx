import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryAddressInput, Merchandise } from '#contract/store.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve, serveLater } from '#web/test/serve.ts';
import { toastArea } from '#web/test/toasts.ts';
import { item, kid, serveItems, serveSession } from '../test/store-answers.ts';
import { PrizeStoreDialog } from './prize-store-dialog.tsx';

/** Serves a purchase of `prize` with points: the new entry and a balance of `points`. */
function servePurchase(prize: Merchandise, points: number) {
  serve('POST /api/merchandise/purchase', () =>
    answer({
      id: 7,
      merchandiseId: prize.id,
      merchandise: { imageUrl: null, name: prize.name, description: prize.description },
      purchaseDate: '2026-11-20T10:00:00.000Z',
      paymentType: 'points',
      pointsUsed: prize.pointsCost,
      amountPaid: '0.00',
      deliveryStatus: prize.digital ? null : 'new',
      points,
    }),
  );
}

const purchases = () => requests.filter((r) => r === 'POST /api/merchandise/purchase');

describe('the Prize Store dialog', () => {
  it('never says "Not enough points" while the balance is still loading', async () => {
    serveSession(kid, 0);
    const release = serveLater('GET /api/users/points');
    serveItems([item({ id: 1, name: 'Stickers', pointsCost: 100 })]);
    renderWithApp(<PrizeStoreDialog open onOpenChange={() => {}} returnTo="/games/math-challenge" />);
    const redeem = await screen.findByRole('button', { name: 'Use 100 Points' });
    expect(redeem.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(/more points/)).toBeNull();
    release(answer({ points: 500 }));
    await screen.findByText('500 points');
    expect(screen.getByRole('button', { name: 'Use 100 Points' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Not enough points')).toBeNull();
  });

  it('never tells a signed-in child who taps before the page knows who is signed in to log in', async () => {
    serveSession(kid, 500);
    const release = serveLater('GET /api/user');
    serveItems([item({ id: 1, name: 'Stickers', pointsCost: 100 })]);
    const { user } = renderWithApp(
      <PrizeStoreDialog open onOpenChange={() => {}} returnTo="/games/math-challenge" />,
    );
    // Nor is the loading session shown as a guest's.
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Use 100 Points' }));
    expect(screen.queryByText('Please log in to make purchases')).toBeNull();
    release(answer(kid));
    // The tap came before the balance: it says so, and spends nothing it was not shown.
    await screen.findByText('Loading your points');
    await screen.findByText('500 points');
    expect(screen.queryByText('Please log in to make purchases')).toBeNull();
    expect(purchases()).toEqual([]);
  });

  it('shows a guest the prizes, asks them to log in to redeem, and says card payment is not offered', async () => {
    serveSession(null);
    serveItems([item({ id: 1, name: 'Stickers', pointsCost: 100, priceDollars: '3.99' })]);
    const { user } = renderWithApp(
      <PrizeStoreDialog open onOpenChange={() => {}} returnTo="/games/math-challenge" />,
    );
    await screen.findByText(/to see your points and redeem prizes\./);
    screen.getByRole('link', { name: 'Log in' });
    await user.click(await screen.findByRole('button', { name: 'Use 100 Points' }));
    await toastArea().findByText('Login required');
    toastArea().getByText('Please log in to make purchases');
    await user.click(screen.getByRole('button', { name: 'Pay $3.99' }));
    await toastArea().findByText('Payment not available');
    toastArea().getByText('A card payment provider is not configured. Please redeem with points instead.');
    expect(purchases()).toEqual([]);
  });

  it('tells a child short of points how many more they need, and spends nothing when they press', async () => {
    serveSession(kid, 30);
    serveItems([item({ id: 1, name: 'Stickers', pointsCost: 100, priceDollars: '3.99' })]);
    const { user } = renderWithApp(
      <PrizeStoreDialog open onOpenChange={() => {}} returnTo="/games/math-challenge" />,
    );
    const balance = async () => (await screen.findByText(/^Your balance:/)).textContent;
    await screen.findByText('30 points');
    expect(await balance()).toBe('Your balance: 30 points');
    screen.getByText('You need 70 more points. Keep playing to earn them!');
    await user.click(screen.getByRole('button', { name: 'Use 100 Points' }));
    const toasts = toastArea();
    await toasts.findByText('Not enough points');
    toasts.getByText('You need more points to purchase this item');
    expect(await balance()).toBe('Your balance: 30 points');
    expect(screen.getByRole('button', { name: 'Pay $3.99' }).hasAttribute('disabled')).toBe(false);
    expect(purchases()).toEqual([]);
  });

  it('asks for a delivery address before a physical prize with none kept, saves it, then buys', async () => {
    const shirt = item({ id: 2, name: 'Sprout T-shirt', pointsCost: 300, digital: false });
    serveSession(kid, 500);
    serveItems([shirt]);
    let kept: unknown = null;
    serve('GET /api/users/address', () => answer(kept as null));
    serve('PUT /api/users/address', ({ body }) => {
      kept = body;
      return answer(body as DeliveryAddressInput);
    });
    servePurchase(shirt, 200);
    const { user } = renderWithApp(
      <PrizeStoreDialog open onOpenChange={() => {}} returnTo="/games/math-challenge" />,
    );
    await screen.findByText('500 points');
    await user.click(screen.getByRole('button', { name: 'Use 300 Points' }));
    await screen.findByText('Where should we send your prize?');
    expect(document.activeElement).toBe(screen.getByLabelText('Name of the person receiving it'));
    expect(purchases()).toHaveLength(0);
    await user.type(screen.getByLabelText('Name of the person receiving it'), 'Sam Lee');
    await user.type(screen.getByLabelText('Street address'), '1 Leaf Lane');
    await user.type(screen.getByLabelText('Town or city'), 'Greenville');
    await user.type(screen.getByLabelText('Postal code'), '29601');
    await user.type(screen.getByLabelText('Country'), 'US');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('Purchase successful!');
    expect(kept).toMatchObject({ name: 'Sam Lee', line1: '1 Leaf Lane', postalCode: '29601' });
    expect(requests.indexOf('PUT /api/users/address')).toBeLessThan(
      requests.indexOf('POST /api/merchandise/purchase'),
    );
    expect(purchases()).toHaveLength(1);
    await screen.findByRole('list', { name: 'Prizes' });
  });

  it('buys a physical prize at once when an address is kept', async () => {
    const shirt = item({ id: 2, name: 'Sprout T-shirt', pointsCost: 300, digital: false });
    serveSession(kid, 500);
    serveItems([shirt]);
    serve(
      'GET /api/users/address',
      answer({
        name: 'Sam Lee',
        line1: '1 Leaf Lane',
        city: 'Greenville',
        postalCode: '29601',
        country: 'US',
      }),
    );
    servePurchase(shirt, 200);
    const { user } = renderWithApp(
      <PrizeStoreDialog open onOpenChange={() => {}} returnTo="/games/math-challenge" />,
    );
    await screen.findByText('500 points');
    await waitFor(() => expect(requests).toContain('GET /api/users/address'));
    await user.click(screen.getByRole('button', { name: 'Use 300 Points' }));
    await screen.findByText('Purchase successful!');
    expect(screen.queryByText('Where should we send your prize?')).toBeNull();
    expect(purchases()).toHaveLength(1);
  });

  it('buys a digital prize at once, never asking for an address', async () => {
    const certificate = item({ id: 3, name: 'Star Certificate', pointsCost: 100, digital: true });
    serveSession(kid, 500);
    serveItems([certificate]);
    servePurchase(certificate, 400);
    const { user } = renderWithApp(
      <PrizeStoreDialog open onOpenChange={() => {}} returnTo="/games/math-challenge" />,
    );
    await screen.findByText('500 points');
    await user.click(screen.getByRole('button', { name: 'Use 100 Points' }));
    await screen.findByText('Purchase successful!');
    expect(screen.queryByText('Where should we send your prize?')).toBeNull();
    expect(requests).not.toContain('GET /api/users/address');
    expect(purchases()).toHaveLength(1);
  });
});
