import { describe, expect, it } from 'vitest';
import { startOfUtcDay } from '#contract/game-rules.ts';
import { pointsDayStartsAt } from './points-day.ts';

describe('pointsDayStartsAt', () => {
  const june = new Date('2026-06-15T14:00:00.000Z');

  it('says when the daily limit starts again on the reader’s own clock', () => {
    expect(pointsDayStartsAt(june, 'America/New_York')).toBe('8:00 PM');
    expect(pointsDayStartsAt(june, 'Europe/Berlin')).toBe('2:00 AM');
    expect(pointsDayStartsAt(june, 'Asia/Kolkata')).toBe('5:30 AM');
    expect(pointsDayStartsAt(june, 'UTC')).toBe('midnight');
  });

  it('follows summer time: the same zone reads another hour in winter', () => {
    expect(pointsDayStartsAt(new Date('2026-01-15T14:00:00.000Z'), 'America/New_York')).toBe('7:00 PM');
  });

  it('is the start of the next day the server counts', () => {
    const next = new Date(startOfUtcDay(june).getTime() + 24 * 60 * 60 * 1000);
    const onTheClock = next.toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Tokyo',
    });
    expect(pointsDayStartsAt(june, 'Asia/Tokyo')).toBe(onTheClock);
  });
});
