import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new page starts at its top, as a page loaded from the server does: a link followed from far
 * down a long page (Learn More's "Find a tutor") otherwise lands mid-page, under the sticky bar.
 * A change of the query alone (filters, tabs) keeps the place; an address with a #part scrolls there.
 */
export function ScrollToTopOnNavigate() {
  const [pathname] = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
