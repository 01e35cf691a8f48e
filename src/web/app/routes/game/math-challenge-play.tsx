import { MATH_CHALLENGE_GAME_ID } from '@contract/game-rules';
import { useMyExtraTime } from '@web/features/family/api/get-my-controls';
import { useGame } from '@web/features/game-library/api/get-game';
import { MathChallenge } from '@web/features/game-play/components/math-challenge';
import { ServedGameProgress } from '@web/features/game-progress/components/served-game-progress';
import { PrizeStoreDialog } from '@web/features/store/components/prize-store-dialog';
import { SavingsGoalPanel } from '@web/features/store/components/savings-goal-panel';
import { useUser } from '@web/lib/session';
import { useLocation } from 'wouter';
import { progressSlots } from './progress-slots';

/** The Math Quick Challenge with the store's and the progress feature's panels (/games/math-challenge and /games/1). */
export function MathChallengePlay() {
  const [location] = useLocation();
  const user = useUser();
  const userId = user.data?.id;
  const served = useGame(MATH_CHALLENGE_GAME_ID);
  const extraTime = useMyExtraTime();
  const slots = progressSlots({
    gameId: MATH_CHALLENGE_GAME_ID,
    userId,
    username: user.data?.username,
    returnTo: location,
    progressPanel: (
      <ServedGameProgress
        served={served}
        gameId={MATH_CHALLENGE_GAME_ID}
        userId={userId}
        returnTo={location}
      />
    ),
  });
  return (
    <MathChallenge
      prizeStore={PrizeStoreDialog}
      savingsGoal={<SavingsGoalPanel emptyHint="link" />}
      servedRules={served.data?.rules}
      slots={slots}
      extraTime={extraTime}
    />
  );
}
