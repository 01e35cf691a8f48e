import type { Game } from '#contract/games.ts';
import { GameImage } from '#web/components/game-image.tsx';
import { StarRating } from '#web/components/star-rating.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useT, useTextLang } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { ageLabel, gradeLabel } from '../catalog/game-filters.ts';

/** The top of a game's page: its picture, title, description and who it is for. */
export function GameHero({ game }: { game: Game }) {
  const textLang = useTextLang();
  const rating = Number(game.rating);
  const t = useT();
  return (
    <Card className="grid overflow-hidden md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <GameImage
        title={game.title}
        imageUrl={game.imageUrl}
        eager
        className="h-full max-h-72 md:max-h-none"
      />
      <div className="grid content-center gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap gap-2">
          <Badge variant="coral">{optionLabel(t, game.category)}</Badge>
          {game.isNew ? <Badge variant="sun">{t('games.library.new')}</Badge> : null}
          {game.isPopular ? <Badge variant="sky">{t('games.library.popular')}</Badge> : null}
        </div>
        <h1 className="text-3xl sm:text-4xl" lang={textLang(game.lang?.title)}>
          {game.title}
        </h1>
        <p className="text-lg text-muted-foreground" lang={textLang(game.lang?.description)}>
          {game.description}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-bold text-muted-foreground">
          <span>{gradeLabel(t, game.gradelevel)}</span>
          <span>{ageLabel(t, game.ageRange)}</span>
          {game.haslevels ? (
            <span>{t('games.library.levels', { count: game.rules.levels.length || game.totallevels })}</span>
          ) : null}
          {Number.isFinite(rating) ? (
            <span className="inline-flex items-center gap-1.5">
              <StarRating rating={rating} size="sm" /> {rating.toFixed(1)}
            </span>
          ) : null}
        </p>
      </div>
    </Card>
  );
}
