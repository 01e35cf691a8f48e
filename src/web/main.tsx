import '@fontsource-variable/nunito/wght.css';
import './styles/globals.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server sends the prerendered page for paths that have one (scripts/prerender.mjs): take it
// over instead of drawing it again.
// The browser paints the prerendered page first; hydrating takes the main thread a moment.
if (root.firstElementChild) requestAnimationFrame(() => setTimeout(() => hydrateRoot(root, app), 0));
else createRoot(root).render(app);
