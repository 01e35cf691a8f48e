import './zod-config.ts';
import '#web/styles/globals.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { DRAWN_FOR_ATTRIBUTE, type PageAudience } from '#contract/page-audience.ts';
import { App } from '#web/app/app.tsx';
import { preloadPage } from '#web/app/router.tsx';
import { taskAfterPaint } from '#web/lib/after-paint.ts';
import { completeSetup, type I18nSetup, pageSetup, wantWholeCatalog } from '#web/lib/i18n.tsx';
import { hydratePageState } from '#web/lib/page-state.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { knowGuestAtStart, mayBeSignedIn } from '#web/lib/session.ts';

// Evaluating the modules (React's and the app's) is one task the browser cannot split; on a slow
// phone it was the longest after the first paint (docs/benchmarks.md#page-load). Starting the app
// is a task of its own after it, so a tap waits for neither as long as for both.
taskAfterPaint(start);

function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The server rendered the page with its data (server-entry.tsx): start from that data, so the
  // page hydrates as drawn and asks for nothing it already has.
  const queryClient = createQueryClient({ navigate: (path) => navigate(path) });
  hydratePageState(queryClient, document);
  knowGuestAtStart(queryClient);
  const serverRendered = root.firstElementChild !== null;
  // Hydrated as drawn: a page the server drew for a guest shows a guest while it is taken over.
  const drawnFor: PageAudience = root.getAttribute(DRAWN_FOR_ATTRIBUTE) === 'guest' ? 'guest' : 'anyone';
  const app = (i18n: I18nSetup) => (
    <StrictMode>
      <App queryClient={queryClient} hydrating={serverRendered} drawnFor={drawnFor} i18n={i18n} />
    </StrictMode>
  );
  // The page carries the messages it shows (lib/i18n.tsx): a guest's page hydrates with them, and
  // the whole catalog comes with the first tap or key. A signed-in reader's page changes
  // as soon as the session is known (their name, Logout), so it waits for the whole catalog.
  const fromPage = pageSetup(document);
  const signedIn = mayBeSignedIn();
  const setupReady = serverRendered && !signedIn ? Promise.resolve(fromPage) : completeSetup(fromPage.locale);
  for (const type of ['pointerdown', 'keydown']) {
    document.addEventListener(type, wantWholeCatalog, { capture: true, once: true, passive: true });
  }
  // Its page's code comes first, so the whole page hydrates in one pass (lazy-page.ts says why).
  // As a transition, hydration yields to the browser every few milliseconds instead of holding it
  // for one long task: a tap is answered meanwhile (and any made before is carried out after).
  if (serverRendered) {
    const hydrate = (i18n: I18nSetup) =>
      startTransition(() => {
        hydrateRoot(root, app(i18n));
      });
    Promise.all([preloadPage(window.location.pathname), setupReady]).then(
      ([, i18n]) => hydrate(i18n),
      () => hydrate(fromPage),
    );
  } else {
    setupReady.then(
      (i18n) => createRoot(root).render(app(i18n)),
      () => createRoot(root).render(app(fromPage)),
    );
  }
}
