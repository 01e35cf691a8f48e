// A page as a person meets it: they act as soon as a control is visible, not when the app says
// it is ready. The app's code is held back here (as on a slow phone), so every tap below lands
// on a server-rendered page that is not hydrated yet: it must be carried out once it is. (That a
// page, signed out or in, hydrates without a warning or a failing request is checked by the
// walks of a11y.spec.ts, which load each public page once for that and the accessibility check.)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { matchRoute, routeModuleFile } from '../src/web/app/routes';
import { DATA_PAGES } from './public-pages';

interface LoadFixtures {
  /** A page whose console errors, uncaught errors and hydration warnings fail the test. */
  fresh: Page;
  /** Holds the app's code back until the test has tapped (tapBeforeHydration), or ends. */
  slowCode: () => Promise<void>;
}

const test = base.extend<LoadFixtures>({
  fresh: async ({ context }, use) => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) {
        errors.push(`console.${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(page);
    expect(errors, 'errors in the browser console').toEqual([]);
  },
  slowCode: async ({ context }, use) => {
    await use(() => holdBackCode(context));
    releaseCode();
  },
});

/** Lets the held scripts load (set by holdBackCode). */
let releaseCode = () => {};

/**
 * Holds every script of the app until releaseCode: the page shows as the server drew it and is
 * not hydrated, for as long as the test needs (no fixed delay that a busy machine outruns).
 */
async function holdBackCode(context: BrowserContext) {
  const released = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
}

/** Taps a control of a page the app has not taken over yet, then lets the app's code load. */
async function tapBeforeHydration(page: Page, control: Locator) {
  await notHydratedYet(page);
  await control.click();
  releaseCode();
}

/** Loads the page and answers as soon as its HTML has arrived (before any code has run). */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' });
}

async function notHydratedYet(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
}

test.describe('A tap before the page is ready is not lost', () => {
  test.beforeEach(async ({ slowCode }) => {
    await slowCode();
  });

  test('Start Game on the Math Quick Challenge starts the round', async ({ fresh: page }) => {
    await open(page, '/games/math-challenge');
    const start = page.getByRole('button', { name: 'Start Game' });
    await start.waitFor();
    await tapBeforeHydration(page, start);
    await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
    await expect(page.getByLabel('Your answer')).toBeVisible();
  });

  test('My Progress on /games opens its tab', async ({ fresh: page }) => {
    await open(page, '/games');
    const tab = page.getByRole('tab', { name: 'My Progress' });
    await tab.waitFor();
    await tapBeforeHydration(page, tab);
    await expect(page).toHaveURL(/tab=progress/);
    await expect(page.getByText('Please sign in to view your game progress and achievements.')).toBeVisible();
  });

  test('the menu button on a phone opens the menu on /', async ({ fresh: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.waitFor();
    await tapBeforeHydration(page, menu);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });

  test('Schedule Session on /tutors sends a guest to log in', async ({ fresh: page }) => {
    await open(page, '/tutors');
    const schedule = page.getByRole('button', { name: /^Schedule Session with/ }).first();
    await schedule.waitFor();
    await tapBeforeHydration(page, schedule);
    await expect(page).toHaveURL(/\/auth\?next=%2Fbook-session%3Ftutor%3D\d+/);
  });

  test('View All Articles on /articles shows them all', async ({ fresh: page }) => {
    await open(page, '/articles');
    const all = page.getByRole('button', { name: 'View All Articles' });
    await all.waitFor();
    await tapBeforeHydration(page, all);
    await expect(all).toBeHidden();
  });

  test('Send Message on /contact checks the form instead of reloading the page', async ({ fresh: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.waitFor();
    await tapBeforeHydration(page, send);
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('a link on a tutor and an article works at once', async ({ fresh: page }) => {
    await open(page, '/tutors/1');
    await page.getByRole('link', { name: 'All tutors' }).click();
    await expect(page).toHaveURL(/\/book-session$/);
    await open(page, '/articles/1');
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await expect(page.getByRole('heading', { name: 'Knowledge Center' })).toBeVisible();
  });
});

async function loadAndHydrate(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  // Let any late request and late hydration settle before the console is judged.
  await page.waitForLoadState('networkidle');
}

test('The HTML of a page already holds its data', async ({ request }) => {
  const articles = await (await request.get('/articles')).text();
  const featured = await (await request.get('/api/articles/featured')).json();
  expect(articles).toContain(`>${featured[0].title}<`);
  const maths = await (await request.get('/tutors?subject=Mathematics')).text();
  const tutors = await (await request.get('/api/tutors?subject=Mathematics')).json();
  for (const tutor of tutors.slice(0, 8)) expect(maths).toContain(tutor.name);
  expect(maths).toContain('<title>Mathematics tutors · Sprout</title>');
  const profile = await (await request.get('/tutors/1')).text();
  const tutor = await (await request.get('/api/tutors/1')).json();
  const reviews = await (await request.get('/api/tutors/1/reviews?limit=10&offset=0')).json();
  expect(profile).toContain(tutor.name);
  if (reviews[0]) expect(profile).toContain(reviews[0].comment);
  expect(profile).toContain('<script type="application/json" id="page-state">');
  expect(profile).toContain(`<link rel="canonical" href="`);
  expect((await request.get('/tutors/99999')).status()).toBe(404);
  // The shop's first picture (a phone's largest paint) is preloaded, and its card loads it at once.
  const shop = await (await request.get('/merchandise')).text();
  const [firstItem] = await (await request.get('/api/merchandise')).json();
  expect(shop).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${firstItem.imageUrl}">`);
  expect(shop).toMatch(new RegExp(`<img src="${firstItem.imageUrl}"[^>]*loading="eager"`));
});

/**
 * The chunks of the build's modules whose source path matches `source`: code that a first load of
 * the home page must not fetch (the lesson room's, the other language's words).
 */
function chunksOf(source: RegExp): string[] {
  const manifest = readBuildManifest();
  return Object.entries(manifest)
    .filter(([key]) => source.test(key))
    .map(([, chunk]) => `/${chunk.file}`);
}

// In each language (docs/architecture.md#languages): a page carries the messages it shows, so
// Spanish costs no more code than English; neither the lesson room's code nor the other
// language's catalog and word banks come with a first load of the home page.
for (const url of ['/', '/?lang=es']) {
  test(`The JavaScript of a first load of ${url} is at most 120 KB gzipped, in at most 12 files`, async ({
    fresh: page,
  }) => {
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    await loadAndHydrate(page, url);
    let total = 0;
    for (const body of scripts.values()) total += gzipSync(await body, { level: 9 }).length;
    console.log(`first load of ${url}: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(total).toBeLessThanOrEqual(120 * 1024);
    expect(scripts.size).toBeLessThanOrEqual(12);
    const otherLanguage = url.includes('lang=es') ? 'en' : 'es';
    const elsewhere = chunksOf(
      new RegExp(`lesson-room|features/lessons/|i18n/${otherLanguage}\\.json$|banks-${otherLanguage}\\.ts$`),
    );
    expect(
      elsewhere.length,
      'the lesson room and the other language are chunks of their own',
    ).toBeGreaterThan(1);
    const fetched = [...scripts.keys()].map((address) => new URL(address).pathname);
    expect(fetched.filter((file) => elsewhere.includes(file))).toEqual([]);
  });
}

/** Vite's build manifest: each source module's chunk, the chunks it imports statically, its styles. */
type BuildManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; isEntry?: boolean; css?: string[] }
>;

/** The manifest of the build the tests run against. */
function readBuildManifest(): BuildManifest {
  return JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as BuildManifest;
}

/** The chunks `key` needs before it can run: its own and those it imports, all the way down. */
function staticChunks(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) staticChunks(manifest, imported, into);
  return into;
}

/**
 * No public page names more scripts than this in its HTML: the entry, the shared chunks (what the
 * home page uses, and the rest), its own and what it alone needs. One chunk per icon or helper
 * made it 15-36. The games' shared modules are two chunks (vite.config.ts): `game-library` for the
 * library and the progress views, and `play` for the play itself, which only a game page names
 * (the /games page ran the whole play before it answered when both were one). The Math Quick
 * Challenge's Prize Store dialog with its delivery-address form (react-hook-form, zod) loads when
 * it is first opened, and neither the games nor the store load zod (their rules are in
 * schema-free contract files): a game page names 14, `/merchandise` 11. A tutor's profile names
 * 12: its review form and the Report dialog's form (each with zod) load when first opened. The
 * contract's schema files are a chunk each (grouping them pulled zod onto `/`). No public page
 * but `/contact` (whose form is the page) loads zod on its first load.
 */
const MAX_PAGE_SCRIPTS = 15;

test("Each public page's HTML names only the code its hydration needs, asked for after the first paint", async ({
  request,
}) => {
  const manifest = readBuildManifest();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  expect(entry, 'the build manifest names the entry').toBeDefined();
  const entryChunks = staticChunks(manifest, entry ?? '');
  const playChunk = `/${Object.values(manifest).find((chunk) => chunk.name === 'play')?.file}`;
  for (const url of DATA_PAGES) {
    const match = matchRoute(url.split('?')[0] ?? url);
    expect(match, url).toBeDefined();
    const page = routeModuleFile(match?.route.module ?? '');
    const needed = staticChunks(manifest, page, new Set(entryChunks));
    const html = await (await request.get(url)).text();
    // No tag that fetches code at once: nothing competes with the HTML, the font and the
    // page's picture for the first paint (src/web/inline/code-after-paint.ts).
    expect(html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g), url).toBeNull();
    const named = (/<meta name="sprout-code" content="([^"]*)">/.exec(html)?.[1] ?? '').split(' ');
    expect(named[0], `${url}: the entry comes first`).toBe(`/${manifest[entry ?? '']?.file}`);
    // Nothing beyond what the page and the entry import statically (no other page's code, no
    // dialog or form loaded on first use), and all of the page's own code (no request chain).
    expect(
      named.filter((file) => !needed.has(file)),
      `${url}: preloaded but not needed`,
    ).toEqual([]);
    expect(
      [...needed].filter((file) => !named.includes(file)),
      `${url}: needed, not preloaded`,
    ).toEqual([]);
    expect(named.length, `${url}: scripts named`).toBeLessThanOrEqual(MAX_PAGE_SCRIPTS);
    const gamePage = /^\/games\/[^/]+$/.test(url.split('?')[0] ?? url);
    expect(named.includes(playChunk), `${url}: the play's code`).toBe(gamePage);
    expect(
      named.filter((file) => url !== '/contact' && /\/zod-[^/]*\.js$/.test(file)),
      `${url}: zod on the first load`,
    ).toEqual([]);
  }
});

test("The app's code is asked for only after the first contentful paint, and the page still hydrates", async ({
  page,
}) => {
  for (const url of ['/', '/tutors', '/games/math-challenge']) {
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    const { paint, firstScript } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstScript, url).toBeGreaterThanOrEqual(paint);
  }
});

test("A guest's page shows what it says once hydrated with the messages it carries, fetching no catalog", async ({
  page,
}) => {
  // A catalog that came would draw every part that says something again, as the page hydrates.
  for (const url of ['/games/math-challenge', '/merchandise', '/games', '/tutors/1']) {
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await page.waitForLoadState('networkidle');
    const catalogs = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/assets\/(en|es)-[\w-]+\.js$/.test(path)),
    );
    expect(catalogs, url).toEqual([]);
  }
});

/**
 * `url` in a context of its own on a phone, once hydrated or as the server drew it (what
 * `heldBack` matches never arrives, the app's code at least); `html` answers the page's own
 * request instead of the server, so two views can be of one answer.
 */
async function openOnPhone(
  browser: Browser,
  url: string,
  options: {
    hydrated: boolean;
    heldBack: RegExp;
    html?: string;
    viewport?: { width: number; height: number };
  },
) {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 390, height: 844 } });
  const page = await context.newPage();
  const { html } = options;
  if (html !== undefined) {
    await page.route(
      (address) => address.pathname === url,
      (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
    );
  }
  if (!options.hydrated) await page.route(options.heldBack, (route) => route.abort());
  await page.goto(url);
  await page.waitForLoadState('load');
  if (options.hydrated)
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  return { context, page };
}

test('Text drawn before the web font arrives and before the app runs takes the room it will take, so nothing moves', async ({
  browser,
}) => {
  // The same page twice on a phone: hydrated with Nunito, and as the server drew it, with the
  // fallback face for good and no script run. Line for line the same, so neither the font swap
  // (CLS was 0.14 on /) nor hydration (a guest's placeholders, once 36 px short on /) moves a thing.
  const layoutOf = async (url: string, hydrated: boolean, below: string) => {
    const { context, page } = await openOnPhone(browser, url, {
      hydrated,
      heldBack: /\.(woff2|js)$/,
      viewport: { width: 412, height: 823 },
    });
    const layout = await page.evaluate(async (below) => {
      await document.fonts.ready;
      const top = (selector: string) =>
        Math.round(document.querySelector(selector)?.getBoundingClientRect().top ?? -1);
      return {
        nunito: document.fonts.check('16px "Nunito Variable"'),
        heading: Math.round(document.querySelector('h1')?.getBoundingClientRect().height ?? -1),
        firstPicture: top('main img'),
        below: top(below),
      };
    }, below);
    await context.close();
    return layout;
  };
  // What sits below the text that may move: the footer, or on the Math Quick Challenge the
  // difficulty choice under the points line (a guest's sentence there moved it by 27 px: CLS 0.14).
  for (const [url, below] of [
    ['/', 'footer'],
    ['/learn-more', 'footer'],
    ['/contact', 'footer'],
    ['/games/math-challenge', 'main fieldset'],
  ] as const) {
    const { nunito: loaded, ...hydrated } = await layoutOf(url, true, below);
    const { nunito: missing, ...asDrawn } = await layoutOf(url, false, below);
    expect([loaded, missing], `${url}: Nunito loads, then is held back`).toEqual([true, false]);
    expect(asDrawn, url).toEqual(hydrated);
  }
});

test("A phone lays out a long list's cards near the screen only, and each card shows when scrolled to", async ({
  browser,
}) => {
  // The store's and the library's cards below a phone's first screen are skipped by the first
  // layout (content-visibility: auto): it was one of the longest tasks of those pages' load.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const [url, cards] of [
    ['/merchandise', page.getByTestId('merchandise-card')],
    ['/games', page.getByRole('list', { name: 'Games' }).locator(':scope > li')],
  ] as const) {
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    const drawn = (card: Locator) =>
      card.evaluate((element) => {
        const inside = element.querySelector('h2, h3') ?? element.firstElementChild;
        return inside?.checkVisibility({ contentVisibilityAuto: true }) ?? false;
      });
    expect(await cards.count(), url).toBeGreaterThan(4);
    expect(await drawn(cards.first()), `${url}: the first card`).toBe(true);
    expect(await drawn(cards.last()), `${url}: the last card, far below`).toBe(false);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(cards.last()), `${url}: the last card, scrolled to`).toBe(true);
    await expect(cards.last().getByRole('heading')).toBeVisible();
  }
  await context.close();
});

test("A guest's page is drawn for a guest: its prompts are in the HTML, and hydration changes none of them", async ({
  browser,
}) => {
  // The server drew every page before anyone was known; a guest's "Log in to ..." parts came with
  // hydration and changed the page's height under a child's finger (/tutors/1: 2,547 → 2,729 px).
  // Decision 0044: a request without the signed-in cookie gets the page a guest sees. Both views
  // get the same HTML (one answer, served twice); "as drawn" is that HTML with the app's code held
  // back. The prompts are compared, not the page's height (the cards drawn near the screen keep an
  // estimated height until the browser gets to them) nor all its words (a high score another test
  // sets meanwhile comes with hydration).
  const viewOf = async (url: string, html: string, hydrated: boolean) => {
    const { context, page } = await openOnPhone(browser, url, { hydrated, heldBack: /\.js$/, html });
    const prompts = await page.getByText(/Log in/).allTextContents();
    await context.close();
    return prompts;
  };
  for (const url of ['/tutors/1', '/merchandise', '/games/math-challenge', '/games/2']) {
    const guestContext = await browser.newContext();
    const html = await (await guestContext.request.get(url)).text();
    await guestContext.close();
    const asDrawn = await viewOf(url, html, false);
    expect(asDrawn.length, `${url}: a guest's prompt in the HTML`).toBeGreaterThan(0);
    expect(await viewOf(url, html, true), url).toEqual(asDrawn);
  }
});

test("The catalog's illustrations and the site's icon arrive as pictures, not as SVG documents", async ({
  browser,
}) => {
  // An SVG in an <img> is a document of its own, built and drawn on the page's main thread
  // (10-25 ms each on a slow phone, docs/benchmarks.md#page-load); its WebP picture is decoded off
  // it, and so is the site's icon, a PNG. Decision 0045.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const images: { url: string; type: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    images.push({
      url: new URL(response.url()).pathname,
      type: response.headers()['content-type'] ?? '',
      status: response.status(),
    });
  });
  for (const url of ['/tutors', '/tutors/1', '/articles', '/games', '/merchandise', '/']) {
    images.length = 0;
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    // Down the page and back, so every lazy picture is asked for.
    for (const img of await page.locator('main img').all()) await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page
          .locator('main img')
          .evaluateAll((all) => all.filter((img) => !(img as HTMLImageElement).complete).length),
      )
      .toBe(0);
    const broken = await page
      .locator('main img')
      .evaluateAll((all) =>
        all
          .filter((img) => (img as HTMLImageElement).naturalWidth === 0)
          .map((img) => (img as HTMLImageElement).src),
      );
    expect(broken, `${url}: pictures that did not load`).toEqual([]);
    const shown = images.filter((image) => image.url.startsWith('/images/'));
    expect(shown.length, `${url}: pictures asked for`).toBeGreaterThan(url === '/' ? 3 : 0);
    expect(
      shown.filter((image) => image.type !== 'image/webp' || image.status !== 200),
      url,
    ).toEqual([]);
  }
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const iconAnswer = await page.request.get(icon ?? '');
  expect([icon, iconAnswer.status(), iconAnswer.headers()['content-type']]).toEqual([
    '/favicon.png',
    200,
    'image/png',
  ]);
  await context.close();
});

/**
 * The elements whose computed look (what they take up, where, in what colours and type) changes
 * when `css` is added last, with their look before and after. Measured in one task, so nothing the
 * page does meanwhile (a clock's tick, a redraw) counts as a change.
 */
const changedByAddingLast = (page: Page, css: string) =>
  page.evaluate((css) => {
    const properties = [
      'display',
      'position',
      'width',
      'height',
      'margin',
      'padding',
      'border-width',
      'color',
      'background-color',
      'font-size',
      'line-height',
      'gap',
      'flex-direction',
      'grid-template-columns',
      'justify-content',
      'align-items',
      'visibility',
    ];
    const elements = [...document.querySelectorAll('body *')];
    const looks = () =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return properties.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';');
      });
    const before = looks();
    const added = document.createElement('style');
    added.textContent = css;
    document.head.append(added);
    const after = looks();
    added.remove();
    return elements.flatMap((element, i) =>
      before[i] === after[i]
        ? []
        : [`${element.tagName.toLowerCase()}.${element.getAttribute('class')}: ${before[i]} -> ${after[i]}`],
    );
  }, css);

// What the app draws after the page loads (a round of play, the cart) is styled by the same
// stylesheet in the same order as the page: Tailwind's utilities win by their order, so a page
// that carried only some of them, with the others after, drew `text-4xl sm:text-5xl` at 36 px on a
// desktop (decision 0047). Adding the whole built stylesheet once more, last, must change nothing.
for (const width of [1280, 390]) {
  test(`At ${width} px, what the app draws is styled in the stylesheet's own order`, async ({ page }) => {
    const manifest = readBuildManifest();
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const css = (entry?.css ?? []).map((file) => readFileSync(`dist/web/${file}`, 'utf8')).join('\n');
    expect(css.length, 'the built stylesheet').toBeGreaterThan(10_000);
    await page.setViewportSize({ width, height: 900 });
    const unchangedByWholeStylesheet = async (what: string) =>
      expect(await changedByAddingLast(page, css), what).toEqual([]);

    await page.goto('/games/math-challenge');
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(page.getByLabel('Your answer')).toBeVisible();
    await unchangedByWholeStylesheet('a round of the Math Quick Challenge');

    await page.goto('/merchandise');
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    await unchangedByWholeStylesheet('the store with its cart open');
  });
}
