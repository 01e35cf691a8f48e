// The Knowledge Center's and an article's loading, error, empty and not-found states, drawn by the
// app's router at their paths (render-route.tsx).

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleSchema } from '#contract/articles.ts';
import { currentPath, expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve, serveLater } from '#web/test/serve.ts';

const article = (id: number, category = 'Learning Tips') =>
  ArticleSchema.parse({
    id,
    title: `Article number ${id}`,
    summary: 'A short read.',
    content: '<p>Read with your child every day.</p>',
    imageUrl: null,
    category,
    author: 'Dr. Sarah Johnson',
    authorTitle: null,
    readTime: '5 min read',
    featured: id === 1,
    publishedAt: '2026-05-01T10:00:00.000Z',
  });
const articles = (ids: number[], category?: string) => answer(ids.map((id) => article(id, category)));
const tooManyTries = answer({ message: 'Too many tries' }, 429);

describe('/articles', () => {
  it('shows three placeholder cards while the articles load, then the cards', async () => {
    const release = serveLater('GET /api/articles');
    renderRoute('/articles?category=Parenting%20Advice');
    await findPageHeading('Knowledge Center');
    expect(await screen.findAllByTestId('article-card-skeleton')).toHaveLength(3);
    release(articles([2, 3], 'Parenting Advice'));
    await screen.findByRole('heading', { name: 'Article number 2' });
    expect(screen.queryAllByTestId('article-card-skeleton')).toHaveLength(0);
  });

  it('says so when the articles cannot load, and Try again loads them', async () => {
    let failing = true;
    serve('GET /api/articles', () => (failing ? tooManyTries : articles([2, 3, 4])));
    serve('GET /api/articles/featured', articles([1]));
    const { user } = renderRoute('/articles');
    await screen.findByText("We couldn't load the articles.");
    await expectNoAxeViolations();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Article number 3' });
  });

  it('a category without articles says so and leads back to all of them', async () => {
    serve('GET /api/articles', articles([]));
    const { user, location } = renderRoute('/articles?category=Space%20Travel');
    await screen.findByText('No articles here yet. New ones are on the way!');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('link', { name: 'See all articles' }));
    expect(currentPath(location)).toBe('/articles');
  });
});

describe('/articles/:id', () => {
  it('an unknown or malformed id shows Article Not Found, with the way back', async () => {
    serve('GET /api/articles/99999', answer({ message: 'Article not found' }, 404));
    // Read as an integer (the spec), then held to the rule of every id: 0 and numbers past the
    // database's integers name no article, unasked.
    for (const path of ['/articles/99999', '/articles/abc', '/articles/0', '/articles/99999999999']) {
      const { unmount } = renderRoute(path);
      await findPageHeading('Article Not Found');
      screen.getByText("The article you're looking for doesn't exist or has been removed.");
      expect(screen.getByRole('link', { name: 'Back to Articles' }).getAttribute('href')).toBe('/articles');
      await expectNoAxeViolations();
      unmount();
    }
  });

  it('shows a spinner while the article loads, then the article', async () => {
    const release = serveLater('GET /api/articles/2');
    renderRoute('/articles/2');
    const loading = await screen.findAllByText('Loading the article');
    expect(loading.some((text) => text.closest('[role=status]'))).toBe(true);
    release(answer(article(2)));
    await findPageHeading('Article number 2');
  });

  it('an article that cannot load over the network says so, and Try again loads it', async () => {
    let online = false;
    serve('GET /api/articles/2', () => {
      if (!online) throw new TypeError('Failed to fetch');
      return answer(article(2));
    });
    const { user } = renderRoute('/articles/2');
    await screen.findByText("We couldn't load this article.");
    screen.getByText('Please check your connection and try again.');
    expect(screen.queryByRole('heading', { name: 'Article Not Found' })).toBeNull();
    await expectNoAxeViolations();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findPageHeading('Article number 2');
  });
});
