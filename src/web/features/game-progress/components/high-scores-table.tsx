import { Medal } from 'lucide-react';
import { DifficultyBadge } from '#web/components/difficulty-badge.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMessagesAhead, useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { useTopScores } from '../api/get-top-scores.ts';

export interface HighScoresTableProps {
  gameId: number;
  /** The signed-in player's username, to mark their own row. */
  username?: string | undefined;
  className?: string;
}

const SKELETON_ROWS = ['a', 'b', 'c', 'd'];
const CELL = 'px-2 py-2.5 sm:px-3';

/** A game's leaderboard from the server: each player's best score (usernames only). */
export function HighScoresTable({ gameId, username, className }: HighScoresTableProps) {
  const top = useTopScores(gameId);
  const t = useT();
  // The scores come after the page: what it says when there are none comes with the page.
  useMessagesAhead('progress.high.none');

  if (top.isError) {
    return (
      <ErrorState
        compact
        query={top}
        title={t('progress.high.error')}
        className={cn('justify-center py-6 text-center', className)}
      />
    );
  }
  if (top.data && top.data.length === 0) {
    return (
      <p
        className={cn(
          'flex items-center justify-center gap-2 py-6 text-center font-bold text-muted-foreground',
          className,
        )}
      >
        <Medal aria-hidden className="size-5 text-sun-foreground" /> {t('progress.high.none')}
      </p>
    );
  }
  return (
    <div className={cn('overflow-x-auto', className)}>
      <table className="w-full table-fixed text-start text-sm sm:text-base" aria-busy={top.isPending}>
        <caption className="sr-only">{t('progress.high.caption')}</caption>
        <thead>
          <tr className="border-b text-sm tracking-wide text-muted-foreground uppercase">
            <th scope="col" className={cn(CELL, 'w-14')}>
              {t('progress.high.rank')}
            </th>
            <th scope="col" className={CELL}>
              {t('progress.high.player')}
            </th>
            <th scope="col" className={cn(CELL, 'w-16 text-end')}>
              {t('progress.high.score')}
            </th>
            <th scope="col" className={cn(CELL, 'w-28')}>
              {t('progress.high.difficulty')}
            </th>
          </tr>
        </thead>
        <tbody>
          {top.isPending
            ? SKELETON_ROWS.map((key) => (
                <tr key={key} className="border-b last:border-0">
                  <td className={CELL} colSpan={4}>
                    <Skeleton className="h-6" />
                  </td>
                </tr>
              ))
            : top.data.map((row) => {
                const mine = username !== undefined && row.username.toLowerCase() === username.toLowerCase();
                return (
                  <tr key={row.rank} className={cn('border-b last:border-0', mine && 'bg-primary-soft/60')}>
                    <td className={cn(CELL, 'font-extrabold')}>{row.rank}</td>
                    <td className={cn(CELL, 'break-words')}>
                      {row.username}
                      {mine ? (
                        <span className="block text-sm font-bold text-primary">{t('progress.high.you')}</span>
                      ) : null}
                    </td>
                    <td className={cn(CELL, 'text-end font-extrabold tabular-nums')}>{row.score}</td>
                    <td className={CELL}>
                      <DifficultyBadge difficulty={row.difficulty} />
                    </td>
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
