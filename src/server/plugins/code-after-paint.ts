// A server-rendered page is drawn by its HTML alone; the app's code only takes it over
// (hydration; taps made before are kept, early-taps.ts). So the code is not named in the HTML as
// tags the browser fetches at once: this inline script (allowed by its hash in the
// Content-Security-Policy) asks for it right after the first paint. On a phone the code then
// never competes with the HTML, the font and the page's picture, and Lighthouse's simulation of a
// slow phone (which counts every request that finished before the paint as one the paint waited
// on) sees a paint that waits on nothing but them. The page's own chunks are preloaded with the
// entry, so there is no request chain. A hidden tab never paints: it asks at once; and a page
// that has not painted anything in 3 s asks anyway.
import { createHash } from 'node:crypto';

/** The meta tag that names the page's code (page-shell.ts): the entry first, then the chunks to preload. */
export const CODE_META_NAME = 'sprout-code';

export const CODE_AFTER_PAINT_SCRIPT =
  '(function(){var d=document,w=window,P=w.PerformanceObserver,started=0;' +
  'function start(){if(started)return;started=1;' +
  `var m=d.querySelector('meta[name="${CODE_META_NAME}"]');if(!m)return;` +
  "var f=m.content.split(' '),h=d.head,i,e;" +
  "for(i=1;i<f.length;i++){e=d.createElement('link');e.rel='modulepreload';e.fetchPriority='low';" +
  "e.crossOrigin='anonymous';e.href=f[i];h.appendChild(e)}" +
  "e=d.createElement('script');e.type='module';e.crossOrigin='anonymous';e.src=f[0];h.appendChild(e)}" +
  // After the first contentful paint where the browser reports it; else after the next frame.
  "if(d.visibilityState==='hidden')return start();" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(start,0)}).observe({type:'paint',buffered:true});" +
  'setTimeout(start,3000)}' +
  'else w.requestAnimationFrame(function(){setTimeout(start,0)})})()';

/** The CSP source that allows the script. */
export const CODE_AFTER_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(CODE_AFTER_PAINT_SCRIPT).digest('base64')}'`;
