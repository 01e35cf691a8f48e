import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInPage } from '#web/test/render.tsx';
import { AnswerFeedback } from './answer-feedback.tsx';

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
    const { container } = renderInPage(<AnswerFeedback feedback={feedback} last={false} onNext={onNext} />);
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
