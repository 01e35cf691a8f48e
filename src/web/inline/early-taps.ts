// Inline in every server-rendered page (built by scripts/inline-scripts.mjs, allowed by its hash
// in the Content-Security-Policy), so it imports nothing that is not inlined into it.
//
// A tap is never lost: before the app's code has taken a server-rendered page over, a button is
// drawn but has no handler yet. This script keeps the buttons, tabs and choices tapped until
// then, and the app carries them out once the page is hydrated (src/web/lib/early-taps.ts).
// Links work as links.

/** What a tap before hydration is kept for: the controls whose action is the app's code. */
const CONTROLS =
  'button,[role="tab"],[role="radio"],[role="checkbox"],[role="switch"],[role="combobox"],input[type="checkbox"],input[type="radio"],input[type="submit"]';

const taps: Element[] = [];
window.sproutEarlyTaps = taps;
const root = document.documentElement;

document.addEventListener(
  'click',
  (event) => {
    if (root.dataset.appReady) return;
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!control || control.matches(':disabled')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!taps.includes(control)) taps.push(control);
    root.style.cursor = 'progress';
  },
  true,
);

// A module, so its names stay its own when the typecheck reads it beside the app.
export {};
