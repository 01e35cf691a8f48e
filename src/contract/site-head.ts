// The head tags every page of the site has beside its own title and description, in one place:
// the server writes them into each page it makes (server/plugins/page-shell.ts), and the build
// writes them into Vite's index.html, which the dev server draws (vite.config.ts). Plain data,
// so the build can import it.

/** The site's icon: a PNG the build draws from favicon.svg (scripts/illustration-pictures.ts). */
export const SITE_ICON = '/favicon.png';

/**
 * The page is as wide as the phone's screen; the browser's bar takes the site's green; the tab
 * shows the sprout.
 */
export const SITE_HEAD_TAGS = [
  '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
  '<meta name="theme-color" content="#2f7d3e">',
  // A PNG the build draws from favicon.svg: an SVG icon is a document the page's main thread
  // builds (docs/decisions/0045-illustrations-are-shown-as-pictures.md).
  `<link rel="icon" type="image/png" sizes="48x48" href="${SITE_ICON}">`,
].join('');

/** Where index.html takes the site's head (SITE_HEAD_TAGS, the default title and description). */
export const SITE_HEAD_MARK = '<!-- site head: src/contract/site-head.ts -->';
