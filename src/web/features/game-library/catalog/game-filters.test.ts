import { describe, expect, it } from 'vitest';
import { mathChallengeRules } from '#contract/game-rules.ts';
import type { Game } from '#contract/games.ts';
import {
  filterGames,
  gradeMatches,
  hasGameFilters,
  readGameFilters,
  readGamesTab,
  withGamesParams,
} from './game-filters.ts';

function game(overrides: Partial<Game>): Game {
  return {
    id: 1,
    title: 'A game',
    description: 'A fun game',
    category: 'Math Games',
    gradelevel: 'Grades 1-3',
    imageUrl: null,
    rating: '4.5',
    ageRange: 'Ages 6-8',
    skillType: 'arithmetic',
    isNew: false,
    isPopular: false,
    haslevels: false,
    totallevels: 0,
    availablebadges: [],
    rules: mathChallengeRules(),
    ...overrides,
  };
}

const games = [
  game({ id: 1, title: 'Math Quick Challenge', gradelevel: 'Grades 1-5' }),
  game({ id: 2, title: 'Number Trail', gradelevel: 'K-2', isNew: true, haslevels: true, totallevels: 10 }),
  game({ id: 3, title: 'Spelling Bee Blocks', category: 'Reading Fun', haslevels: true }),
  game({ id: 4, title: 'Pattern Puzzles', category: 'Critical Thinking', gradelevel: null }),
  game({ id: 5, title: 'Robot Maze', category: 'Critical Thinking', gradelevel: 'Grades 4-6', isNew: true }),
];
const ids = (list: Game[]) => list.map((g) => g.id);

describe('the Game Library filters', () => {
  it('read the address, treating the "All" options and unknown views as no filter', () => {
    expect(readGameFilters(new URLSearchParams(''))).toEqual({ view: 'all' });
    expect(
      readGameFilters(new URLSearchParams('?q=%20robot%20&category=Reading+Fun&grade=Grades+4-6&view=new')),
    ).toEqual({
      q: 'robot',
      category: 'Reading Fun',
      grade: 'Grades 4-6',
      view: 'new',
    });
    expect(
      readGameFilters(new URLSearchParams('?category=All+Categories&grade=All+Grades&view=bogus')),
    ).toEqual({ view: 'all' });
    expect(readGamesTab(new URLSearchParams('?tab=progress'))).toBe('progress');
    expect(readGamesTab(new URLSearchParams('?tab=nope'))).toBe('library');
  });

  it('write the address in a stable order, leaving the defaults out and keeping other parameters', () => {
    expect(withGamesParams('', 'library', { view: 'all' })).toBe('');
    expect(
      withGamesParams('?x=1&q=old', 'progress', {
        q: ' maze ',
        category: 'Critical Thinking',
        view: 'levels',
      }),
    ).toBe('?tab=progress&q=maze&category=Critical+Thinking&view=levels&x=1');
    expect(hasGameFilters({ view: 'new' })).toBe(false);
    expect(hasGameFilters({ view: 'all', grade: 'Grades 1-3' })).toBe(true);
  });

  it('search the title, description and category, ignoring case', () => {
    expect(ids(filterGames(games, { q: 'ROBOT', view: 'all' }))).toEqual([5]);
    expect(ids(filterGames(games, { q: 'reading', view: 'all' }))).toEqual([3]);
    expect(ids(filterGames(games, { q: 'zzz', view: 'all' }))).toEqual([]);
  });

  it('filter by category and by the sub-tabs', () => {
    expect(ids(filterGames(games, { category: 'Critical Thinking', view: 'all' }))).toEqual([4, 5]);
    expect(ids(filterGames(games, { view: 'levels' }))).toEqual([2, 3]);
    expect(ids(filterGames(games, { view: 'new' }))).toEqual([2, 5]);
    expect(ids(filterGames(games, { category: 'Reading Fun', view: 'new' }))).toEqual([]);
  });

  it('match a grade option when the grades overlap; a game without a grade fits every grade', () => {
    expect(gradeMatches('K-2', 'Pre-K to K')).toBe(true);
    expect(gradeMatches('Grades 1-3', 'Pre-K to K')).toBe(false);
    expect(gradeMatches('Grades 3-5', 'Grades 4-6')).toBe(true);
    expect(gradeMatches('Grades 4-6', 'Grades 1-3')).toBe(false);
    expect(gradeMatches('Grades 4-6', 'High School')).toBe(false);
    expect(gradeMatches(null, 'High School')).toBe(true);
    expect(gradeMatches('Grades 1-3', undefined)).toBe(true);
    expect(ids(filterGames(games, { grade: 'Grades 4-6', view: 'all' }))).toEqual([1, 4, 5]);
  });
});
