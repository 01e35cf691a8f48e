import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { MATH_CHALLENGE_GAME_ID } from '#contract/game-rules.ts';
import { useMyExtraTime } from '#web/features/family/api/get-my-controls.ts';
import { useGame } from '#web/features/game-library/api/get-game.ts';
import { MathChallenge } from '#web/features/game-play/components/math-challenge.tsx';
import { ServedGameProgress } from '#web/features/game-progress/components/served-game-progress.tsx';
import type { PrizeStoreDialogProps } from '#web/features/store/components/prize-store-dialog.tsx';
import { SavingsGoalPanel } from '#web/features/store/components/savings-goal-panel.tsx';
import { sessionState, useUser } from '#web/lib/session.ts';
import { progressSlots } from './progress-slots.tsx';

const PrizeStoreDialog = lazy(() =>
  import('#web/features/store/components/prize-store-dialog.tsx').then((m) => ({
    default: m.PrizeStoreDialog,
  })),
);

/**
 * The Prize Store's code (the dialog, its delivery-address form with react-hook-form and zod) is
 * fetched when the store is first opened, not with the game page; once opened it stays mounted,
 * so closing it animates as any dialog does.
 */
function PrizeStoreOnFirstUse(props: PrizeStoreDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PrizeStoreDialog {...props} />
    </Suspense>
  );
}

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
        session={sessionState(user.data)}
        returnTo={location}
      />
    ),
  });
  return (
    <MathChallenge
      prizeStore={PrizeStoreOnFirstUse}
      savingsGoal={<SavingsGoalPanel emptyHint="link" />}
      servedRules={served.data?.rules}
      slots={slots}
      extraTime={extraTime}
    />
  );
}
