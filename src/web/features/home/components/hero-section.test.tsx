import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';
import { HeroSection } from './hero-section.tsx';

const hero = () => screen.getByRole('region', { name: 'Learn, Grow, and Thrive Together' });

describe('the home page’s first screen', () => {
  it('sends a signed-in child to play and to their dashboard, not to book a tutor', async () => {
    serve('GET /api/user', answer(aStudent({ name: 'Leafy Kid' })));
    renderWithApp(<HeroSection />);
    const play = await within(hero()).findByRole('link', { name: 'Play a Game' });
    expect(play.getAttribute('href')).toBe('/games');
    expect(within(hero()).getByRole('link', { name: 'My Dashboard' }).getAttribute('href')).toBe(
      '/user-panel',
    );
    expect(within(hero()).queryByRole('link', { name: 'Book a Session' })).toBeNull();
  });

  it('offers a guest Book a Session and Explore Now', async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    renderWithApp(<HeroSection />);
    await within(hero()).findByRole('link', { name: 'Book a Session' });
    within(hero()).getByRole('link', { name: 'Explore Now' });
  });
});
