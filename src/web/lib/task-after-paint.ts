/**
 * Runs `work` in a task of its own, after the one that changed the page, and answers how to call
 * it off. After an input Chrome paints before running the next task, so what the input changed is
 * on screen first (Interaction to Next Paint, DESIGN section 7). Not a timer, so a test that stops
 * the page's clock still sees the work run.
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
