// Inline in every server-rendered page (built by scripts/inline-scripts.mjs, allowed by its hash
// in the Content-Security-Policy), so it imports nothing that is not inlined into it.
//
// A server-rendered page is drawn by its HTML alone; the app's code only takes it over
// (hydration; taps made before are kept, early-taps.ts). So the code is not named in the HTML as
// tags the browser fetches at once: this script asks for it right after the first paint. On a
// phone the code then never competes with the HTML, the font and the page's picture, and
// Lighthouse's simulation of a slow phone (which counts every request that finished before the
// paint as one the paint waited on) sees a paint that waits on nothing but them. The page's own
// chunks are preloaded just after the entry, so there is no request chain. A hidden tab never paints:
// it asks at once; and a page that has not painted anything in 3 s asks anyway.
import { CODE_META_NAME } from '#contract/page-code.ts';

let started = false;

function startApp() {
  if (started) return;
  started = true;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${CODE_META_NAME}"]`);
  const [entry, ...chunks] = meta ? meta.content.split(' ') : [];
  if (!entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = 'anonymous';
  script.src = entry;
  document.head.appendChild(script);
  // Each tag starts a fetch as it is added, which on a slow phone takes a millisecond or more:
  // the dozen in one task were one of the longest tasks after the first paint. The chunks are
  // asked for one task each, still long before the entry arrives and imports them.
  for (const href of chunks) setTimeout(() => preloadModule(href), 0);
}

function preloadModule(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.fetchPriority = 'low';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}

if (document.visibilityState === 'hidden') {
  startApp();
} else if ('PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  // After the first contentful paint where the browser reports it; else after the next frame.
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(startApp, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startApp, 3000);
} else {
  requestAnimationFrame(() => setTimeout(startApp, 0));
}
