import { Link } from 'wouter';
import { DifficultyBadge } from '#web/components/difficulty-badge.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { useMyScores } from '../api/get-my-scores.ts';
import { scoreboardBadge } from '../views/scoreboard-badge.ts';

export interface ScoreboardProps {
  userId: number | undefined;
  gameId: number;
  /** Where a guest comes back to after logging in. */
  returnTo: string;
  limit?: number;
  className?: string;
}

/** The player's own recent scores in one game, each with its stored difficulty. */
export function Scoreboard({ userId, gameId, returnTo, limit = 5, className }: ScoreboardProps) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const scores = useMyScores(userId);
  const t = useT();

  if (userId === undefined) {
    return (
      <p className={cn('text-muted-foreground', className)}>
        <Link
          href={`/auth?next=${encodeURIComponent(returnTo)}`}
          className="font-bold text-primary underline"
        >
          {t('store.cart.logIn')}
        </Link>{' '}
        {t('progress.scores.logIn')}
      </p>
    );
  }
  if (scores.isPending) {
    return (
      <div className={cn('grid gap-2', className)} aria-busy="true">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (scores.isError) {
    return <ErrorState compact query={scores} title={t('progress.scores.error')} className={className} />;
  }
  const mine = scores.data.filter((s) => s.gameId === gameId).slice(0, limit);
  if (mine.length === 0) {
    return <p className={cn('text-muted-foreground', className)}>{t('progress.scores.none')}</p>;
  }
  return (
    <ol className={cn('grid gap-2', className)} aria-label={t('progress.scores.label')}>
      {mine.map((s) => {
        const badge = scoreboardBadge(s.difficulty, s.score);
        return (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-muted/60 px-4 py-2.5"
          >
            <span className="grid">
              <span className="font-extrabold tabular-nums">
                {t('progress.scores.score', { score: s.score })}
              </span>
              <span className="text-sm text-muted-foreground">
                {t('progress.scores.right', { n: s.correctAnswers, m: s.totalQuestions })} ·{' '}
                {formatDate(s.dateCompleted, timeZone, locale)}
              </span>
            </span>
            <DifficultyBadge difficulty={badge.difficulty} />
          </li>
        );
      })}
    </ol>
  );
}
