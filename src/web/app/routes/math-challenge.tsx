import { PageContainer } from '@web/components/page-header';
import { MathChallenge } from '@web/features/games/components/math-challenge';
import { PrizeStoreDialog } from '@web/features/store/components/prize-store-dialog';
import { SavingsGoalPanel } from '@web/features/store/components/savings-goal-panel';

/** /games/math-challenge: the Math Quick Challenge (scores are saved for signed-in players). */
export default function MathChallengePage() {
  return (
    <PageContainer>
      <MathChallenge prizeStore={PrizeStoreDialog} savingsGoal={<SavingsGoalPanel emptyHint="link" />} />
    </PageContainer>
  );
}
