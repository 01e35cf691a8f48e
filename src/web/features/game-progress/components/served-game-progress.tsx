import type { Game } from '#contract/games.ts';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ErrorState, type Retryable } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n.tsx';
import type { SessionState } from '#web/lib/session.ts';
import { useGameProgressFor } from '../api/get-game-progress-for.ts';
import { GameProgressPanel } from './game-progress-panel.tsx';

export interface ServedGameProgressProps {
  /** The game as the server serves it (its badges), still loading or failed. */
  served: Retryable & { data: Game | undefined; isError: boolean };
  gameId: number;
  userId: number | undefined;
  session: SessionState;
  returnTo: string;
}

/**
 * The player's progress and the game's badges for a game that is played before the server's copy
 * arrives (the Math Quick Challenge): a skeleton, then the panel, or a retry if it failed.
 */
export function ServedGameProgress({ served, gameId, userId, session, returnTo }: ServedGameProgressProps) {
  const progress = useGameProgressFor(userId, gameId);
  const t = useT();
  if (served.data) {
    return <GameProgressPanel game={served.data} session={session} progress={progress} returnTo={returnTo} />;
  }
  if (served.isError) {
    return (
      <Card>
        <CardContent className="pt-6">
          <ErrorState compact query={served} title={t('progress.badgesError')} />
        </CardContent>
      </Card>
    );
  }
  return <Skeleton className="h-72 rounded-[var(--radius-card)]" />;
}
