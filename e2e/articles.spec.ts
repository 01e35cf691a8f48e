import type { Page } from '@playwright/test';
import { expect, navigateInApp, test } from './fixtures';

const isArticleList = (url: URL) => url.pathname === '/api/articles';

interface ArticleJson {
  id: number;
  title: string;
  category: string;
  publishedAt: string;
  readTime: string;
  author: string;
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

function gridCards(page: Page) {
  return page
    .getByRole('region', { name: /Latest articles|Learning|Child|School|Parenting|Technology/ })
    .getByRole('listitem');
}

test('A reader picks a category chip, and the address keeps it through a reload and back', async ({
  page,
}) => {
  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Center' })).toBeVisible();
  const chips = page.getByRole('navigation', { name: 'Article categories' });
  await expect(chips.getByRole('link')).toHaveText([
    'All Articles',
    'Learning Techniques',
    'Child Development',
    'School Tips',
    'Parenting Advice',
    'Technology & Learning',
  ]);
  await expect(chips.getByRole('link', { name: 'All Articles' })).toHaveAttribute('aria-current', 'page');

  await chips.getByRole('link', { name: 'School Tips' }).click();
  await expect(page).toHaveURL(/\/articles\?category=School%20Tips$/);
  await expect(chips.getByRole('link', { name: 'School Tips' })).toHaveAttribute('aria-current', 'page');
  const schoolTips = (await getJson<ArticleJson[]>(page, '/api/articles?category=School%20Tips')).length;
  await expect(gridCards(page)).toHaveCount(schoolTips);
  for (const card of await gridCards(page).all()) await expect(card).toContainText('School Tips');
  await expect(page.getByText('Featured', { exact: true })).toBeHidden();

  await page.reload();
  await expect(gridCards(page)).toHaveCount(schoolTips);
  await expect(chips.getByRole('link', { name: 'School Tips' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByText('Featured', { exact: true })).toBeVisible();
});

test('The first featured article is shown large, and View All Articles shows every article', async ({
  page,
}) => {
  await page.goto('/articles');
  const [featured] = await getJson<ArticleJson[]>(page, '/api/articles/featured');
  const all = await getJson<ArticleJson[]>(page, '/api/articles');
  expect(featured).toBeTruthy();
  await expect(page.getByRole('article', { name: featured?.title })).toBeVisible();
  await expect(gridCards(page)).toHaveCount(6);
  await expect(gridCards(page).filter({ hasText: featured?.title ?? '' })).toHaveCount(0);

  await page.getByRole('button', { name: 'View All Articles' }).click();
  await expect(gridCards(page)).toHaveCount(all.length - 1);
  await expect(page.getByRole('button', { name: 'View All Articles' })).toBeHidden();
});

// A page arrives with its articles (rendered on the server); another category is fetched.
test('The grid shows three placeholder cards while the articles load', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.goto('/articles');
  await page.route(isArticleList, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Parenting Advice' }).click();
  await expect(page.getByTestId('article-card-skeleton')).toHaveCount(3);
  release();
  await expect(page.getByTestId('article-card-skeleton')).toHaveCount(0);
  await expect(gridCards(page).first()).toContainText('Parenting Advice');
});

test('When the articles cannot load, the page says so and Try again loads them', async ({ page }) => {
  await page.goto('/');
  await page.route(isArticleList, (route) =>
    route.fulfill({ status: 429, json: { message: 'Too many tries' } }),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }).click();
  await expect(page.getByText("We couldn't load the articles.")).toBeVisible();
  await page.unroute(isArticleList);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(gridCards(page)).toHaveCount(6);
});

test('A category without articles says so and leads back to all of them', async ({ page }) => {
  await page.goto('/articles?category=Space%20Travel');
  await expect(page.getByText('No articles here yet. New ones are on the way!')).toBeVisible();
  await page.getByRole('link', { name: 'See all articles' }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(gridCards(page)).toHaveCount(6);
});

test('A reader opens the featured article and reads it with its publish date', async ({ page }) => {
  await page.goto('/articles');
  const [featured] = await getJson<ArticleJson[]>(page, '/api/articles/featured');
  if (!featured) throw new Error('no featured article in the demo content');
  await page.getByRole('link', { name: /^Read Article/ }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${featured.id}$`));
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: featured.title })).toBeVisible();
  await expect(article.getByText(featured.author, { exact: true })).toBeVisible();
  await expect(article.getByText(featured.readTime)).toBeVisible();
  const published = new Date(featured.publishedAt).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  await expect(article.locator('time')).toHaveText(published);
  await expect(article.getByRole('img', { name: `Illustration for "${featured.title}"` })).toBeVisible();
  // The sanitized HTML renders as real headings and lists.
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(article.getByRole('listitem').first()).toBeVisible();

  await article.getByRole('link', { name: 'Back to Articles' }).click();
  await expect(page).toHaveURL(/\/articles$/);
});

test('An unknown or malformed article id shows Article Not Found', async ({ page }) => {
  for (const path of ['/articles/99999', '/articles/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(
      page.getByText("The article you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to Articles' }).click();
  await expect(page).toHaveURL(/\/articles$/);
});

test('An article id is read as an integer, as the spec says', async ({ page }) => {
  await page.goto('/articles/1abc');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Article Not Found');
  await expect(page.getByRole('link', { name: 'Back to Articles' })).toBeVisible();
});

test('A spinner shows while an article loads', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const articleCall = (url: URL) => url.pathname === '/api/articles/2';
  await page.goto('/articles');
  await page.route(articleCall, async (route) => {
    await held;
    await route.continue();
  });
  await navigateInApp(page, '/articles/2');
  await expect(page.getByRole('status').filter({ hasText: 'Loading the article' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Loading the article');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('An article that cannot load over the network says so, and Try again loads it', async ({ page }) => {
  const [first] = await getJson<ArticleJson[]>(page, '/api/articles');
  if (!first) throw new Error('no article in the demo content');
  // The page's fetch of the article fails as it does offline (a TypeError, no answer). Not with
  // route.abort: Chromium logs the aborted request as a console error, which fails the test.
  await page.addInitScript((path) => {
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname === path && !Reflect.get(window, 'backOnline')) {
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return realFetch(input, init);
    };
  }, `/api/articles/${first.id}`);
  await page.goto('/articles');
  await navigateInApp(page, `/articles/${first.id}`);
  await expect(page.getByText("We couldn't load this article.")).toBeVisible();
  await expect(page.getByText('Please check your connection and try again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeHidden();
  await page.evaluate(() => Reflect.set(window, 'backOnline', true));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article').getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the article list and an article fit the screen', async ({ page }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Center' })).toBeVisible();
    await expect(gridCards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const [featured] = await getJson<ArticleJson[]>(page, '/api/articles/featured');
    if (!featured) throw new Error('no featured article in the demo content');
    await page.goto(`/articles/${featured.id}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: featured.title })).toBeVisible();
    await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
