import { taskAfterPaint } from './after-paint';

/**
 * Moves the focus in a task of its own, after the one that changed the page, and answers how to
 * call it off (the view went away). Focusing at once makes the browser lay the page out before it
 * paints, and again after for the focus ring; on a slow phone the focus was a fifth of an
 * answer's time to its feedback (INP).
 */
export function focusAfterPaint(element: HTMLElement | null): () => void {
  return taskAfterPaint(() => element?.focus());
}
