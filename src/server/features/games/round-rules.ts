// The server's side of a game's rules: refusing a round no real game could send, capping a
// day's points, and the progress, levels and badges an accepted round leaves. Pure functions of
// the rules as data (the contract's game-rules, which the web shares); only the server awards.
import {
  type BadgeRule,
  completesLevel,
  type Difficulty,
  type GameRules,
  highestUnlockedLevel,
  type Level,
  type RoundResult,
  scoreFor,
} from '#contract/game-rules.ts';

/** The skill level's weight of a round (docs/rules.md#rules-the-product-leaves-open). */
export const SKILL_WEIGHT: Record<Difficulty, number> = { easy: 0.5, medium: 0.75, hard: 1 };

/** More questions a second of `timeSpent` cannot come from a real game. */
export const MAX_QUESTIONS_PER_SECOND = 2;
/** Slack between the client's timer and the server clock, in seconds. */
export const PLAY_CLOCK_SLACK_SECONDS = 2;

/** What the daily cap leaves of `points` when `earnedToday` were earned already. */
export function applyDailyCap(
  points: number,
  earnedToday: number,
  cap: number,
): { pointsEarned: number; capped: boolean } {
  const left = Math.max(0, cap - earnedToday);
  return points > left ? { pointsEarned: left, capped: true } : { pointsEarned: points, capped: false };
}

/** Skill level 0-10 with one decimal: the first round sets it, later rounds move it 30% of the way. */
export function nextSkillLevel(
  previous: number | null,
  correctAnswers: number,
  totalQuestions: number,
  difficulty: Difficulty,
): number {
  const accuracy = totalQuestions > 0 ? correctAnswers / totalQuestions : 0;
  const latest = 10 * accuracy * SKILL_WEIGHT[difficulty];
  const next = previous === null ? latest : 0.7 * previous + 0.3 * latest;
  return Math.round(Math.min(10, Math.max(0, next)) * 10) / 10;
}

export interface RoundClaim {
  score: number;
  timeSpent: number;
  correctAnswers: number;
  totalQuestions: number;
  difficulty?: Difficulty | undefined;
  level?: number | undefined;
}

export type RoundCheck =
  | { ok: true; difficulty: Difficulty; level: Level | null }
  | { ok: false; message: string; path?: string };

/**
 * Checks a finished round against the game's rules (docs/rules.md#rules-the-product-leaves-open): what cannot come from a
 * real game is refused. `secondsSinceStart` is the play's age on the server clock.
 */
export function checkRound(
  rules: GameRules,
  claim: RoundClaim,
  secondsSinceStart: number,
  completedLevels: readonly number[],
): RoundCheck {
  if (claim.correctAnswers > claim.totalQuestions)
    return {
      ok: false,
      path: 'correctAnswers',
      message: 'There cannot be more correct answers than questions.',
    };
  if (claim.timeSpent > secondsSinceStart + PLAY_CLOCK_SLACK_SECONDS)
    return { ok: false, path: 'timeSpent', message: 'This round took less time than it says it did.' };
  if (claim.totalQuestions > MAX_QUESTIONS_PER_SECOND * claim.timeSpent)
    return {
      ok: false,
      path: 'totalQuestions',
      message: 'That is more questions than anyone can answer in that time.',
    };
  if (claim.timeSpent > rules.maxSeconds)
    return {
      ok: false,
      path: 'timeSpent',
      message: `A round of this game lasts at most ${rules.maxSeconds} seconds.`,
    };
  if (claim.totalQuestions > rules.maxQuestions)
    return {
      ok: false,
      path: 'totalQuestions',
      message: `A round of this game has at most ${rules.maxQuestions} questions.`,
    };

  let level: Level | null = null;
  if (rules.levels.length > 0) {
    if (claim.level === undefined)
      return { ok: false, path: 'level', message: 'Please say which level was played.' };
    level = rules.levels[claim.level - 1] ?? null;
    if (!level) return { ok: false, path: 'level', message: 'This game has no such level.' };
    if (claim.level > highestUnlockedLevel(rules, completedLevels))
      return { ok: false, path: 'level', message: 'That level is still locked.' };
    if (claim.totalQuestions > level.questions)
      return { ok: false, path: 'totalQuestions', message: `This level has ${level.questions} questions.` };
    if (claim.difficulty !== undefined && claim.difficulty !== level.difficulty)
      return { ok: false, path: 'difficulty', message: 'That is not the difficulty of this level.' };
  } else if (claim.level !== undefined) {
    return { ok: false, path: 'level', message: 'This game has no levels.' };
  }

  const difficulty =
    level?.difficulty ?? claim.difficulty ?? (rules.difficultyRequired ? undefined : rules.defaultDifficulty);
  if (!difficulty)
    return { ok: false, path: 'difficulty', message: 'Please choose a difficulty: easy, medium or hard.' };
  if (claim.score !== scoreFor(rules, difficulty, claim.correctAnswers))
    return {
      ok: false,
      path: 'score',
      message: `The score must be ${rules.perCorrect[difficulty]} for each correct answer.`,
    };
  return { ok: true, difficulty, level };
}

export interface ProgressState {
  skillLevel: number;
  highScore: number;
  totalPlays: number;
  badges: string[];
  completedLevels: number[];
}

/** Whether a badge's rule holds for the round just played and the progress after it. */
export function badgeEarned(rule: BadgeRule, round: RoundResult, after: ProgressState): boolean {
  switch (rule.kind) {
    case 'first-round':
      return after.totalPlays >= 1;
    case 'score-at-least':
      return round.score >= rule.score;
    case 'correct-in-round':
      return round.correctAnswers >= rule.count && (!rule.difficulty || rule.difficulty === round.difficulty);
    case 'perfect-round':
      return round.totalQuestions >= rule.minQuestions && round.correctAnswers === round.totalQuestions;
    case 'plays-at-least':
      return after.totalPlays >= rule.plays;
    case 'levels-completed':
      return after.completedLevels.length >= rule.count;
    case 'skill-at-least':
      return after.skillLevel >= rule.skill;
  }
}

export interface ProgressUpdate {
  progress: ProgressState;
  newBadges: string[];
  newCompletedLevels: number[];
  personalBest: boolean;
}

/** The progress after an accepted round (docs/rules.md#rules-the-product-leaves-open), with what is new to celebrate. */
export function applyRound(
  rules: GameRules,
  before: ProgressState | null,
  round: RoundResult,
): ProgressUpdate {
  const completed = [...(before?.completedLevels ?? [])];
  const newCompletedLevels: number[] = [];
  if (round.level !== null && completesLevel(rules, round) && !completed.includes(round.level)) {
    completed.push(round.level);
    newCompletedLevels.push(round.level);
  }
  completed.sort((a, b) => a - b);
  const progress: ProgressState = {
    skillLevel: nextSkillLevel(
      before ? before.skillLevel : null,
      round.correctAnswers,
      round.totalQuestions,
      round.difficulty,
    ),
    highScore: Math.max(before?.highScore ?? 0, round.score),
    totalPlays: (before?.totalPlays ?? 0) + 1,
    badges: [...(before?.badges ?? [])],
    completedLevels: completed,
  };
  const newBadges: string[] = [];
  for (const badge of rules.badges) {
    if (progress.badges.includes(badge.name)) continue;
    if (badgeEarned(badge.rule, round, progress)) {
      progress.badges.push(badge.name);
      newBadges.push(badge.name);
    }
  }
  const personalBest = round.score > 0 && round.score > (before?.highScore ?? 0);
  return { progress, newBadges, newCompletedLevels, personalBest };
}
