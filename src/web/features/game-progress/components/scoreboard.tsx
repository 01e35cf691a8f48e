import { Link } from 'wouter';
import { DifficultyBadge } from '#web/components/difficulty-badge.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
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
  const scores = useMyScores(userId);

  if (userId === undefined) {
    return (
      <p className={cn('text-muted-foreground', className)}>
        <Link
          href={`/auth?next=${encodeURIComponent(returnTo)}`}
          className="font-bold text-primary underline"
        >
          Log in
        </Link>{' '}
        to save your scores and see them here.
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
    return <ErrorState compact query={scores} title="We couldn't load your scores." className={className} />;
  }
  const mine = scores.data.filter((s) => s.gameId === gameId).slice(0, limit);
  if (mine.length === 0) {
    return (
      <p className={cn('text-muted-foreground', className)}>
        No saved scores yet. Finish a round to see it here!
      </p>
    );
  }
  return (
    <ol className={cn('grid gap-2', className)} aria-label="Your recent scores">
      {mine.map((s) => {
        const badge = scoreboardBadge(s.difficulty, s.score);
        return (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-muted/60 px-4 py-2.5"
          >
            <span className="grid">
              <span className="font-extrabold tabular-nums">Score {s.score}</span>
              <span className="text-sm text-muted-foreground">
                {s.correctAnswers} of {s.totalQuestions} right · {formatDate(s.dateCompleted, timeZone)}
              </span>
            </span>
            <DifficultyBadge difficulty={badge.difficulty} />
          </li>
        );
      })}
    </ol>
  );
}
