import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve, serveLater } from '#web/test/serve.ts';
import { TestimonialsSection } from './testimonials-section.tsx';

const story = {
  id: 1,
  name: 'Maya R.',
  title: 'Parent of two',
  content: 'My son asks for math time now. I never thought I would say that.',
  rating: '5.0',
  imageUrl: null,
};
const stories = answer([story]);

describe('Success Stories', () => {
  it('shows three placeholders while the stories load, then the stories', async () => {
    const release = serveLater('GET /api/testimonials');
    renderWithApp(<TestimonialsSection />);
    expect(await screen.findAllByTestId('testimonial-skeleton')).toHaveLength(3);
    release(stories);
    await screen.findByText(story.content);
    expect(screen.queryAllByTestId('testimonial-skeleton')).toHaveLength(0);
  });

  it('says so when the stories cannot load, and Try again loads them', async () => {
    let failing = true;
    serve('GET /api/testimonials', () => (failing ? answer({ message: 'Too many tries' }, 429) : stories));
    const { user } = renderWithApp(<TestimonialsSection />);
    const alert = await screen.findByRole('alert');
    within(alert).getByText("We couldn't load the stories right now.");
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText(story.content);
  });

  it('says kindly that there are no stories yet, and leads to the tutors', async () => {
    serve('GET /api/testimonials', answer([]));
    renderWithApp(<TestimonialsSection />);
    await screen.findByText('Stories from our families will appear here soon.');
    expect(screen.getByRole('link', { name: 'Meet our tutors' }).getAttribute('href')).toBe('/book-session');
  });
});
