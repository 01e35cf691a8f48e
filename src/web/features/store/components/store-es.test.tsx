import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { cart } from '../cart-store.ts';
import { item, kid, serveItems, serveSession } from '../test/store-answers.ts';
import { CartDrawer } from './cart-drawer.tsx';
import { MerchandiseGrid } from './merchandise-grid.tsx';
import { StoreCard } from './store-card.tsx';

// The Reward Store on a page in Spanish: its cards, the balance and the cart, with no English
// of the store's own left (the items' names and descriptions are authored content).
describe('the Reward Store in Spanish', () => {
  it('words the cards, the balance and the savings goal hint in Spanish', async () => {
    serveSession(kid, 120);
    serveItems([
      item({ id: 1, name: 'Stickers', averageRating: 4.5, reviewCount: 1 }),
      item({ id: 2, name: 'Bottle', inventory: 1, pointsCost: 450 }),
      item({ id: 3, name: 'Plush', inventory: 0 }),
    ]);
    const { container } = renderWithApp(
      <>
        <StoreCard />
        <MerchandiseGrid />
      </>,
      { locale: 'es' },
    );
    await screen.findByRole('heading', { name: 'Stickers' });
    screen.getByRole('heading', { name: 'Tienda de premios', level: 1 });
    expect((await screen.findByTestId('store-points')).textContent).toBe('120 puntos');
    await screen.findByText('Toca “Ahorrar para esto” en un premio para que sea tu meta.');
    const list = within(screen.getByRole('list', { name: 'Productos de la tienda' }));
    list.getByRole('img', { name: '4.5 de 5 estrellas' });
    list.getByText('(1 reseña)');
    list.getByText('Solo queda 1');
    list.getByText('450 puntos');
    expect(list.getAllByText('Aún sin valoraciones')).toHaveLength(2);
    list.getByText('Agotado');
    expect(list.getAllByRole('button', { name: /^Agregar al carrito/ })).toHaveLength(3);
    expect(list.getAllByRole('button', { name: /^Ahorrar para esto/ })).toHaveLength(3);
    expect(container.textContent).not.toMatch(/points|Add to Cart|Reviews|Sold out|left|Save for this/);
  });

  it('words the cart in Spanish, saying why it cannot be paid yet', async () => {
    serveSession(kid, 50);
    serveItems([item({ id: 1, name: 'Stickers', pointsCost: 100 })]);
    cart.clear();
    cart.add({
      id: 1,
      type: 'merchandise',
      name: 'Stickers',
      imageUrl: null,
      price: '3.99',
      pointsCost: 100,
      itemId: 1,
    });
    cart.setOpen(true);
    renderWithApp(<CartDrawer user={kid} points={50} />, { locale: 'es' });
    const drawer = await screen.findByRole('dialog', { name: 'Tu carrito' });
    await within(drawer).findByText(
      'No tienes puntos suficientes: Necesitas 100 puntos, pero solo tienes 50',
    );
    within(drawer).getByRole('list', { name: 'Productos de tu carrito' });
    within(drawer).getByRole('button', { name: 'Uno más: Stickers' });
    within(drawer).getByRole('button', { name: 'Usar 100 puntos' });
    within(drawer).getByRole('button', { name: 'Vaciar el carrito' });
    within(drawer).getByText('Tienes 50 puntos.');
    expect(drawer.textContent).not.toMatch(/Your cart|Total\b.*or|points|Clear Cart|Not enough/);
    cart.clear();
    cart.setOpen(false);
  });
});
