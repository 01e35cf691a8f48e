import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MerchandiseReview } from '#contract/store.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { kid, serveSession } from '../test/store-answers.ts';
import { ReviewsPanel } from './reviews-panel.tsx';

function review(overrides: Partial<MerchandiseReview>): MerchandiseReview {
  return {
    id: 1,
    merchandiseId: 3,
    rating: 5,
    comment: 'So shiny and fun!',
    dateSubmitted: '2026-11-20T10:00:00.000Z',
    hidden: false,
    user: { username: 'other_kid' },
    ...overrides,
  };
}

describe('Customer Reviews', () => {
  it('says "Error loading reviews" and Try again loads them', async () => {
    serveSession(null);
    let failing = true;
    serve('GET /api/merchandise/3/reviews', () =>
      failing ? answer({ message: 'Something went wrong' }, 503) : answer([]),
    );
    const { user } = renderWithApp(<ReviewsPanel merchandiseId={3} />);
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Error loading reviews');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('No reviews yet for this product');
    // A guest is not invited to write one.
    expect(screen.queryByRole('button', { name: 'Be the first to review' })).toBeNull();
    screen.getByText('No reviews yet');
  });

  it('invites a signed-in child who has the prize to be the first to review', async () => {
    serveSession(kid);
    serve('GET /api/merchandise/3/reviews', answer([]));
    serve('GET /api/reviews/merchandise/3/eligibility', answer({ canReview: true, reason: null }));
    renderWithApp(<ReviewsPanel merchandiseId={3} />);
    await screen.findByRole('button', { name: 'Be the first to review' });
    screen.getByRole('button', { name: 'Write a Review' });
  });

  it('says why a review is not possible yet where Write a Review would be (not bought, or the item deleted)', async () => {
    serveSession(kid);
    serve('GET /api/merchandise/3/reviews', answer([review({ id: 1 })]));
    serve(
      'GET /api/reviews/merchandise/3/eligibility',
      answer({
        canReview: false,
        reason: 'You can review a prize after you get it',
      }),
    );
    renderWithApp(<ReviewsPanel merchandiseId={3} />);
    expect(await screen.findByText('You can review a prize after you get it')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Write a Review' })).toBeNull();
    // Someone else's review can be reported by a signed-in reader.
    expect(screen.getByRole('button', { name: 'Report the review by other_kid' })).toBeInstanceOf(
      HTMLElement,
    );
  });

  it('lists reviews with the average; only the owner sees Edit and Delete, and no second Write a Review', async () => {
    serveSession(kid);
    serve(
      'GET /api/merchandise/3/reviews',
      answer([review({ id: 2, rating: 4, user: { username: kid.username } }), review({ id: 1 })]),
    );
    renderWithApp(<ReviewsPanel merchandiseId={3} />);
    await screen.findByText('4.5 out of 5 (2 reviews)');
    const items = screen.getAllByRole('listitem');
    within(items[0] as HTMLElement).getByText('4/5');
    within(items[0] as HTMLElement).getByText('Nov 20, 2026');
    within(items[0] as HTMLElement).getByRole('button', { name: 'Edit' });
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: 'Edit' })).toBeNull();
    within(items[1] as HTMLElement).getByText('other_kid');
    expect(screen.queryByRole('button', { name: 'Write a Review' })).toBeNull();
  });
});
