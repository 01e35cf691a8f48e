import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n.tsx';
import { testI18n } from '#web/test/i18n.ts';
import { FeedbackRehearsal } from './feedback-rehearsal.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider setup={testI18n()}>{children}</I18nProvider>
);

afterEach(() => {
  vi.useRealTimers();
});

describe('FeedbackRehearsal', () => {
  it('draws the feedback once when the page is idle, hidden, inert and unheard, then takes it away', async () => {
    vi.useFakeTimers();
    const { container } = render(<FeedbackRehearsal />, { wrapper });
    expect(container.innerHTML).toBe('');

    // Idle time (jsdom has no requestIdleCallback: whenIdle's second).
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const drawn = container.firstElementChild;
    expect(drawn?.getAttribute('aria-hidden')).toBe('true');
    expect(drawn?.hasAttribute('inert')).toBe(true);
    expect(drawn?.className).toContain('invisible');
    // Both kinds of feedback, and nothing a screen reader or a finger can reach.
    expect(drawn?.querySelectorAll('button')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Next question' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();

    // Gone after the paint that drew it, and not drawn again.
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(container.innerHTML).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(container.innerHTML).toBe('');
  });
});
