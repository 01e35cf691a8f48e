// The achievements of docs/product.md#constants-and-limits ("Math Whiz", "First Purchase", "Point Master"...), decided
// from the user's real history: the pure rule functions the server answers with and the web
// shows. No Node, DOM, React or Drizzle imports.
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { ARTICLE_CATEGORIES } from './options.ts';

export const ACHIEVEMENT_IDS = [
  'math-whiz',
  'perfect-score',
  'game-explorer',
  'eager-learner',
  'article-enthusiast',
  'knowledge-explorer',
  'first-purchase',
  'collector',
  'big-spender',
  'point-starter',
  'point-builder',
  'point-master',
] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

/**
 * Each achievement's name and description in the catalogs, by its id: what a reader sees, in
 * their language (docs/architecture.md#languages). The English `name` and `description` of
 * AchievementState stay the API's data.
 */
export const ACHIEVEMENT_WORDS: Record<AchievementId, { name: MessageKey; description: MessageKey }> = {
  'math-whiz': { name: 'achievements.mathWhiz.name', description: 'achievements.mathWhiz.description' },
  'perfect-score': {
    name: 'achievements.perfectScore.name',
    description: 'achievements.perfectScore.description',
  },
  'game-explorer': {
    name: 'achievements.gameExplorer.name',
    description: 'achievements.gameExplorer.description',
  },
  'eager-learner': {
    name: 'achievements.eagerLearner.name',
    description: 'achievements.eagerLearner.description',
  },
  'article-enthusiast': {
    name: 'achievements.articleEnthusiast.name',
    description: 'achievements.articleEnthusiast.description',
  },
  'knowledge-explorer': {
    name: 'achievements.knowledgeExplorer.name',
    description: 'achievements.knowledgeExplorer.description',
  },
  'first-purchase': {
    name: 'achievements.firstPurchase.name',
    description: 'achievements.firstPurchase.description',
  },
  collector: { name: 'achievements.collector.name', description: 'achievements.collector.description' },
  'big-spender': { name: 'achievements.bigSpender.name', description: 'achievements.bigSpender.description' },
  'point-starter': {
    name: 'achievements.pointStarter.name',
    description: 'achievements.pointStarter.description',
  },
  'point-builder': {
    name: 'achievements.pointBuilder.name',
    description: 'achievements.pointBuilder.description',
  },
  'point-master': {
    name: 'achievements.pointMaster.name',
    description: 'achievements.pointMaster.description',
  },
};

/** What the achievements are decided from, gathered from the user's real history. */
export interface AchievementFacts {
  scoreCount: number;
  /** When the 6th score was saved (Math Whiz is "more than 5 game scores"). */
  sixthScoreAt: Date | null;
  bestScore: number;
  firstScoreOf100At: Date | null;
  distinctGames: number;
  thirdGameAt: Date | null;
  tutorSessions: number;
  firstTutorSessionAt: Date | null;
  /** Articles read (docs/rules.md#promises-kept) and when the 5th was. */
  articlesRead: number;
  fifthArticleReadAt: Date | null;
  /** Article categories with a read, and when the last of them got its first. */
  categoriesRead: number;
  allCategoriesReadAt: Date | null;
  purchases: number;
  firstPurchaseAt: Date | null;
  fifthPurchaseAt: Date | null;
  pointsUsed: number;
  pointsUsed1000At: Date | null;
  points: number;
  /** When the balance last rose to each threshold (null while below it). */
  pointsReachedAt: { 100: Date | null; 500: Date | null; 1000: Date | null };
}

/** The facts of someone who has done nothing yet: every achievement locked. */
export const NO_ACHIEVEMENT_FACTS: AchievementFacts = {
  scoreCount: 0,
  sixthScoreAt: null,
  bestScore: 0,
  firstScoreOf100At: null,
  distinctGames: 0,
  thirdGameAt: null,
  tutorSessions: 0,
  firstTutorSessionAt: null,
  articlesRead: 0,
  fifthArticleReadAt: null,
  categoriesRead: 0,
  allCategoriesReadAt: null,
  purchases: 0,
  firstPurchaseAt: null,
  fifthPurchaseAt: null,
  pointsUsed: 0,
  pointsUsed1000At: null,
  points: 0,
  pointsReachedAt: { 100: null, 500: null, 1000: null },
};

export interface AchievementState {
  id: AchievementId;
  name: string;
  description: string;
  unlocked: boolean;
  unlockedAt: Date | null;
  current: number;
  target: number;
}

/** The achievement unlock rules of docs/product.md#constants-and-limits, over real data. */
export function computeAchievements(f: AchievementFacts): AchievementState[] {
  const a = (
    id: AchievementId,
    name: string,
    description: string,
    current: number,
    target: number,
    unlocked: boolean,
    unlockedAt: Date | null,
  ): AchievementState => ({
    id,
    name,
    description,
    unlocked,
    unlockedAt: unlocked ? unlockedAt : null,
    current: Math.min(current, target),
    target,
  });
  return [
    a(
      'math-whiz',
      'Math Whiz',
      'Save more than 5 game scores.',
      f.scoreCount,
      6,
      f.scoreCount > 5,
      f.sixthScoreAt,
    ),
    a(
      'perfect-score',
      'Perfect Score',
      'Score 100 or more in a game.',
      f.bestScore,
      100,
      f.bestScore >= 100,
      f.firstScoreOf100At,
    ),
    a(
      'game-explorer',
      'Game Explorer',
      'Play at least 3 different games.',
      f.distinctGames,
      3,
      f.distinctGames >= 3,
      f.thirdGameAt,
    ),
    a(
      'eager-learner',
      'Eager Learner',
      'Book a tutor session.',
      f.tutorSessions,
      1,
      f.tutorSessions >= 1,
      f.firstTutorSessionAt,
    ),
    a(
      'article-enthusiast',
      'Article Enthusiast',
      'Read 5 articles in the Knowledge Center.',
      f.articlesRead,
      5,
      f.articlesRead >= 5,
      f.fifthArticleReadAt,
    ),
    a(
      'knowledge-explorer',
      'Knowledge Explorer',
      'Read an article in every category of the Knowledge Center.',
      f.categoriesRead,
      ARTICLE_CATEGORIES.length,
      f.categoriesRead >= ARTICLE_CATEGORIES.length,
      f.allCategoriesReadAt,
    ),
    a(
      'first-purchase',
      'First Purchase',
      'Buy your first prize.',
      f.purchases,
      1,
      f.purchases >= 1,
      f.firstPurchaseAt,
    ),
    a('collector', 'Collector', 'Buy 5 prizes.', f.purchases, 5, f.purchases >= 5, f.fifthPurchaseAt),
    a(
      'big-spender',
      'Big Spender',
      'Use 1000 points in the store.',
      f.pointsUsed,
      1000,
      f.pointsUsed >= 1000,
      f.pointsUsed1000At,
    ),
    a(
      'point-starter',
      'Point Starter',
      'Have 100 points.',
      f.points,
      100,
      f.points >= 100,
      f.pointsReachedAt[100],
    ),
    a(
      'point-builder',
      'Point Builder',
      'Have 500 points.',
      f.points,
      500,
      f.points >= 500,
      f.pointsReachedAt[500],
    ),
    a(
      'point-master',
      'Point Master',
      'Have 1000 points.',
      f.points,
      1000,
      f.points >= 1000,
      f.pointsReachedAt[1000],
    ),
  ];
}

/**
 * When a running balance last rose to `threshold` and stayed there, from ledger changes in
 * order; null when the balance is below it now.
 */
export function balanceReachedAt(
  changes: readonly { delta: number; at: Date }[],
  threshold: number,
): Date | null {
  let balance = 0;
  let reachedAt: Date | null = null;
  for (const change of changes) {
    const before = balance;
    balance += change.delta;
    if (before < threshold && balance >= threshold) reachedAt = change.at;
    if (balance < threshold) reachedAt = null;
  }
  return reachedAt;
}

/** What decides whether each achievement is unlocked, counted at one instant. */
export type AchievementCounts = Pick<
  AchievementFacts,
  | 'scoreCount'
  | 'bestScore'
  | 'distinctGames'
  | 'tutorSessions'
  | 'articlesRead'
  | 'categoriesRead'
  | 'purchases'
  | 'pointsUsed'
  | 'points'
>;

/**
 * The achievements unlocked at the later counts and not at the earlier ones (the weekly digest's
 * achievements of the week): compared by the same rules, so no unlock date is needed.
 */
export function achievementsReachedBetween(
  before: Partial<AchievementCounts>,
  after: Partial<AchievementCounts>,
): AchievementState[] {
  const unlocked = (counts: Partial<AchievementCounts>) =>
    computeAchievements({ ...NO_ACHIEVEMENT_FACTS, ...counts }).filter((a) => a.unlocked);
  const had = new Set(unlocked(before).map((a) => a.id));
  return unlocked(after).filter((a) => !had.has(a.id));
}

/** One feature's part of the counts, a while ago and now. */
export interface AchievementCountsBetween {
  before: Partial<AchievementCounts>;
  after: Partial<AchievementCounts>;
}
