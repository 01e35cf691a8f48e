import { PageContainer } from '@web/components/page-header';
import { MathChallenge } from '@web/features/games/components/math-challenge';
import { PrizeStoreDialog } from '@web/features/store/components/prize-store-dialog';

/** /games/math-challenge: the Math Quick Challenge (scores are saved for signed-in players). */
export default function MathChallengePage() {
  return (
    <PageContainer>
      <MathChallenge prizeStore={PrizeStoreDialog} />
    </PageContainer>
  );
}
