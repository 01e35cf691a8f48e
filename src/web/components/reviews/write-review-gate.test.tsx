import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';
import { WriteReviewGate } from './write-review-gate.tsx';

const student: User = aStudent();

const gate = (
  <div>
    <h2>Reviews</h2>
    <WriteReviewGate kind="tutors" id={2}>
      <button type="button">Write a Review</button>
    </WriteReviewGate>
  </div>
);

describe('Write a Review, where the server says whether a review is possible', () => {
  it('shows why not (no session with the tutor yet) instead of the button', async () => {
    serve('GET /api/user', answer(student));
    serve(
      'GET /api/reviews/tutors/2/eligibility',
      answer({
        canReview: false,
        reason: 'You can review a tutor after a session with them',
      }),
    );
    renderWithApp(gate);
    expect(await screen.findByText('You can review a tutor after a session with them')).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.queryByRole('button', { name: 'Write a Review' })).toBeNull();
  });

  it('shows the button once a session has happened', async () => {
    serve('GET /api/user', answer(student));
    serve('GET /api/reviews/tutors/2/eligibility', answer({ canReview: true, reason: null }));
    renderWithApp(gate);
    expect(await screen.findByRole('button', { name: 'Write a Review' })).toBeInstanceOf(HTMLElement);
  });

  it('asks nothing for a guest (the page shows its log-in prompt)', async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    renderWithApp(gate);
    await screen.findByRole('heading', { name: 'Reviews' });
    expect(screen.queryByRole('button', { name: 'Write a Review' })).toBeNull();
    expect(requests.filter((r) => r.includes('eligibility'))).toEqual([]);
  });
});
