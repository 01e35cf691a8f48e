import { describe, expect, it } from 'vitest';
import { focusAfterPaint } from './focus-after-paint';

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
});
