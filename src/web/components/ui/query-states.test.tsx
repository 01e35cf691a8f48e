import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '#web/test/render.tsx';
import { ErrorState } from './query-states.tsx';

describe('ErrorState', () => {
  it('says what failed and what to do, and Try again loads again', async () => {
    let refetched = 0;
    renderInPage(
      <ErrorState
        query={{ refetch: () => refetched++, isFetching: false }}
        title="We couldn't load the tutors."
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the tutors.");
    expect(alert.textContent).toContain('Please check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetched).toBe(1);
  });

  it('shows that it is trying again, and cannot be pressed twice meanwhile', () => {
    renderInPage(
      <ErrorState
        compact
        query={{ refetch: () => {}, isFetching: true }}
        title="We couldn't load your scores."
      />,
    );
    const button = screen.getByRole('button', { name: 'Trying again...' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
