import { Award, Lock, Sprout } from 'lucide-react';
import { Link } from 'wouter';
import type { Game, GameProgress } from '#contract/games.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState, type Retryable } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMessagesAhead, useT } from '#web/lib/i18n.tsx';
import type { SessionState } from '#web/lib/session.ts';
import { cn } from '#web/lib/utils.ts';
import { badgeViews } from '../views/progress-view.ts';
import { SkillBar } from './skill-bar.tsx';

export interface GameProgressPanelProps {
  game: Game;
  /** Who is signed in: a guest is asked to log in; a session still loading waits, as progress does. */
  session: SessionState;
  progress: Retryable & {
    data: GameProgress | null | undefined;
    isPending: boolean;
    isError: boolean;
  };
  returnTo: string;
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-2xl bg-muted/70 p-3">
      <dt className="text-sm font-bold text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-extrabold tabular-nums">{value}</dd>
    </div>
  );
}

function YourProgress({ game, session, progress, returnTo }: GameProgressPanelProps) {
  const t = useT();
  // A guest's prompt, shown once the session is known: the page drawn while it loads carries it.
  useMessagesAhead(
    'store.cart.logIn',
    game.rules.levels.length > 0 ? 'progress.logInLevels' : 'progress.logInBadges',
  );
  if (session === 'guest') {
    return (
      <p className="text-muted-foreground">
        <Link
          href={`/auth?next=${encodeURIComponent(returnTo)}`}
          className="font-bold text-primary underline"
        >
          {t('store.cart.logIn')}
        </Link>{' '}
        {game.rules.levels.length > 0 ? t('progress.logInLevels') : t('progress.logInBadges')}
      </p>
    );
  }
  if (session === 'loading' || progress.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-10" />
        <div className="grid grid-cols-2 gap-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      </div>
    );
  }
  if (progress.isError) {
    return <ErrorState compact query={progress} title={t('progress.loadError')} />;
  }
  const p = progress.data;
  if (!p) {
    return (
      <p className="flex items-start gap-2 text-muted-foreground">
        <Sprout aria-hidden className="mt-1 size-4 shrink-0 text-primary" />
        {t('progress.notPlayed')}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <SkillBar level={p.skillLevel} />
      <dl className="grid grid-cols-2 gap-2">
        <Stat label={t('progress.yourBest')} value={p.highScore} />
        <Stat label={t('progress.timesPlayedLower')} value={p.totalPlays} />
        {game.rules.levels.length > 0 ? (
          <Stat
            label={t('progress.levelsCompletedLower')}
            value={t('progress.nOfM', { n: p.completedLevels.length, m: game.rules.levels.length })}
          />
        ) : null}
        <Stat
          label={t('progress.badges')}
          value={t('progress.nOfM', { n: p.badges.length, m: game.rules.badges.length })}
        />
      </dl>
    </div>
  );
}

/** The player's best and progress in this game, and its badges with how each is earned. */
export function GameProgressPanel(props: GameProgressPanelProps) {
  const earned = props.progress.data?.badges ?? [];
  const t = useT();
  const badges = badgeViews(props.game.rules, props.game.availablebadges, earned, t);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('progress.yours')}</CardTitle>
        </CardHeader>
        <CardContent>
          <YourProgress {...props} />
        </CardContent>
      </Card>
      {badges.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('progress.badgesToEarn')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              {badges.map((badge) => (
                <li
                  key={badge.name}
                  className={cn(
                    'flex items-start gap-3 rounded-2xl p-3',
                    badge.earned ? 'bg-sun-soft' : 'bg-muted/60',
                  )}
                >
                  <span
                    className={cn(
                      'rounded-full p-2',
                      badge.earned ? 'bg-sun text-sun-foreground' : 'bg-card text-muted-foreground',
                    )}
                  >
                    {badge.earned ? (
                      <Award aria-hidden className="size-5" />
                    ) : (
                      <Lock aria-hidden className="size-5" />
                    )}
                  </span>
                  <span className="grid">
                    <span className="font-extrabold">
                      {badge.name}
                      <span className="sr-only">
                        {' '}
                        {badge.earned ? t('progress.earnedMark') : t('progress.notEarnedMark')}
                      </span>
                    </span>
                    <span className="text-sm text-muted-foreground">{badge.how}</span>
                    {badge.earned ? (
                      <span className="text-sm font-bold text-sun-foreground">{t('progress.earned')}</span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
