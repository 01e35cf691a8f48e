import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryAddressInput } from '#contract/store.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { toastArea } from '#web/test/toasts.ts';
import { PrizeAddress } from './prize-address.tsx';

const home = {
  name: 'Dana Rivers',
  line1: '9 Oak Road',
  city: 'Greenville',
  postalCode: '29601',
  country: 'US',
};

/** The address as the server keeps it: `kept` until a PUT replaces it, and every PUT's body. */
function serveAddress(kept: DeliveryAddressInput | null) {
  const sent: unknown[] = [];
  let now = kept;
  serve('GET /api/users/address', () => answer(now));
  serve('PUT /api/users/address', ({ body }) => {
    sent.push(body);
    now = body as DeliveryAddressInput;
    return answer(body);
  });
  return sent;
}

describe("Parent Settings: where the children's prizes are sent", () => {
  it('asks a parent with no address kept for one, and keeps it', async () => {
    const sent = serveAddress(null);
    const { user } = renderWithApp(<PrizeAddress userId={1} />);
    await screen.findByText("No address yet: add one so your children's prizes can be sent.");
    await user.type(screen.getByLabelText('Name of the person receiving it'), home.name);
    await user.type(screen.getByLabelText('Street address'), home.line1);
    await user.type(screen.getByLabelText('Town or city'), home.city);
    await user.type(screen.getByLabelText('Postal code'), home.postalCode);
    await user.type(screen.getByLabelText('Country'), home.country);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await toastArea().findByText('Address saved');
    expect(sent).toEqual([{ ...home, line2: '', region: '' }]);
    await screen.findByRole('button', { name: 'Change address' });
    expect(screen.getByRole('heading', { name: 'Where prizes are sent' })).toBeTruthy();
  });

  it('shows the kept address, and changes it in the same form, filled in', async () => {
    const sent = serveAddress(home);
    const { user } = renderWithApp(<PrizeAddress userId={1} />);
    await screen.findByText('9 Oak Road');
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    const street = screen.getByLabelText<HTMLInputElement>('Street address');
    expect(street.value).toBe('9 Oak Road');
    await user.clear(street);
    await user.type(street, '1 Leaf Lane');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('1 Leaf Lane');
    expect(sent).toMatchObject([{ line1: '1 Leaf Lane', name: 'Dana Rivers' }]);
  });
});
