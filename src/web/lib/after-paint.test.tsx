import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, focusAfterPaint } from './after-paint.ts';

describe('afterNextPaint', () => {
  // The browser's frames stand in: a frame runs its callbacks when the test says it paints.
  let frames: (() => void)[] = [];
  const paint = () => {
    const due = frames;
    frames = [];
    for (const f of due) f();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {};
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the work in a task after the next frame, not before it', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    paint();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs it anyway when no frame comes (a hidden tab), and never once cancelled', () => {
    const late = vi.fn();
    afterNextPaint(late);
    vi.advanceTimersByTime(100);
    expect(late).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const cancel = afterNextPaint(cancelled);
    cancel();
    paint();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

/** Lets the tasks queued so far run (a timer's task comes after them). */
const laterTask = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('focusAfterPaint', () => {
  it('moves the focus in a task after the one that changed the page, not in it', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    focusAfterPaint(button);
    expect(document.activeElement).not.toBe(button);
    await laterTask();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('moves nothing when called off first (the view went away)', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    const callOff = focusAfterPaint(button);
    callOff();
    await laterTask();
    expect(document.activeElement).not.toBe(button);
    button.remove();
  });

  it('scrolls to what took the focus, and not to what could not take it (an unseen rehearsal)', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    const unseen = document.body.appendChild(document.createElement('div'));
    unseen.inert = true;
    const rehearsed = unseen.appendChild(document.createElement('button'));
    button.scrollIntoView = vi.fn();
    rehearsed.scrollIntoView = vi.fn();
    focusAfterPaint(button);
    focusAfterPaint(rehearsed);
    await laterTask();
    expect(button.scrollIntoView).toHaveBeenCalledOnce();
    expect(rehearsed.scrollIntoView).not.toHaveBeenCalled();
    button.remove();
    unseen.remove();
  });
});
