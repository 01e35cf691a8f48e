// A tap is never lost: before the app's code has taken a server-rendered page over, a button is
// drawn but has no handler yet. This inline script (the page's only one, allowed by its hash in
// the Content-Security-Policy) keeps the buttons, tabs and choices tapped until then, and the app
// carries them out once the page is hydrated (src/web/lib/early-taps.ts). Links work as links.
import { createHash } from 'node:crypto';

/** What a tap before hydration is kept for: the controls whose action is the app's code. */
const CONTROLS =
  'button,[role="tab"],[role="radio"],[role="checkbox"],[role="switch"],[role="combobox"],input[type="checkbox"],input[type="radio"],input[type="submit"]';

export const EARLY_TAPS_SCRIPT =
  '(function(){var q=window.sproutEarlyTaps=[],d=document.documentElement;' +
  "document.addEventListener('click',function(e){if(d.dataset.appReady)return;" +
  `var t=e.target&&e.target.closest?e.target.closest('${CONTROLS}'):null;` +
  'if(!t||t.disabled)return;e.preventDefault();e.stopImmediatePropagation();' +
  "if(q.indexOf(t)<0)q.push(t);d.style.cursor='progress'},true)})()";

/** The CSP source that allows the script. */
export const EARLY_TAPS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;
