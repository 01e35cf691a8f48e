import './zod-config';
import './styles/globals.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { hydratePageState } from './lib/page-state';
import { createQueryClient } from './lib/query-client';
import { knowGuestAtStart } from './lib/session';
import { prepareClassMerge } from './lib/utils';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The server rendered the page with its data (server-entry.tsx): start from that data, so the
// page hydrates as drawn and asks for nothing it already has.
const queryClient = createQueryClient({ navigate: (path) => navigate(path) });
hydratePageState(queryClient, document);
knowGuestAtStart(queryClient);
const serverRendered = root.firstElementChild !== null;
const app = (
  <StrictMode>
    <App queryClient={queryClient} hydrating={serverRendered} />
  </StrictMode>
);
// Its page's code comes first, so the whole page hydrates in one pass (lazy-page.ts says why).
// As a transition, hydration yields to the browser every few milliseconds instead of holding it
// for one long task: a tap is answered meanwhile (and any made before is carried out after).
if (serverRendered) {
  setTimeout(prepareClassMerge, 0);
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(root, app);
    });
  preloadPage(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(root).render(app);
}
