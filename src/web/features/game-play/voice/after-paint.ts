// Work an answer sets off that the child need not see in the same frame (a sound, a voice)
// runs after the browser has painted the tap's answer, so it does not delay that paint
// (Interaction to Next Paint, DESIGN section 7).

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
