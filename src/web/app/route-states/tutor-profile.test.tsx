// A tutor's profile: its not-found, error and loading states, and its reviews' and review form's
// (render-route.tsx). A review really written, and the rating it moves, is a browser journey
// (e2e/tutor-profile.spec.ts).

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve, serveLater } from '#web/test/serve.ts';
import { toastArea } from '#web/test/toasts.ts';
import { aStudent } from '#web/test/users.ts';

const tutor = (id: number, name: string) =>
  answer({
    id,
    name,
    imageUrl: null,
    bio: 'Makes fractions friendly.',
    subjects: 'Mathematics, Science',
    gradeLevel: 'Grades 4-6',
    sessionType: 'One-on-One Tutoring',
    availability: ['Weekends'],
    timeZone: 'America/New_York',
    hours: null,
    rating: 4.5,
    ratingCount: 2,
  });
const noReviews = answer([], 200);
const notFound = answer({ message: 'Tutor not found' }, 404);
const tooManyTries = answer({ message: 'Too many tries' }, 429);

/** The way back on a profile that cannot show: to the tutors' list. */
function expectBackToTutors() {
  expect(screen.getByRole('link', { name: 'Back to Tutors' }).getAttribute('href')).toBe('/book-session');
}

describe('/tutors/:id', () => {
  it('a non-numeric id shows Invalid tutor ID with a way back to the tutors', async () => {
    renderRoute('/tutors/abc');
    await screen.findByText('Invalid tutor ID');
    expectBackToTutors();
    await expectNoAxeViolations();
  });

  it('an unknown tutor, or a number no tutor can have, shows Tutor not found', async () => {
    serve('GET /api/tutors/99999', notFound);
    for (const id of ['99999', '99999999999', '0']) {
      const { unmount } = renderRoute(`/tutors/${id}`);
      await screen.findByText('Tutor not found');
      expect(screen.queryByText('Invalid tutor ID')).toBeNull();
      expectBackToTutors();
      await expectNoAxeViolations();
      unmount();
    }
  });

  it('a failing tutor call shows Error loading tutor information, and Try again recovers', async () => {
    let failing = true;
    serve('GET /api/tutors/2', () => (failing ? tooManyTries : tutor(2, 'Daniel Kim')));
    serve('GET /api/tutors/2/reviews', noReviews);
    const { user } = renderRoute('/tutors/2');
    await screen.findByText('Error loading tutor information');
    await expectNoAxeViolations();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findPageHeading('Daniel Kim');
  });

  it('shows its skeleton while the tutor loads, then the profile', async () => {
    const release = serveLater('GET /api/tutors/3');
    serve('GET /api/tutors/3/reviews', noReviews);
    renderRoute('/tutors/3');
    const loading = await screen.findAllByText('Loading the tutor');
    expect(loading.some((text) => text.closest('[role=status]'))).toBe(true);
    release(tutor(3, 'Sofia Martinez'));
    await findPageHeading('Sofia Martinez');
  });

  it('reviews that cannot load say so, under the profile', async () => {
    serve('GET /api/tutors/9', tutor(9, 'Hannah Berg'));
    serve('GET /api/tutors/9/reviews', tooManyTries);
    renderRoute('/tutors/9');
    await findPageHeading('Hannah Berg');
    await screen.findByText('Failed to load reviews. Please try again later.');
    await expectNoAxeViolations();
  });

  it('the reviews show two placeholders while they load, then none', async () => {
    serve('GET /api/tutors/4', tutor(4, 'Priya Raman'));
    const release = serveLater('GET /api/tutors/4/reviews');
    renderRoute('/tutors/4');
    await findPageHeading('Priya Raman');
    const region = screen.getByRole('region', { name: /^Reviews/ });
    const busy = await waitForBusy(region);
    expect(within(busy).getByRole('status').textContent).toBe('Loading reviews');
    expect(busy.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(2);
    release(noReviews);
    await within(region).findByText('No reviews yet. Be the first to leave a review!');
    expect(region.querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(region).queryByRole('status')).toBeNull();
  });
});

/** The reviews' loading list (aria-busy), once it is drawn. */
async function waitForBusy(region: HTMLElement): Promise<HTMLElement> {
  await within(region).findByText('Loading reviews');
  const busy = region.querySelector<HTMLElement>('[aria-busy="true"]');
  if (!busy) throw new Error('the reviews are not marked busy while they load');
  return busy;
}

describe('/tutors/:id, reviews a signed-in reader may not write yet', () => {
  it('does not ask to be the first to review under the reason why one cannot', async () => {
    const reason = 'You can review a tutor after a session with them';
    serve('GET /api/user', answer(aStudent()));
    serve('GET /api/tutors/6', tutor(6, 'Amara Okafor'));
    serve('GET /api/tutors/6/reviews', noReviews);
    serve('GET /api/tutors/6/reviews/mine', answer(null));
    serve('GET /api/reviews/tutors/6/eligibility', answer({ canReview: false, reason }));
    renderRoute('/tutors/6');
    const region = await screen.findByRole('region', { name: /^Reviews/ });
    await within(region).findByText(reason);
    await within(region).findByText('No reviews yet. Families review Amara Okafor after a session together.');
    expect(within(region).queryByText(/Be the first/)).toBeNull();
  });

  it('still invites a reader who may review to be the first', async () => {
    serve('GET /api/user', answer(aStudent()));
    serve('GET /api/tutors/5', tutor(5, 'Lena Park'));
    serve('GET /api/tutors/5/reviews', noReviews);
    serve('GET /api/tutors/5/reviews/mine', answer(null));
    serve('GET /api/reviews/tutors/5/eligibility', answer({ canReview: true, reason: null }));
    renderRoute('/tutors/5');
    const region = await screen.findByRole('region', { name: /^Reviews/ });
    await within(region).findByText('No reviews yet. Be the first to leave a review!');
  });
});

describe('/tutors/:id, the review form of a child who had a session', () => {
  /** A signed-in student on Tomas Rivera's profile, who may review him, with the form open. */
  async function openReviewForm() {
    serve('GET /api/user', answer(aStudent()));
    serve('GET /api/tutors/8', tutor(8, 'Tomas Rivera'));
    serve('GET /api/tutors/8/reviews', noReviews);
    serve('GET /api/tutors/8/reviews/mine', answer(null));
    serve('GET /api/reviews/tutors/8/eligibility', answer({ canReview: true, reason: null }));
    const view = renderRoute('/tutors/8');
    await findPageHeading('Tomas Rivera');
    const region = screen.getByRole('region', { name: /^Reviews/ });
    await view.user.click(await within(region).findByRole('button', { name: 'Write a Review' }));
    const form = await screen.findByRole('form', { name: 'Review Tomas Rivera' });
    return { ...view, region, form };
  }

  it('Hide Form closes the form and Write a Review opens it again', async () => {
    const { user, region, form } = await openReviewForm();
    await expectNoAxeViolations();
    await user.click(within(region).getByRole('button', { name: 'Hide Form' }));
    expect(form.isConnected).toBe(false);
    expect(screen.queryByRole('form', { name: 'Review Tomas Rivera' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Write a Review' }));
    await screen.findByRole('form', { name: 'Review Tomas Rivera' });
  });

  it('a refused review shows the server message, and the form keeps what was written', async () => {
    serve(
      'POST /api/tutors/8/reviews',
      answer({ message: 'You have already reviewed this tutor. Thank you!' }, 409),
    );
    const { user, form } = await openReviewForm();
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByLabelText('Your review'), 'Great help with homework.');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    const toasts = toastArea();
    await toasts.findByText('Failed to submit review: You have already reviewed this tutor. Thank you!');
    toasts.getByText('Error');
    expect((within(form).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe(
      'Great help with homework.',
    );
  });
});
