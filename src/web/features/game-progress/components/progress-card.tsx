import { Award, Gamepad2, Layers, Play, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { GameProgress } from '#contract/games.ts';
import { GameImage } from '#web/components/game-image.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { NativeSelect } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { useGameProgress } from '../api/get-game-progress.ts';
import { useGameProgressFor } from '../api/get-game-progress-for.ts';
import { useGameProgressStats } from '../api/get-game-progress-stats.ts';
import { formatSkill, PROGRESS_EMPTY_TEXT, PROGRESS_TABS, progressForTab } from '../views/progress-view.ts';
import { SkillBar } from './skill-bar.tsx';

function Tile({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof Award;
  label: string;
  value: string | number | null;
}) {
  return (
    <div className="grid gap-1 rounded-2xl bg-muted/70 p-4">
      <dt className="flex items-center gap-1.5 text-sm font-bold text-muted-foreground">
        <Icon aria-hidden className="size-4" /> {label}
      </dt>
      <dd className="text-3xl font-extrabold tabular-nums">
        {value === null ? <Skeleton className="h-9 w-14" /> : value}
      </dd>
    </div>
  );
}

function ProgressRow({ progress: p, onOpen }: { progress: GameProgress; onOpen: () => void }) {
  const t = useT();
  return (
    <li className="grid grid-cols-[3.5rem_1fr] items-center gap-3 rounded-2xl border p-3 sm:grid-cols-[4rem_1fr_auto]">
      <GameImage title={p.game.name} imageUrl={p.game.imageUrl} className="size-14 rounded-xl sm:size-16" />
      <div className="grid min-w-0 gap-1">
        <p className="truncate font-extrabold">{p.game.name}</p>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
          <span>
            {t('progress.skillLevel')}{' '}
            <span className="font-bold text-foreground">{formatSkill(p.skillLevel)}</span>
          </span>
          <span>
            {t('progress.highScore')} <span className="font-bold text-foreground">{p.highScore}</span>
          </span>
          <span>
            {t('progress.badges')} <span className="font-bold text-foreground">{p.badges.length}</span>
          </span>
        </p>
      </div>
      <Button variant="outline" size="sm" className="col-span-2 sm:col-span-1" onClick={onOpen}>
        {t('progress.seeDetails')}
        <span className="sr-only"> {t('progress.forGame', { name: p.game.name })}</span>
      </Button>
    </li>
  );
}

function Overall({
  userId,
  list,
  onOpen,
}: {
  userId: number;
  list: GameProgress[];
  onOpen: (id: number) => void;
}) {
  const stats = useGameProgressStats(userId);
  const t = useT();
  const s = stats.data;
  return (
    <div className="grid gap-5">
      {stats.isError ? (
        <ErrorState compact query={stats} title={t('progress.totalsError')} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Tile icon={Gamepad2} label={t('family.activity.gamesPlayed')} value={s ? s.gamesPlayed : null} />
          <Tile icon={Award} label={t('progress.badgesEarned')} value={s ? s.totalBadges : null} />
          <Tile icon={Layers} label={t('progress.levelsCompleted')} value={s ? s.levelsCompleted : null} />
          <Tile
            icon={TrendingUp}
            label={t('progress.avgSkill')}
            value={s ? formatSkill(s.averageSkillLevel) : null}
          />
        </dl>
      )}
      <Tabs defaultValue="all">
        <TabsList aria-label={t('progress.whichGames')}>
          {PROGRESS_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {t(tab.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {PROGRESS_TABS.map((tab) => {
          const rows = progressForTab(list, tab.value);
          return (
            <TabsContent key={tab.value} value={tab.value}>
              {rows.length === 0 ? (
                <div className="grid justify-items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center">
                  <p className="font-bold text-muted-foreground">{t(PROGRESS_EMPTY_TEXT[tab.value])}</p>
                  <Button asChild size="sm">
                    <Link href="/games">
                      <Play aria-hidden /> {t('progress.findGame')}
                    </Link>
                  </Button>
                </div>
              ) : (
                <ul className="grid gap-2">
                  {rows.map((p) => (
                    <ProgressRow key={p.id} progress={p} onOpen={() => onOpen(p.gameId)} />
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}

function PerGame({ userId, fallback }: { userId: number; fallback: GameProgress }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const one = useGameProgressFor(userId, fallback.gameId);
  const t = useT();
  const p = one.data ?? fallback;
  const { game } = p;
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-4">
        <GameImage title={game.name} imageUrl={game.imageUrl} className="size-16 rounded-2xl sm:size-20" />
        <div className="grid gap-1">
          <h3 className="text-2xl font-extrabold">{game.name}</h3>
          <p className="text-sm text-muted-foreground">
            {game.category} · {t('progress.lastPlayed', { date: formatDate(p.lastPlayed, timeZone, locale) })}
          </p>
        </div>
      </div>
      <SkillBar level={p.skillLevel} label={t('progress.skillOutOf10')} />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile icon={TrendingUp} label={t('progress.highScoreTitle')} value={p.highScore} />
        <Tile icon={Gamepad2} label={t('progress.timesPlayed')} value={p.totalPlays} />
        <Tile icon={Award} label={t('progress.badgesEarned')} value={p.badges.length} />
        <Tile
          icon={Layers}
          label={t('progress.completedLevelsTitle')}
          value={
            game.haslevels
              ? t('progress.nOfM', { n: p.completedLevels.length, m: game.totallevels })
              : p.completedLevels.length
          }
        />
      </dl>
      <div className="grid gap-2">
        <h4 className="font-extrabold">{t('progress.badges')}</h4>
        {p.badges.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('progress.noBadges')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {p.badges.map((b) => (
              <li key={b}>
                <Badge variant="sun" className="px-3 py-1 text-sm">
                  <Award aria-hidden /> {b}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      {game.haslevels ? (
        <div className="grid gap-2">
          <h4 className="font-extrabold">{t('progress.completedLevels')}</h4>
          {p.completedLevels.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('progress.noLevels')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {p.completedLevels.map((n) => (
                <li key={n}>
                  <Badge className="px-3 py-1 text-sm">{t('progress.level', { n })}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <Button asChild className="w-fit">
        <Link href={`/games/${p.gameId}`}>
          <Play aria-hidden /> {t('progress.play', { name: game.name })}
        </Link>
      </Button>
    </div>
  );
}

/** My Progress: the overall view (totals, and each game by tab) or one game's details. */
export function ProgressCard({ userId }: { userId: number }) {
  const id = useId();
  const list = useGameProgress(userId);
  const t = useT();
  const [selected, setSelected] = useState<number | null>(null);
  const chosen = selected !== null ? list.data?.find((p) => p.gameId === selected) : undefined;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <CardTitle>{t('progress.title')}</CardTitle>
        {list.data && list.data.length > 0 ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-game`}>{t('progress.showFor')}</Label>
            <NativeSelect
              id={`${id}-game`}
              className="min-w-56"
              value={chosen ? String(chosen.gameId) : ''}
              onChange={(e) => setSelected(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t('progress.allOverview')}</option>
              {list.data.map((p) => (
                <option key={p.gameId} value={p.gameId}>
                  {p.game.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : list.isError ? (
          <ErrorState compact query={list} title={t('progress.loadErrorRetry')} />
        ) : chosen ? (
          <div className="grid gap-4">
            <PerGame key={chosen.gameId} userId={userId} fallback={chosen} />
            <Button variant="ghost" className="w-fit" onClick={() => setSelected(null)}>
              {t('progress.backToAll')}
            </Button>
          </div>
        ) : (
          <Overall userId={userId} list={list.data} onOpen={setSelected} />
        )}
      </CardContent>
    </Card>
  );
}
