/**
 * Moves the focus in a task of its own, after the one that changed the page, and answers how to
 * call it off (the view went away). Focusing at once makes the browser lay the page out before it
 * paints, and again after for the focus ring; after an input Chrome paints before running the
 * next task, so the answer's feedback is on screen first. On a slow phone the focus was a fifth of
 * an answer's time to its feedback (INP). Not a timer, so a test that stops the page's clock still
 * sees the focus move.
 */
export function focusAfterPaint(element: HTMLElement | null): () => void {
  const controller = new AbortController();
  const focus = () => element?.focus();
  if (typeof scheduler !== 'undefined')
    scheduler.postTask(focus, { priority: 'user-visible', signal: controller.signal }).catch(() => {});
  else {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => controller.signal.aborted || focus();
    channel.port2.postMessage(null);
  }
  return () => controller.abort();
}
