import { Gamepad2, Layers, SearchX, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { GAME_CATEGORIES, GRADE_OPTIONS } from '#contract/options.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { NativeSelect } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { useGames } from '../api/get-games.ts';
import {
  filterGames,
  type GameFilters,
  type GameView,
  hasGameFilters,
  VIEW_EMPTY_TEXT,
} from '../catalog/game-filters.ts';
import { GameCard, GameCardSkeleton } from './game-card.tsx';

export interface GameLibraryProps {
  filters: GameFilters;
  /** `replace` for each keystroke of the search, so back does not walk through every letter. */
  onChange: (filters: GameFilters, options?: { replace?: boolean }) => void;
}

const VIEWS: { value: GameView; label: MessageKey; icon: typeof Gamepad2 }[] = [
  { value: 'all', label: 'games.library.viewAll', icon: Gamepad2 },
  { value: 'levels', label: 'games.library.viewLevels', icon: Layers },
  { value: 'new', label: 'games.library.viewNew', icon: Sparkles },
];

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The search box and two dropdowns; the search is kept locally while typing and mirrored in the address. */
function FilterBar({ filters, onChange }: GameLibraryProps) {
  const id = useId();
  const t = useT();
  const [text, setText] = useState(filters.q ?? '');
  const [synced, setSynced] = useState(filters.q ?? '');
  // The address changed without typing (back, a tile, Clear filters): show its search.
  if ((filters.q ?? '') !== synced) {
    setSynced(filters.q ?? '');
    setText(filters.q ?? '');
  }
  return (
    <Card className="p-4 sm:p-5">
      <search aria-label={t('games.library.find')}>
        <form
          onSubmit={(e) => e.preventDefault()}
          className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end"
        >
          <SearchField
            label={t('games.library.search')}
            placeholder={t('games.library.searchPlaceholder')}
            value={text}
            maxLength={60}
            onChange={(e) => {
              setText(e.target.value);
              setSynced(e.target.value.trim());
              onChange({ ...filters, q: e.target.value.trim() || undefined }, { replace: true });
            }}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-category`}>{t('games.library.category')}</Label>
            <NativeSelect
              id={`${id}-category`}
              value={filters.category ?? ''}
              onChange={(e) => onChange({ ...filters, category: e.target.value || undefined })}
            >
              <option value="">{t('games.library.allCategories')}</option>
              {GAME_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {optionLabel(t, c)}
                </option>
              ))}
              {filters.category && !GAME_CATEGORIES.some((c) => c === filters.category) ? (
                <option value={filters.category}>{filters.category}</option>
              ) : null}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-grade`}>{t('games.library.grade')}</Label>
            <NativeSelect
              id={`${id}-grade`}
              value={filters.grade ?? ''}
              onChange={(e) => onChange({ ...filters, grade: e.target.value || undefined })}
            >
              {GRADE_OPTIONS.map((g, i) => (
                <option key={g} value={i === 0 ? '' : g}>
                  {optionLabel(t, g)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </form>
      </search>
    </Card>
  );
}

function GameGrid({ filters, onChange }: GameLibraryProps) {
  const games = useGames();
  const t = useT();
  if (games.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only" role="status">
          {t('games.library.loading')}
        </span>
        {SKELETONS.map((key) => (
          <GameCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (games.isError) {
    return <ErrorState query={games} title={t('games.library.loadError')} />;
  }
  const shown = filterGames(games.data, filters);
  if (shown.length === 0) {
    const filtered = hasGameFilters(filters);
    return (
      <EmptyState
        icon={SearchX}
        title={t(VIEW_EMPTY_TEXT[filters.view])}
        description={filtered ? t('games.library.emptyFiltered') : t('games.library.emptySoon')}
        action={
          filtered ? (
            <Button variant="outline" onClick={() => onChange({ view: filters.view })}>
              {t('tutors.empty.clear')}
            </Button>
          ) : filters.view !== 'all' ? (
            <Button variant="outline" onClick={() => onChange({ view: 'all' })}>
              {t('games.library.seeAll')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <p className="sr-only" role="status">
        {t('games.library.count', { count: shown.length })}
      </p>
      <ul className={GRID} aria-label={t('nav.games')}>
        {shown.map((game) => (
          <li key={game.id} className="grid">
            <GameCard game={game} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The Game Library: search, category and grade, the three sub-tabs, and the games. */
export function GameLibrary({ filters, onChange }: GameLibraryProps) {
  const t = useT();
  return (
    <div className="grid gap-5">
      <FilterBar filters={filters} onChange={onChange} />
      <Tabs
        value={filters.view}
        onValueChange={(value) =>
          onChange({ ...filters, view: VIEWS.find((v) => v.value === value)?.value ?? 'all' })
        }
      >
        <TabsList
          aria-label={t('games.library.which')}
          className="grid w-full grid-cols-3 rounded-2xl sm:inline-flex sm:w-auto sm:rounded-full"
        >
          {VIEWS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="rounded-xl px-2 text-center leading-tight sm:rounded-full sm:px-4"
            >
              <Icon aria-hidden className="hidden sm:block" /> {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {VIEWS.map(({ value }) => (
          <TabsContent key={value} value={value}>
            <GameGrid filters={filters} onChange={onChange} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
