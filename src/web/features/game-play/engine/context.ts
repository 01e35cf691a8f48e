// What a question generator knows about the round: how far along the game's levels (or how hard
// the chosen difficulty) it is, the grade band and the topics.
import type { Difficulty, GameRules } from '#contract/game-rules.ts';
import type { ArithmeticRules } from '#contract/game-rules-schema.ts';
import type { Translate } from '#web/lib/i18n.tsx';
import type { Banks } from './banks.ts';

export interface GenContext {
  /** 0 for the first level or Easy, 1 for the last level or Hard. */
  stage: number;
  difficulty: Difficulty;
  /** The grade band of the game: 0 is kindergarten. */
  grades: { low: number; high: number };
  topics: string[];
  /** An arithmetic game's chosen operations and numbers, when its rules name them. */
  arithmetic?: ArithmeticRules;
  /**
   * Whether the child has not seen this question lately (this round or recent rounds). Generators
   * drawing from a shipped list choose among these; the engine retries any other generator.
   */
  isFresh?: (key: string) => boolean;
  /** The word and science banks of the round's language. */
  banks: Banks;
  /** The words of the round's language (the page's catalog). */
  t: Translate;
}

const STAGE_OF: Record<Difficulty, number> = { easy: 0, medium: 0.5, hard: 1 };

/** The stage of a round: its level's place among the levels, or its difficulty. */
export function stageOf(rules: GameRules, level: number | null, difficulty: Difficulty): number {
  const count = rules.levels.length;
  if (level !== null && count > 1) return (level - 1) / (count - 1);
  if (level !== null) return 0;
  return STAGE_OF[difficulty];
}

/** A tier 1-3 from a stage, for banks whose entries are graded 1 (easiest) to 3. */
export function tierOf(stage: number): 1 | 2 | 3 {
  return stage < 0.34 ? 1 : stage < 0.67 ? 2 : 3;
}
