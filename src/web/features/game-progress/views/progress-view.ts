// How progress, badges and achievements read on screen. Pure: tested on its own.

import { ACHIEVEMENT_WORDS } from '#contract/achievements.ts';
import type { Badge, BadgeRule, GameRules } from '#contract/game-rules.ts';
import type { Achievement, GameProgress } from '#contract/games.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { DIFFICULTY_KEYS } from '#web/components/difficulty-badge.tsx';
import type { Translate } from '#web/lib/i18n.tsx';

export type ProgressTab = 'all' | 'math' | 'reading';

export const PROGRESS_TABS: { value: ProgressTab; label: MessageKey }[] = [
  { value: 'all', label: 'progress.tab.all' },
  { value: 'math', label: 'progress.tab.math' },
  { value: 'reading', label: 'progress.tab.reading' },
];

export const PROGRESS_EMPTY_TEXT: Record<ProgressTab, MessageKey> = {
  all: 'progress.empty.all',
  math: 'progress.empty.math',
  reading: 'progress.empty.reading',
};

const TAB_WORD: Record<Exclude<ProgressTab, 'all'>, string> = { math: 'math', reading: 'reading' };

/** The games of a progress tab: Math and Reading by the game's category ("Math Games", "Reading Fun"). */
export function progressForTab(list: readonly GameProgress[], tab: ProgressTab): GameProgress[] {
  if (tab === 'all') return [...list];
  return list.filter((p) => p.game.category.toLowerCase().includes(TAB_WORD[tab]));
}

/** Skill level 0-10 as a bar: level × 10 percent (docs/product.md#constants-and-limits). */
export function skillBarPercent(level: number): number {
  return Math.min(100, Math.max(0, Math.round(level * 100) / 10));
}

export function formatSkill(level: number): string {
  return (Math.round(level * 10) / 10).toFixed(1);
}

export interface BadgeView {
  name: string;
  /** How to earn it, in words (the game's own rule). */
  how: string;
  earned: boolean;
}

/** How a badge is earned, in words (the rule the server applies). */
export function badgeRuleText(rule: BadgeRule, t: Translate): string {
  switch (rule.kind) {
    case 'first-round':
      return t('progress.rule.firstRound');
    case 'score-at-least':
      return t('progress.rule.score', { score: rule.score });
    case 'correct-in-round':
      return rule.difficulty
        ? t('progress.rule.correctAt', { count: rule.count, difficulty: t(DIFFICULTY_KEYS[rule.difficulty]) })
        : t('progress.rule.correct', { count: rule.count });
    case 'perfect-round':
      return t('progress.rule.perfect', { count: rule.minQuestions });
    case 'plays-at-least':
      return t('progress.rule.plays', { count: rule.plays });
    case 'levels-completed':
      return t('progress.rule.levels', { count: rule.count });
    case 'skill-at-least':
      return t('progress.rule.skill', { skill: rule.skill.toFixed(1) });
  }
}

/** The game's badges with how each is earned and whether the player has it. */
export function badgeViews(
  rules: GameRules,
  availableBadges: readonly string[],
  earned: readonly string[],
  t: Translate,
): BadgeView[] {
  const byName = new Map<string, Badge>(rules.badges.map((b) => [b.name, b]));
  const names = [...new Set([...rules.badges.map((b) => b.name), ...availableBadges])];
  return names.map((name) => {
    const badge = byName.get(name);
    return {
      name,
      how: badge ? badgeRuleText(badge.rule, t) : t('progress.rule.unknown'),
      earned: earned.includes(name),
    };
  });
}

/** Recent lists show 3 items (docs/product.md#constants-and-limits). */
export const RECENT_ACHIEVEMENTS = 3;

export interface AchievementsView {
  /** The newest unlocked achievements, newest first. */
  recent: Achievement[];
  /** Locked ones that can be earned now, closest to unlocking first. */
  next: Achievement[];
}

/**
 * My Progress's achievements: the user's newest unlocked ones, and the next ones to go for.
 * Those nothing can earn yet are never offered as a goal.
 */
export function achievementsView(list: readonly Achievement[]): AchievementsView {
  const ratio = (a: Achievement) => (a.target > 0 ? a.current / a.target : 0);
  const recent = list
    .filter((a) => a.unlocked)
    .sort((a, b) => (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? ''))
    .slice(0, RECENT_ACHIEVEMENTS);
  // A stable sort: equally close goals keep the spec's order (Math Whiz first).
  const next = list
    .filter((a) => !a.unlocked)
    .sort((a, b) => ratio(b) - ratio(a))
    .slice(0, RECENT_ACHIEVEMENTS);
  return { recent, next };
}

/** What the first achievement takes, for a child who has none yet. */
export function firstAchievementText(goal: Achievement | undefined, t: Translate): string {
  if (!goal) return t('progress.firstAny');
  const words = ACHIEVEMENT_WORDS[goal.id];
  return t('progress.firstGoal', { goal: t(words.description).replace(/\.$/, ''), name: t(words.name) });
}
