import { useParams } from 'wouter';
import { MATH_CHALLENGE_GAME_ID } from '#contract/game-rules.ts';
import {
  NOT_FOUND,
  pageTitle,
  parseRouteId,
  type RouteLoader,
  type RouteMeta,
} from '#web/app/route-module.ts';
import { GamePlay } from '#web/app/routes/game/game-play.tsx';
import { MathChallengePlay } from '#web/app/routes/game/math-challenge-play.tsx';
import { PageContainer } from '#web/components/page-header.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { getGameQueryOptions, useGame } from '#web/features/game-library/api/get-game.ts';
import { GameNotFound } from '#web/features/game-library/components/game-not-found.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';

/** /games/{id}: the destination of Play Now. Game 1 is the Math Quick Challenge. */
export default function GamePage() {
  const { id: raw = '' } = useParams<{ id: string }>();
  const id = parseRouteId(raw);
  const isMath = id === MATH_CHALLENGE_GAME_ID;
  const game = useGame(id ?? 0, { enabled: id !== null && !isMath });
  const t = useT();

  if (isMath) {
    return (
      <PageContainer>
        <MathChallengePlay />
      </PageContainer>
    );
  }
  if (id === null) return <GameNotFound />;
  if (game.isPending) return <PageSpinner label={t('games.page.loadingGame')} />;
  if (game.isError) {
    if (game.error instanceof ApiError && (game.error.status === 404 || game.error.status === 400)) {
      return <GameNotFound />;
    }
    return (
      <PageContainer>
        <h1 className="sr-only">{t('games.page.game')}</h1>
        <ErrorState query={game} title={t('games.page.loadGameError')} />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <GamePlay key={game.data.id} game={game.data} />
    </PageContainer>
  );
}

export const loader: RouteLoader = async (queryClient, { params }) => {
  const id = parseRouteId(params.id);
  if (id === null) return NOT_FOUND;
  return queryClient.prefetchQuery(getGameQueryOptions(id));
};

export const meta: RouteMeta = (queryClient, { params, t }) => {
  const id = parseRouteId(params.id);
  const game = id === null ? undefined : queryClient.getQueryData(getGameQueryOptions(id).queryKey);
  if (!game)
    return { title: pageTitle(t('games.notFound.title')), description: t('games.page.noSuchAddress') };
  return { title: pageTitle(game.title), description: game.description };
};
