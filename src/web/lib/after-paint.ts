// Work that need not be in the same frame as what the child just did (the focus's move, a toast's
// words, a sound, a voice) runs after the browser has painted it, so it does not delay that paint
// (Interaction to Next Paint, docs/benchmarks.md#play). Two ways, for two kinds of moment:
// - after an input (a tap, a key), `taskAfterPaint`: Chrome paints an input's changes before it
//   runs the next task, so a task of its own is enough, and no clock holds it;
// - after anything else (an effect, a round's end), `afterNextPaint`: it waits for a frame, since
//   outside an input the next task may come before the paint.

/**
 * Runs `work` in a task of its own, after the one that changed the page, and answers how to call
 * it off. Not a timer, so a test that stops the page's clock still sees the work run.
 */
export function taskAfterPaint(work: () => void): () => void {
  const controller = new AbortController();
  if (typeof scheduler !== 'undefined')
    scheduler.postTask(work, { priority: 'user-visible', signal: controller.signal }).catch(() => {});
  else {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => controller.signal.aborted || work();
    channel.port2.postMessage(null);
  }
  return () => controller.abort();
}

/**
 * Moves the focus after the paint, and answers how to call it off (the view went away). Focusing
 * at once makes the browser lay the page out before it paints, and again after for the focus
 * ring; on a slow phone the focus was a fifth of an answer's time to its feedback (INP).
 *
 * The page jumps to what took the focus instead of gliding (html's smooth scrolling): a glide
 * is half a second of frames and scroll events on the main thread, and a child who taps Next or
 * an answer meanwhile waits for them, and aims at a button that moves.
 */
export function focusAfterPaint(element: HTMLElement | null): () => void {
  return taskAfterPaint(() => {
    if (!element) return;
    element.focus({ preventScroll: true });
    // What could not take the focus (an unseen rehearsal's button, inert) is not scrolled to.
    if (document.activeElement !== element) return;
    element.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  });
}

/** Without a frame within this many ms (a hidden tab draws none), the work runs anyway. */
const LATEST_MS = 100;

/**
 * Runs `work` once, just after the next paint: a frame's callback runs before its paint, so a
 * task queued from it runs after. Answers a function that cancels it if it has not run.
 */
export function afterNextPaint(work: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  const timers: ReturnType<typeof setTimeout>[] = [setTimeout(run, LATEST_MS)];
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => timers.push(setTimeout(run, 0)))
      : null;
  return () => {
    done = true;
    for (const t of timers) clearTimeout(t);
    if (frame !== null) cancelAnimationFrame(frame);
  };
}

/**
 * Runs `work` once when the browser is idle (after 2 s at the latest, and after a second where
 * requestIdleCallback is missing): work a page will want soon but need not hold its load for.
 * Answers a function that cancels it if it has not run.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 1000);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(work, { timeout: 2000 });
  return () => cancelIdleCallback(id);
}
