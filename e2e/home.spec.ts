// A signed-in reader's invitation to the dashboard is a component test (closing-cta.test.tsx).
import { expect, test } from './fixtures';

test('A visitor sees the hero, the three offers, the success stories and the closing call', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Learn, Grow, and Thrive Together' }),
  ).toBeVisible();
  const hero = page.getByRole('img', { name: /Two happy children learning together/ });
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('width', '960');
  await expect(hero).toHaveAttribute('height', '720');
  const heroSection = page.getByRole('region', { name: 'Learn, Grow, and Thrive Together' });
  await expect(heroSection.getByRole('link', { name: 'Book a Session' })).toHaveAttribute(
    'href',
    '/book-session',
  );
  await expect(heroSection.getByRole('link', { name: 'Explore Now' })).toHaveAttribute('href', '/games');

  const offers = page.getByRole('region', { name: 'What We Offer' });
  await expect(offers.getByRole('link')).toHaveText(['Book a Session', 'Explore Articles', 'Play to Learn']);

  const stories = page.getByRole('region', { name: 'Success Stories' });
  const testimonials = (await (await page.request.get('/api/testimonials')).json()) as { name: string }[];
  await expect(stories.getByRole('listitem')).toHaveCount(testimonials.length);
  for (const t of testimonials) {
    await expect(stories.getByRole('img', { name: `Portrait of ${t.name}` })).toBeAttached();
  }

  const cta = page.getByRole('region', { name: 'Ready to start growing?' });
  await cta.getByRole('link', { name: 'Sign Up Free' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
});

test('The offer cards lead to their pages', async ({ page }) => {
  for (const [name, path, heading] of [
    ['Book a Session', '/book-session', 'Find a friendly tutor'],
    ['Explore Articles', '/articles', 'Knowledge Center'],
    ['Play to Learn', '/games', null],
  ] as const) {
    await page.goto('/');
    await page.getByRole('region', { name: 'What We Offer' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('Learn More explains Sprout to parents and leads onward', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/learn-more$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How Sprout Works' })).toBeVisible();
  for (const name of ['Tutors', 'Articles', 'Games', 'Points and rewards', 'Usernames only in public']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Your child sees the request in their own dashboard')).toBeVisible();
  await expect(page.getByText('It needs a verified e-mail address.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Find a tutor' }).click();
  await expect(page).toHaveURL(/\/book-session$/);
  // The new page starts at its top, not where Learn More was scrolled to.
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

// The stories' loading, error and empty states are component tests now:
// src/web/features/home/components/testimonials-section.test.tsx.

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home page fits the screen and the hero buttons sit side by side', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Learn, Grow, and Thrive Together' });
    const book = await hero.getByRole('link', { name: 'Book a Session' }).boundingBox();
    const explore = await hero.getByRole('link', { name: 'Explore Now' }).boundingBox();
    expect(book && explore && Math.abs(book.y - explore.y) < 2).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('Learn More fits the screen', async ({ page }) => {
    await page.goto('/learn-more');
    await expect(page.getByRole('heading', { level: 1, name: 'How Sprout Works' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Usernames only in public', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Find a tutor' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
