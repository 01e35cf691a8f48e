import { Gamepad2, Target, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { ACHIEVEMENT_WORDS } from '#contract/achievements.ts';
import type { Achievement } from '#contract/games.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { useAchievements } from '../api/get-achievements.ts';
import { achievementsView, firstAchievementText, RECENT_ACHIEVEMENTS } from '../views/progress-view.ts';

const SKELETONS = Array.from({ length: RECENT_ACHIEVEMENTS }, (_, i) => `s${i}`);
const GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

function Unlocked({ achievement: a }: { achievement: Achievement }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const t = useT();
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-sun bg-sun-soft p-4">
      <span className="rounded-full bg-sun p-2.5 text-sun-foreground">
        <Trophy aria-hidden className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-extrabold">{t(ACHIEVEMENT_WORDS[a.id].name)}</p>
        <p className="text-sm text-muted-foreground">{t(ACHIEVEMENT_WORDS[a.id].description)}</p>
        <p className="text-sm font-bold text-sun-foreground">
          {a.unlockedAt
            ? t('progress.unlockedOn', { date: formatDate(a.unlockedAt, timeZone, locale) })
            : t('progress.unlocked')}
        </p>
      </div>
    </li>
  );
}

function Goal({ achievement: a }: { achievement: Achievement }) {
  const percent = a.target > 0 ? Math.round((a.current / a.target) * 100) : 0;
  const t = useT();
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-dashed bg-muted/40 p-4">
      <span className="rounded-full bg-card p-2.5 text-muted-foreground">
        <Target aria-hidden className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-extrabold">{t(ACHIEVEMENT_WORDS[a.id].name)}</p>
        <p className="text-sm text-muted-foreground">{t(ACHIEVEMENT_WORDS[a.id].description)}</p>
        {a.target > 1 ? (
          <div className="grid gap-1">
            <div
              role="progressbar"
              aria-label={t('progress.goalLabel', { name: t(ACHIEVEMENT_WORDS[a.id].name) })}
              aria-valuemin={0}
              aria-valuemax={a.target}
              aria-valuenow={a.current}
              className="h-2 overflow-hidden rounded-full bg-input/50"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
            <span className="text-sm font-bold text-muted-foreground tabular-nums">
              {t('progress.nOfM', { n: a.current, m: a.target })}
            </span>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function AchievementLists({ list }: { list: Achievement[] }) {
  const { recent, next } = achievementsView(list);
  const t = useT();
  return (
    <div className="grid gap-6">
      {recent.length > 0 ? (
        <ul className={GRID} aria-label={t('progress.recentTitle')}>
          {recent.map((a) => (
            <Unlocked key={a.id} achievement={a} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Trophy}
          title={t('progress.noAchievements')}
          description={firstAchievementText(next[0], t)}
          className="py-8"
          action={
            <Button asChild>
              <Link href="/games">
                <Gamepad2 aria-hidden /> {t('progress.playGame')}
              </Link>
            </Button>
          }
        />
      )}
      {next.length > 0 ? (
        <section aria-labelledby="next-to-earn" className="grid gap-3">
          <h3 id="next-to-earn" className="text-lg font-extrabold">
            {t('progress.nextToEarn')}
          </h3>
          <ul className={GRID} aria-label={t('progress.nextToEarn')}>
            {next.map((a) => (
              <Goal key={a.id} achievement={a} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * Every achievement of docs/product.md#constants-and-limits for the signed-in user (the dashboard's Achievements tab):
 * the unlocked ones, then the rest with their progress. The same list and rules as above.
 */
export function AllAchievements({ userId }: { userId: number }) {
  const achievements = useAchievements(userId);
  const t = useT();
  if (achievements.data === undefined) {
    return achievements.isError ? (
      <ErrorState query={achievements} title={t('progress.achievementsError')} />
    ) : (
      <div className={GRID} aria-busy="true">
        {SKELETONS.map((k) => (
          <Skeleton key={k} className="h-28" />
        ))}
      </div>
    );
  }
  const unlocked = achievements.data.filter((a) => a.unlocked);
  const locked = achievements.data.filter((a) => !a.unlocked);
  return (
    <div className="grid gap-6">
      <p className="font-bold">
        {t('progress.unlockedCount', { n: unlocked.length, m: achievements.data.length })}
      </p>
      {unlocked.length > 0 ? (
        <ul className={GRID} aria-label={t('progress.unlockedLabel')}>
          {unlocked.map((a) => (
            <Unlocked key={a.id} achievement={a} />
          ))}
        </ul>
      ) : null}
      <ul className={GRID} aria-label={t('progress.stillToEarn')}>
        {locked.map((a) => (
          <Goal key={a.id} achievement={a} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The signed-in user's newest achievements (the rules of docs/product.md#constants-and-limits, decided on the server from
 * real history), and the closest ones still to earn.
 */
export function RecentAchievements({ userId }: { userId: number }) {
  const achievements = useAchievements(userId);
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('progress.recentTitle')}</CardTitle>
        <CardDescription>{t('progress.recentLead')}</CardDescription>
      </CardHeader>
      <CardContent>
        {achievements.isPending ? (
          <div className={GRID} aria-busy="true">
            {SKELETONS.map((k) => (
              <Skeleton key={k} className="h-28" />
            ))}
          </div>
        ) : achievements.isError ? (
          <ErrorState compact query={achievements} title={t('progress.achievementsError')} />
        ) : (
          <AchievementLists list={achievements.data} />
        )}
      </CardContent>
    </Card>
  );
}
