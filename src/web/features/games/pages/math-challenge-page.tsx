import { PageContainer } from '@web/components/page-header';
import { MathChallenge } from '../components/math-challenge';

/** /games/math-challenge: the Math Quick Challenge (scores are saved for signed-in players). */
export default function MathChallengePage() {
  return (
    <PageContainer>
      <MathChallenge />
    </PageContainer>
  );
}
