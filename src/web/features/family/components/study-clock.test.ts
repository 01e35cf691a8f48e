import { describe, expect, it } from 'vitest';
import { elapsedText } from './study-clock.ts';

describe('elapsedText', () => {
  const start = '2026-06-01T10:00:00.000Z';
  const at = (seconds: number) => Date.parse(start) + seconds * 1000;

  it('counts minutes and seconds from the server start, then hours', () => {
    expect(elapsedText(start, at(0))).toBe('00:00');
    expect(elapsedText(start, at(65))).toBe('01:05');
    expect(elapsedText(start, at(3725))).toBe('1:02:05');
  });

  it('never shows a negative time when the device clock is behind', () => {
    expect(elapsedText(start, at(-30))).toBe('00:00');
  });

  it('stops at 4 hours, where the server closes the session', () => {
    expect(elapsedText(start, at(5 * 3600))).toBe('4:00:00');
  });
});
