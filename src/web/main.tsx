import './zod-config';
import '@fontsource-variable/nunito/wght.css';
import './styles/globals.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server sends a prerendered page for the paths that have one (src/web/prerender.tsx), and
// this code only after the browser has painted it: take the page over instead of drawing it
// again, in a task of its own so loading the code and hydrating do not make one long task.
// Its page's code comes first, so the whole page hydrates in one pass (lazy-page.ts says why).
if (root.firstElementChild) {
  const hydrate = () => setTimeout(() => hydrateRoot(root, app), 0);
  preloadPage(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(root).render(app);
}
