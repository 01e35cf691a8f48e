import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { ContactDetails } from './contact-details.tsx';

const appInfo = answer({
  demoMode: false,
  demoAccounts: [],
  supportEmail: 'help@sprout.example',
  dailyGamePointsCap: 2000,
  contact: {
    emails: ['hello@sprout.example', 'schools@sprout.example'],
    phone: '+44 20 7946 0958',
    addressLines: ['Sprout Learning', '1 High Street', 'London'],
  },
});

describe('ContactDetails', () => {
  it('shows the contact details and the support address the server is configured with', async () => {
    serve('GET /api/app-info', appInfo);
    renderWithApp(<ContactDetails />);
    const link = await screen.findByRole('link', { name: 'help@sprout.example' });
    expect(link.getAttribute('href')).toBe('mailto:help@sprout.example');
    for (const email of ['hello@sprout.example', 'schools@sprout.example']) {
      expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    }
    expect(screen.getByRole('link', { name: '+44 20 7946 0958' }).getAttribute('href')).toBe(
      'tel:+442079460958',
    );
    screen.getByText('1 High Street');
    expect(screen.queryByText(/Maple Street/)).toBeNull();
  });

  it('says so when the address cannot load, and Try again loads it', async () => {
    let failing = true;
    serve('GET /api/app-info', () =>
      failing ? answer({ message: 'Something went wrong on our side.' }, 500) : appInfo,
    );
    const { user } = renderWithApp(<ContactDetails />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load our contact details.");
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'help@sprout.example' });
  });
});
