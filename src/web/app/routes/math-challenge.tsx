import { MATH_CHALLENGE_GAME_ID } from '#contract/game-rules.ts';
import { pageTitle, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { MathChallengePlay } from '#web/app/routes/game/math-challenge-play.tsx';
import { PageContainer } from '#web/components/page-header.tsx';
import { getGameQueryOptions } from '#web/features/game-library/api/get-game.ts';

/** /games/math-challenge: the Math Quick Challenge (scores are saved for signed-in players). */
export default function MathChallengePage() {
  return (
    <PageContainer>
      <MathChallengePlay />
    </PageContainer>
  );
}

export const loader: RouteLoader = (queryClient) =>
  queryClient.prefetchQuery(getGameQueryOptions(MATH_CHALLENGE_GAME_ID));

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('games.math.title')),
  description: t('games.math.metaDescription'),
});
