import type { Game } from '@contract/games';
import { GameHero } from '@web/features/game-library/components/game-hero';
import { GameScreen } from '@web/features/game-play/components/game-screen';
import { useGameProgressFor } from '@web/features/game-progress/api/get-game-progress-for';
import { GameProgressPanel } from '@web/features/game-progress/components/game-progress-panel';
import { SavingsGoalPanel } from '@web/features/store/components/savings-goal-panel';
import { useUser } from '@web/lib/session';
import { useLocation } from 'wouter';
import { progressSlots } from './progress-slots';

/** Any game but the Math Quick Challenge, with the library's hero and the progress feature's panels. */
export function GamePlay({ game }: { game: Game }) {
  const [location] = useLocation();
  const user = useUser();
  const userId = user.data?.id;
  const progress = useGameProgressFor(userId, game.id);
  const slots = progressSlots({
    gameId: game.id,
    userId,
    username: user.data?.username,
    returnTo: location,
    progressPanel: (
      <GameProgressPanel game={game} signedIn={!!user.data} progress={progress} returnTo={location} />
    ),
  });
  return (
    <GameScreen
      game={game}
      completedLevels={progress.data?.completedLevels ?? []}
      hero={<GameHero game={game} />}
      slots={slots}
      savingsGoal={<SavingsGoalPanel emptyHint="link" />}
    />
  );
}
