// Renders a page to HTML at build time (scripts/build.mjs), without a browser or any data: the
// shell, the page's fixed content and its loading placeholders. The server sends it for that
// path, so the first screen shows before the app's code has run; main.tsx then hydrates it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';

/** A Suspense boundary left pending or given up in the HTML. */
const UNFINISHED = /<!--\$[?!]-->/;

/**
 * Renders until every lazily loaded module the page uses has arrived, so the HTML is complete
 * and needs no inline script (the Content-Security-Policy allows none).
 */
export async function renderPage(path: string): Promise<string> {
  for (let pass = 0; pass < 10; pass++) {
    const html = renderToString(
      <StrictMode>
        <App ssrPath={path} />
      </StrictMode>,
    );
    if (!UNFINISHED.test(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The page ${path} still waits for code after 10 renders`);
}

/** The route table, for the build to choose which pages to prerender. */
export { ROUTES } from './app/routes';
