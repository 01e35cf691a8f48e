import { describe, expect, it } from 'vitest';
import { scoreboardBadge } from './scoreboard-badge.ts';

describe('the scoreboard difficulty badge', () => {
  it('shows the stored difficulty', () => {
    expect(scoreboardBadge('hard', 15)).toEqual({ difficulty: 'hard', label: 'Hard' });
    expect(scoreboardBadge('easy', 200)).toEqual({ difficulty: 'easy', label: 'Easy' });
  });

  it('infers it from the score when none is stored: up to 50 Easy, up to 100 Medium, above Hard', () => {
    expect(scoreboardBadge(null, 0).label).toBe('Easy');
    expect(scoreboardBadge(null, 50).label).toBe('Easy');
    expect(scoreboardBadge(null, 51).label).toBe('Medium');
    expect(scoreboardBadge(undefined, 100).label).toBe('Medium');
    expect(scoreboardBadge(null, 101).label).toBe('Hard');
  });
});
