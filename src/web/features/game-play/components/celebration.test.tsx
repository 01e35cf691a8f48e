import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#web/lib/i18n.tsx';
import { testI18n } from '#web/test/i18n.ts';
import { CelebrationBanner } from './celebration.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider setup={testI18n()}>{children}</I18nProvider>
);

const badge = {
  kind: 'badge',
  title: 'New badge: Trail Starter!',
  text: 'You earned the Trail Starter badge.',
} as const;
const level = { kind: 'level', title: 'Level 1 complete!', text: 'You finished First Steps.' } as const;

describe('CelebrationBanner', () => {
  it('says "Hooray, you did it!" only when a level was completed', () => {
    const { rerender } = render(<CelebrationBanner items={[badge]} />, { wrapper });
    expect(screen.getByRole('status', { name: 'Celebration' }).textContent).toContain(
      'Look what you earned!',
    );
    expect(screen.queryByText('Hooray, you did it!')).toBeNull();

    rerender(<CelebrationBanner items={[level, badge]} />);
    expect(screen.getByText('Hooray, you did it!')).not.toBeNull();
  });

  it('shows nothing when the round earned nothing to celebrate', () => {
    render(<CelebrationBanner items={[]} />, { wrapper });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
