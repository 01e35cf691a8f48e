import { useLocation } from 'wouter';
import type { Game } from '#contract/games.ts';
import { useMyExtraTime } from '#web/features/family/api/get-my-controls.ts';
import { GameHero } from '#web/features/game-library/components/game-hero.tsx';
import { GameScreen } from '#web/features/game-play/components/game-screen.tsx';
import { useGameProgressFor } from '#web/features/game-progress/api/get-game-progress-for.ts';
import { GameProgressPanel } from '#web/features/game-progress/components/game-progress-panel.tsx';
import { SavingsGoalPanel } from '#web/features/store/components/savings-goal-panel.tsx';
import { sessionState, useUser } from '#web/lib/session.ts';
import { progressSlots } from './progress-slots.tsx';

/** Any game but the Math Quick Challenge, with the library's hero and the progress feature's panels. */
export function GamePlay({ game }: { game: Game }) {
  const [location] = useLocation();
  const user = useUser();
  const userId = user.data?.id;
  const progress = useGameProgressFor(userId, game.id);
  // A grown-up's extra time (docs/rules.md#parents-in-the-loop): the round's clock runs longer for this child.
  const extraTime = useMyExtraTime();
  const slots = progressSlots({
    gameId: game.id,
    userId,
    username: user.data?.username,
    returnTo: location,
    progressPanel: (
      <GameProgressPanel
        game={game}
        session={sessionState(user.data)}
        progress={progress}
        returnTo={location}
      />
    ),
  });
  return (
    <GameScreen
      game={game}
      extraTime={extraTime}
      completedLevels={progress.data?.completedLevels ?? []}
      hero={<GameHero game={game} />}
      slots={slots}
      savingsGoal={<SavingsGoalPanel emptyHint="link" />}
    />
  );
}
