import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n.tsx';
import { testI18n } from '#web/test/i18n.ts';
import { AnswerFeedback } from './answer-feedback.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider setup={testI18n()}>{children}</I18nProvider>
);

describe('AnswerFeedback', () => {
  it('is put away in the tap on Next itself, keeping its place, while the round moves on after', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    const feedback = {
      correct: true,
      title: 'Great job!',
      text: '7 is right.',
      encouragement: 'Keep going!',
    };
    const { container } = render(<AnswerFeedback feedback={feedback} last={false} onNext={onNext} />, {
      wrapper,
    });
    const card = container.firstElementChild;
    expect(card?.className).not.toContain('opacity-0');

    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    // Unseen but still in the flow: the question above and the counts below do not jump before
    // the next question is drawn; and a second tap or Enter on it does not move on twice.
    expect(card?.className).toContain('opacity-0');
    expect(card?.hasAttribute('hidden')).toBe(false);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
