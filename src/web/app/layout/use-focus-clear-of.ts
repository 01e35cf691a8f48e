import { type RefObject, useEffect } from 'react';

/**
 * Keeps what gets the focus from sitting under a sticky bar (WCAG 2.2 "Focus Not Obscured"). The
 * browser scrolls a focused element into view only when it is off screen, not when the bar
 * covers it, which happens when the Tab order goes back up the page (a side column after a long
 * main one); html's scroll-padding-top then places it just below the bar.
 */
export function useFocusClearOf(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const element = bar.current;
      const target = event.target;
      if (!element || !(target instanceof Element) || element.contains(target)) return;
      if (target.closest('[role=dialog],[role=alertdialog]')) return;
      if (target.getBoundingClientRect().top < element.getBoundingClientRect().bottom) {
        target.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      }
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [bar]);
}
