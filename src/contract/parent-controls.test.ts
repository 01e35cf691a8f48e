// Extra time (docs/rules.md#parents-in-the-loop): the same factor stretches the server's bound on a round's length
// and the clock the child sees; untimed rounds do not change.
import { describe, expect, it } from 'vitest';
import { withExtraRoundTime, withExtraTime } from './parent-controls.ts';

describe('extra time', () => {
  const timed = { id: 1, rules: { roundSeconds: 60, levels: [] } };
  const untimed = { id: 2, rules: { roundSeconds: null, levels: [] } };

  it("stretches a timed round's clock by the factor, and leaves the game itself alone", () => {
    expect(withExtraRoundTime(timed, 1.5).rules.roundSeconds).toBe(90);
    expect(withExtraRoundTime(timed, 2).rules).toEqual({ roundSeconds: 120, levels: [] });
    expect(timed.rules.roundSeconds).toBe(60);
  });

  it('is the same game without extra time, and for an untimed round', () => {
    expect(withExtraRoundTime(timed, 1)).toBe(timed);
    expect(withExtraRoundTime(untimed, 2)).toBe(untimed);
  });

  it("stretches the server's bound by the same factor", () => {
    expect(withExtraTime({ maxSeconds: 70 }, 2).maxSeconds).toBe(140);
    expect(withExtraTime({ maxSeconds: 70 }, 1).maxSeconds).toBe(70);
  });
});
