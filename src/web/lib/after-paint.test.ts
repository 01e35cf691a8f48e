import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

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

describe('afterNextPaint', () => {
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
