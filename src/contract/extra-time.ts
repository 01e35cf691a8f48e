// Extra time in timed games, a parent's setting (docs/rules.md#parents-in-the-loop), without any
// schema code (as game-rules.ts is for the games): every game page applies it to its round, and
// importing it from parent-controls.ts put zod and its schemas on the first load of each one.

export const EXTRA_TIME_FACTORS = [1, 1.5, 2] as const;
export type ExtraTime = (typeof EXTRA_TIME_FACTORS)[number];

/**
 * A timed round's rules for a child with extra time: the round's clock, and the server's bound
 * on its length, stretch by the factor (1.5 or 2); the questions and the scoring stay the same.
 */
export function withExtraTime<Rules extends { maxSeconds: number }>(
  rules: Rules,
  extraTime: ExtraTime,
): Rules {
  return extraTime === 1 ? rules : { ...rules, maxSeconds: Math.round(rules.maxSeconds * extraTime) };
}

/**
 * The game as the child with extra time plays it: a timed round's clock runs `extraTime` times
 * longer on screen, as the server's bound on its length does (withExtraTime). Untimed rounds are
 * as they were.
 */
export function withExtraRoundTime<Game extends { rules: { roundSeconds: number | null } }>(
  game: Game,
  extraTime: ExtraTime,
): Game {
  const { roundSeconds } = game.rules;
  if (extraTime === 1 || roundSeconds === null) return game;
  return { ...game, rules: { ...game.rules, roundSeconds: Math.round(roundSeconds * extraTime) } };
}
