// docs/rules.md#play: a minute of steady, accurate play earns about the same in every seeded game
// (within a factor of 2 of the Math Quick Challenge at the same difficulty).

import { describe, expect, it } from 'vitest';
import { demoGames } from '#contract/demo-content.ts';
import { DIFFICULTIES, pointsPerMinute } from '#contract/game-rules.ts';

describe('points per minute across the seeded games (docs/rules.md#play)', () => {
  const math = demoGames.find((g) => g.title === 'Math Quick Challenge')!;

  it.each(demoGames.map((g) => [g.title, g] as const))(
    '%s earns within a factor of 2 of the Math Quick Challenge at each difficulty',
    (_title, game) => {
      for (const difficulty of DIFFICULTIES) {
        const scale = pointsPerMinute(math.rules, math.skillType, difficulty);
        const rate = pointsPerMinute(game.rules, game.skillType, difficulty);
        expect(rate, `${difficulty}: ${rate} points a minute against ${scale}`).toBeGreaterThanOrEqual(
          scale / 2,
        );
        expect(rate, `${difficulty}: ${rate} points a minute against ${scale}`).toBeLessThanOrEqual(
          scale * 2,
        );
      }
    },
  );

  it("keeps the spec's scale: 15 sums a minute at 5, 10 or 15 each, times 1, 2 or 3", () => {
    expect(DIFFICULTIES.map((d) => pointsPerMinute(math.rules, math.skillType, d))).toEqual([75, 300, 675]);
  });
});
