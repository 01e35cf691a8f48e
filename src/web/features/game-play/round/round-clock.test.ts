import { describe, expect, it } from 'vitest';
import { testT } from '#web/test/i18n.ts';
import { isTimeUp, isUrgent, secondsLeft, timerAnnouncement } from './round-clock.ts';

const en = testT();

describe('the round clock', () => {
  const start = 1_000_000;

  it('counts down whole seconds from the start and stops at 0', () => {
    expect(secondsLeft(start, start, 60)).toBe(60);
    expect(secondsLeft(start, start + 999, 60)).toBe(60);
    expect(secondsLeft(start, start + 1000, 60)).toBe(59);
    expect(secondsLeft(start, start + 50_000, 60)).toBe(10);
    expect(secondsLeft(start, start + 60_000, 60)).toBe(0);
    expect(secondsLeft(start, start + 90_000, 60)).toBe(0);
    expect(secondsLeft(start, start - 5000, 60)).toBe(60);
  });

  it('is urgent at 10 seconds or less', () => {
    expect(isUrgent(11)).toBe(false);
    expect(isUrgent(10)).toBe(true);
    expect(isUrgent(0)).toBe(true);
  });

  it('is up when the whole round has passed', () => {
    expect(isTimeUp(start, start + 59_999, 60)).toBe(false);
    expect(isTimeUp(start, start + 60_000, 60)).toBe(true);
  });

  it('speaks only at 30, 10, 5 and 0 seconds', () => {
    expect(timerAnnouncement(en, 30, 60)).toBe('30 seconds left');
    expect(timerAnnouncement(en, 30, 30)).toBeNull();
    expect(timerAnnouncement(en, 10, 60)).toBe('10 seconds left');
    expect(timerAnnouncement(en, 5, 60)).toBe('5 seconds left');
    expect(timerAnnouncement(en, 0, 60)).toBe("Time's up!");
    expect(timerAnnouncement(en, 42, 60)).toBeNull();
  });
});
