import { GraduationCap, Layers, Play, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { Game } from '#contract/games.ts';
import { GameImage } from '#web/components/game-image.tsx';
import { StarRating } from '#web/components/star-rating.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT, useTextLang } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { ageLabel, gradeLabel } from '../catalog/game-filters.ts';

/** One game in the library: picture, title, description, who it is for, rating, and Play Now. */
export function GameCard({ game }: { game: Game }) {
  const textLang = useTextLang();
  const rating = Number(game.rating);
  const t = useT();
  const levels = game.rules.levels.length || game.totallevels;
  return (
    // Laid out when near the screen only: a phone's first screen shows one or two of the cards.
    <Card className="drawn-near-screen flex flex-col overflow-hidden">
      <div className="relative">
        <GameImage title={game.title} imageUrl={game.imageUrl} />
        <div className="absolute top-3 start-3 flex gap-1.5">
          {game.isNew ? <Badge variant="sun">{t('games.library.new')}</Badge> : null}
          {game.isPopular ? <Badge variant="sky">{t('games.library.popular')}</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1.5">
          <Badge variant="coral" className="w-fit">
            {optionLabel(t, game.category)}
          </Badge>
          <h2 className="text-xl font-extrabold" lang={textLang(game.lang?.title)}>
            {game.title}
          </h2>
          <p className="text-muted-foreground" lang={textLang(game.lang?.description)}>
            {game.description}
          </p>
        </div>
        <ul className="mt-auto grid gap-1 text-sm font-bold text-muted-foreground">
          <li className="flex items-center gap-2">
            <GraduationCap aria-hidden className="size-4" /> {gradeLabel(t, game.gradelevel)}
          </li>
          <li className="flex items-center gap-2">
            <Users aria-hidden className="size-4" /> {ageLabel(t, game.ageRange)}
          </li>
          {game.haslevels ? (
            <li className="flex items-center gap-2">
              <Layers aria-hidden className="size-4" /> {t('games.library.levels', { count: levels })}
            </li>
          ) : null}
        </ul>
        <div className="flex items-center justify-between gap-3 border-t pt-3">
          <span className="inline-flex items-center gap-1.5 text-sm font-bold">
            <StarRating rating={Number.isFinite(rating) ? rating : 0} size="sm" />
            {Number.isFinite(rating) ? rating.toFixed(1) : null}
          </span>
          <Button asChild size="sm">
            <Link href={`/games/${game.id}`} aria-label={t('games.library.playNowOf', { title: game.title })}>
              <Play aria-hidden /> {t('games.library.playNow')}
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function GameCardSkeleton() {
  return (
    <Card className="flex flex-col overflow-hidden">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="grid gap-3 p-5">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-12" />
        <Skeleton className="h-14" />
        <div className="flex justify-between border-t pt-3">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-9 w-28 rounded-full" />
        </div>
      </div>
    </Card>
  );
}
