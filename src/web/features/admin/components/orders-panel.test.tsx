import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AdminOrderSchema } from '#contract/store.ts';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { OrdersPanel } from './orders-panel.tsx';

type Order = z.input<typeof AdminOrderSchema>;
const order = (id: number, overrides: Partial<Order> = {}): Order => ({
  id,
  itemName: 'Sprouty Plush Buddy',
  itemImageUrl: null,
  purchaseDate: '2026-05-28T22:00:00.000Z',
  buyer: { username: 'lily_chen' },
  address: { name: 'Sam Lee', line1: '1 Leaf Lane', city: 'Greenville', postalCode: '29601', country: 'US' },
  status: 'new',
  statusChangedAt: null,
  ...overrides,
});
const list = (items: Order[]) => answer(items);

describe('the Orders list', () => {
  it('says when there are none, and when they could not be loaded', async () => {
    serve('GET /api/admin/orders', list([]));
    const view = renderWithApp(<OrdersPanel search="" />);
    await screen.findByText('No orders available');
    view.unmount();
    serve('GET /api/admin/orders', { status: 500, body: { message: 'Something went wrong' } });
    renderWithApp(<OrdersPanel search="" />);
    await screen.findByText('We could not load the orders');
  });

  it('shows each status with its next step: new → Mark sent, sent → Mark delivered, delivered → none', async () => {
    serve(
      'GET /api/admin/orders',
      list([
        order(1),
        order(2, { status: 'sent' }),
        order(3, { status: 'delivered', buyer: { username: 'sam_k' } }),
      ]),
    );
    renderWithApp(<OrdersPanel search="" />);
    const rows = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [placed, sent, delivered] = rows.map((row) => within(row));
    expect(placed?.getByTestId('order-status').textContent).toBe('Order placed');
    expect(placed?.getByText('Sam Lee, 1 Leaf Lane, Greenville, 29601, US').tagName).toBeDefined();
    expect(
      placed?.getByRole('button', { name: 'Mark sent: Sprouty Plush Buddy for @lily_chen' }).tagName,
    ).toBe('BUTTON');
    expect(sent?.getByTestId('order-status').textContent).toBe('Sent');
    expect(sent?.getByRole('button', { name: /Mark delivered/ }).tagName).toBe('BUTTON');
    expect(delivered?.getByTestId('order-status').textContent).toBe('Delivered');
    expect(delivered?.queryByRole('button')).toBeNull();
  });

  it('marks an order sent on the server and shows the new status', async () => {
    let status: Order['status'] = 'new';
    serve('GET /api/admin/orders', () => list([order(1, { status })]));
    serve('POST /api/admin/orders/1/status', ({ body }) => {
      status = (body as { status: Order['status'] }).status;
      return answer(order(1, { status }));
    });
    const { user } = renderWithApp(<OrdersPanel search="" />);
    await user.click(await screen.findByRole('button', { name: /Mark sent/ }));
    await screen.findByText('The order is marked sent.');
    expect(requests).toContain('POST /api/admin/orders/1/status');
    expect(status).toBe('sent');
    await screen.findByRole('button', { name: /Mark delivered/ });
  });

  it('speaks Spanish on a Spanish page: statuses, steps, dates, the toast and the states', async () => {
    let status: Order['status'] = 'new';
    serve('GET /api/admin/orders', ({ url }) =>
      url.searchParams.get('status') === 'delivered' ? list([]) : list([order(1, { status })]),
    );
    serve('POST /api/admin/orders/1/status', ({ body }) => {
      status = (body as { status: Order['status'] }).status;
      return answer(order(1, { status }));
    });
    const { user } = renderWithApp(<OrdersPanel search="" />, { locale: 'es' });
    const row = within(within(await screen.findByRole('list', { name: 'Pedidos' })).getByRole('listitem'));
    screen.getByRole('heading', { name: 'Pedidos' });
    const filter = screen.getByLabelText<HTMLSelectElement>('Estado');
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'Todos los estados',
      'Pedido hecho',
      'Enviado',
      'Entregado',
    ]);
    expect(row.getByTestId('order-status').textContent).toBe('Pedido hecho');
    expect(row.getByRole('time').parentElement?.textContent).toMatch(/^Pedido el .*de may de 2026/);
    expectNoEnglish(document.body);

    await user.click(
      row.getByRole('button', { name: 'Marcar como enviado: Sprouty Plush Buddy para @lily_chen' }),
    );
    await screen.findByText('El pedido quedó marcado como enviado.');
    await row.findByRole('button', { name: 'Marcar como entregado: Sprouty Plush Buddy para @lily_chen' });
    expect(row.getByTestId('order-status').textContent).toBe('Enviado');
    expectNoEnglish(document.body);

    await user.selectOptions(filter, 'delivered');
    await screen.findByText('No hay pedidos');
    expectNoEnglish(document.body);
  });

  it('says in Spanish when the orders could not be loaded', async () => {
    serve('GET /api/admin/orders', { status: 500, body: { message: 'Something went wrong' } });
    renderWithApp(<OrdersPanel search="" />, { locale: 'es' });
    await screen.findByText('No pudimos cargar los pedidos');
  });
});
