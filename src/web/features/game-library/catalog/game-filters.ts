// The Game Library's filters live in the address (?tab=&q=&category=&grade=&view=), so a filtered
// library can be shared, reloaded and walked with back and forward. Pure: tested on its own.
import { gradeBand } from '#contract/game-rules.ts';
import type { Game } from '#contract/games.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { type GAME_CATEGORIES, GRADE_OPTIONS } from '#contract/options.ts';
import type { Translate } from '#web/lib/i18n.tsx';

export type GamesTab = 'library' | 'progress';
/** The Game Library's sub-tabs: All Games, Games with Levels, New Games. */
export type GameView = 'all' | 'levels' | 'new';

export interface GameFilters {
  q?: string;
  category?: string;
  grade?: string;
  view: GameView;
}

/** The four tiles of the Games page and the category each one filters by. */
export const CATEGORY_TILES = [
  { label: 'games.tiles.math', audience: 'games.tiles.gradesKTo6', category: 'Math Games' },
  { label: 'games.tiles.reading', audience: 'games.tiles.allAges', category: 'Reading Fun' },
  { label: 'games.tiles.science', audience: 'games.tiles.grades1To8', category: 'Science Zone' },
  { label: 'games.tiles.thinking', audience: 'games.tiles.allAges', category: 'Critical Thinking' },
] as const satisfies readonly {
  label: MessageKey;
  audience: MessageKey;
  category: (typeof GAME_CATEGORIES)[number];
}[];

export const ALL_CATEGORIES = 'All Categories';

export const VIEW_EMPTY_TEXT: Record<GameView, MessageKey> = {
  all: 'games.library.emptyAll',
  levels: 'games.library.emptyLevels',
  new: 'games.library.emptyNew',
};

const VIEWS: readonly GameView[] = ['all', 'levels', 'new'];

export function readGamesTab(params: URLSearchParams): GamesTab {
  return params.get('tab') === 'progress' ? 'progress' : 'library';
}

/** The filters an address names; empty values and the "All ..." options mean no filter. */
export function readGameFilters(params: URLSearchParams): GameFilters {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const view = params.get('view');
  const category = text('category');
  const grade = text('grade');
  return {
    ...(text('q') ? { q: text('q') } : {}),
    ...(category && category !== ALL_CATEGORIES ? { category } : {}),
    ...(grade && grade !== GRADE_OPTIONS[0] ? { grade } : {}),
    view: VIEWS.includes(view as GameView) ? (view as GameView) : 'all',
  };
}

export function hasGameFilters(filters: GameFilters): boolean {
  return !!(filters.q || filters.category || filters.grade);
}

/**
 * The address's query with this tab and these filters (a stable order; the defaults left out),
 * keeping any other parameter.
 */
export function withGamesParams(search: string, tab: GamesTab, filters: GameFilters): string {
  const params = new URLSearchParams(search);
  for (const key of ['tab', 'q', 'category', 'grade', 'view']) params.delete(key);
  const next = new URLSearchParams();
  if (tab === 'progress') next.set('tab', 'progress');
  if (filters.q?.trim()) next.set('q', filters.q.trim());
  if (filters.category) next.set('category', filters.category);
  if (filters.grade) next.set('grade', filters.grade);
  if (filters.view !== 'all') next.set('view', filters.view);
  for (const [key, value] of params) next.append(key, value);
  const qs = next.toString();
  return qs ? `?${qs}` : '';
}

/** The grades each grade option covers (0 is kindergarten). */
const GRADE_OPTION_BANDS: Record<string, { low: number; high: number }> = {
  'Pre-K to K': { low: 0, high: 0 },
  'Grades 1-3': { low: 1, high: 3 },
  'Grades 4-6': { low: 4, high: 6 },
  'Grades 7-8': { low: 7, high: 8 },
  'High School': { low: 9, high: 12 },
};

/** A game fits a grade option when their grades overlap; a game without a grade fits every grade. */
export function gradeMatches(gradelevel: string | null, option: string | undefined): boolean {
  if (!option) return true;
  if (!gradelevel) return true;
  const wanted = GRADE_OPTION_BANDS[option];
  if (!wanted) return gradelevel.toLowerCase() === option.toLowerCase();
  const band = gradeBand(gradelevel);
  return band.low <= wanted.high && wanted.low <= band.high;
}

function matchesText(game: Game, q: string | undefined): boolean {
  if (!q) return true;
  const needle = q.trim().toLowerCase();
  return [game.title, game.description, game.category].some((field) => field.toLowerCase().includes(needle));
}

export function filterGames(games: readonly Game[], filters: GameFilters): Game[] {
  return games.filter(
    (game) =>
      matchesText(game, filters.q) &&
      (!filters.category || game.category.toLowerCase() === filters.category.toLowerCase()) &&
      gradeMatches(game.gradelevel, filters.grade) &&
      (filters.view !== 'levels' || game.haslevels) &&
      (filters.view !== 'new' || game.isNew),
  );
}

/** How a game's grade reads on its card, in the reader's language ("Grades 1-5", "K-2"). */
export function gradeLabel(t: Translate, gradelevel: string | null): string {
  if (gradelevel === null) return t('games.library.allGrades');
  const range = /^(?:Grades )?(K|\d+)-(\d+)$/.exec(gradelevel);
  if (!range) return gradelevel;
  const [, low = '', high = ''] = range;
  return low === 'K'
    ? t('games.library.gradesFromK', { high })
    : t('games.library.gradeRange', { low, high });
}

/** A game's ages in the reader's language ("Ages 6-11"); other words as they are. */
export function ageLabel(t: Translate, ageRange: string): string {
  const range = /^Ages (\d+)-(\d+)$/.exec(ageRange);
  return range ? t('games.library.ages', { low: range[1] ?? '', high: range[2] ?? '' }) : ageRange;
}
