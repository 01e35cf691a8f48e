import type { Page } from '@playwright/test';
import { expect, registerViaApi, test } from './fixtures';

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

test('An article id is read as an integer, as the spec says', async ({ page }) => {
  await page.goto('/articles/1abc');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Article Not Found');
  await expect(page.getByRole('link', { name: 'Back to Articles' })).toBeVisible();
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

/** Opens an article and reads to its end, waiting for the read the page records. */
async function readToTheEnd(page: Page, article: ArticleJson) {
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith(`/api/articles/${article.id}/read`) && r.request().method() === 'POST',
  );
  await page.goto(`/articles/${article.id}`);
  await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
  await page.keyboard.press('End');
  expect((await recorded).ok()).toBe(true);
}

test('A student reads articles to the end, and Article Enthusiast is earned at the fifth', async ({
  page,
}) => {
  test.slow(); // five article pages
  await registerViaApi(page);
  const articles = await getJson<ArticleJson[]>(page, '/api/articles');
  const [first, ...rest] = articles;
  if (!first || rest.length < 4) throw new Error('the demo content has at least five articles');

  await readToTheEnd(page, first);
  await page.goto('/user-panel?tab=achievements');
  await expect(page.getByRole('progressbar', { name: 'Article Enthusiast progress' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );

  for (const article of rest.slice(0, 4)) await readToTheEnd(page, article);
  await page.goto('/user-panel?tab=achievements');
  await expect(
    page.getByRole('list', { name: 'Unlocked achievements' }).getByText('Article Enthusiast'),
  ).toBeVisible();
});

test.describe('for a reader whose date is not UTC’s', () => {
  // The demo articles are published at 09:00 UTC: 22:00 the day before in American Samoa.
  test.use({ timezoneId: 'Pacific/Pago_Pago' });

  test('An article drawn by the server hydrates without a mismatch and shows the reader’s date', async ({
    page,
  }) => {
    const article = await getJson<ArticleJson>(page, '/api/articles/1');
    const readerDate = new Date(article.publishedAt).toLocaleDateString('en-US', {
      timeZone: 'Pacific/Pago_Pago',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    // The fixtures fail the test on the console error a hydration mismatch makes (React's #418):
    // the tutors' profiles show their reviews' dates too.
    for (const path of ['/tutors/2', '/tutors/3', '/articles/11']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/articles/1');
    await expect(
      page.getByRole('main').locator(`time[datetime="${article.publishedAt}"]`).first(),
    ).toHaveText(readerDate);
  });
});
