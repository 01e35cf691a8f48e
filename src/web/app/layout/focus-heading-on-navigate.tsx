import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Focuses the h1 inside `main` (focusable by script only) unless it has the focus already. The
 * heading first found may still be the old page's (a page whose code is loading keeps the old
 * one on screen), so the caller calls this again whenever `main` changes.
 */
function focusHeading(main: HTMLElement): void {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading || heading === document.activeElement) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After a move to another page (a link, a login), the focus goes to the new page's h1, as a
 * screen reader announces a page loaded from the server and so that the next Tab starts inside
 * the page, not at the top bar again (docs/rules.md#promises-kept). While the new page arrives (its code,
 * its data), the focus follows its heading until the person presses a key or taps. The first
 * page, a change of the query alone (filters, tabs) and an address with a #part keep the focus
 * where it is.
 */
export function FocusHeadingOnNavigate() {
  const [pathname] = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    if (!main || window.location.hash) return;
    focusHeading(main);
    const observer = new MutationObserver(() => focusHeading(main));
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    observer.observe(main, { childList: true, subtree: true });
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    return stop;
  }, [pathname]);
  return null;
}
