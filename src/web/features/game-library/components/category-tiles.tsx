import { BookOpen, Calculator, FlaskConical, Puzzle } from 'lucide-react';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { CATEGORY_TILES } from '../catalog/game-filters.ts';

const STYLE: Record<string, { icon: typeof Calculator; tone: string }> = {
  'Math Games': { icon: Calculator, tone: 'bg-coral text-coral-foreground' },
  'Reading Fun': { icon: BookOpen, tone: 'bg-sky text-sky-foreground' },
  'Science Zone': { icon: FlaskConical, tone: 'bg-primary-soft text-primary' },
  'Critical Thinking': { icon: Puzzle, tone: 'bg-sun-soft text-sun-foreground' },
};

export interface CategoryTilesProps {
  /** The category the library is filtered by, if any. */
  current: string | undefined;
  onSelect: (category: string | undefined) => void;
}

/** Math, Reading, Science and Critical Thinking: each tile filters the library (pressed again, it clears). */
export function CategoryTiles({ current, onSelect }: CategoryTilesProps) {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('games.tiles.label')}>
      {CATEGORY_TILES.map((tile) => {
        const { icon: Icon, tone } = STYLE[tile.category] ?? { icon: Puzzle, tone: 'bg-muted' };
        const active = current?.toLowerCase() === tile.category.toLowerCase();
        return (
          <li key={tile.category}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(active ? undefined : tile.category)}
              className={cn(
                'flex h-full w-full items-center gap-3 rounded-[var(--radius-card)] border-2 bg-card p-3 text-start shadow-[var(--shadow-soft)] transition-colors duration-150 sm:p-4',
                active
                  ? 'border-primary ring-2 ring-primary/20'
                  : 'border-transparent hover:border-primary/50',
              )}
            >
              <span className={cn('shrink-0 rounded-2xl p-2.5 sm:p-3', tone)}>
                <Icon aria-hidden className="size-6" />
              </span>
              <span className="grid">
                <span className="leading-tight font-extrabold sm:text-lg">{t(tile.label)}</span>
                <span className="text-sm text-muted-foreground">{t(tile.audience)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
