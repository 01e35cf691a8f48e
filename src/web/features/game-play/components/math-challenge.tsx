import { ArrowLeft, Gift, ListOrdered, Play, ShoppingBag } from 'lucide-react';
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { withExtraRoundTime } from '#contract/extra-time.ts';
import {
  type Difficulty,
  type GameRules,
  MATH_CHALLENGE_GAME_ID,
  mathChallengeRules,
} from '#contract/game-rules.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { sessionState, usePoints, useUser } from '#web/lib/session.ts';
import type { PlayableGame } from '../engine/engine.ts';
import { type ExtraTimeSource, useGameRound } from '../hooks/use-game-round.ts';
import { CongratulationsDialog } from './congratulations-dialog.tsx';
import { MathMenu } from './math-menu.tsx';
import { PlayResting } from './play-resting.tsx';
import type { ProgressSlots } from './progress-slots.ts';
import { RateGamePrompt } from './rate-game-prompt.tsx';
import { RoundOutcome, RoundStats } from './round-outcome.tsx';
import { RoundPlaying } from './round-playing.tsx';

// The Math Quick Challenge's rules are fixed (docs/product.md#constants-and-limits), so it starts without waiting for
// the network; the server's copy only adds its badges (the menu states them; the celebration
// names them).
const FIXED_GAME: PlayableGame = {
  id: MATH_CHALLENGE_GAME_ID,
  skillType: 'arithmetic',
  gradelevel: 'Grades 1-5',
  rules: mathChallengeRules(),
};

/** The store's Prize Store dialog, given by the page (features do not import each other). */
export type PrizeStore = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnTo: string;
}>;

export interface MathChallengeProps {
  prizeStore: PrizeStore;
  /** The store's savings goal progress, shown on the finished screen (given by the page). */
  savingsGoal?: ReactNode;
  /** A grown-up's extra time for this child: the round's clock runs this many times longer. */
  extraTime?: ExtraTimeSource;
  /** The server's copy of the rules once loaded: it adds the game's badges. */
  servedRules?: GameRules;
  slots: ProgressSlots;
}

/** The Math Quick Challenge (/games/math-challenge and /games/1): menu, playing and finished. */
export function MathChallenge({
  prizeStore: PrizeStoreDialog,
  savingsGoal,
  servedRules,
  slots,
  extraTime,
}: MathChallengeProps) {
  const [location] = useLocation();
  const t = useT();
  const user = useUser();
  const userId = user.data?.id;
  const points = usePoints(userId);
  const extraNow = extraTime?.now ?? 1;
  const game = useMemo(() => withExtraRoundTime(FIXED_GAME, extraNow), [extraNow]);
  const rules = withExtraRoundTime({ rules: servedRules ?? FIXED_GAME.rules }, extraNow).rules;
  const round = useGameRound(FIXED_GAME, userId, extraTime);
  const [difficulty, setDifficulty] = useState<Difficulty>('easy');
  const [storeOpen, setStoreOpen] = useState(false);
  const [congratsClosedFor, setCongratsClosedFor] = useState<number | null>(null);
  const result = round.submission.result;
  const congratsOpen = round.phase === 'finished' && !!result && congratsClosedFor !== result.id;

  const start = () => void round.start({ difficulty });
  const openStore = () => {
    if (result) setCongratsClosedFor(result.id);
    setStoreOpen(true);
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-3">
        <Link
          href="/games"
          className="inline-flex w-fit items-center gap-1.5 rounded-full font-bold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> {t('games.allGames')}
        </Link>
        <PageHeader
          eyebrow={t('games.page.title')}
          title={t('games.math.title')}
          description={round.phase === 'playing' ? undefined : t('games.math.lead')}
        />
      </div>

      {round.phase === 'ready' || (round.phase === 'starting' && !round.summary) ? (
        <MathMenu
          difficulty={difficulty}
          onDifficultyChange={setDifficulty}
          onStart={start}
          starting={round.phase === 'starting'}
          onRedeem={() => setStoreOpen(true)}
          session={sessionState(user.data)}
          points={points.data?.points}
          returnTo={location}
          slots={slots}
          roundSeconds={game.rules.roundSeconds ?? undefined}
          notice={round.refused ? <PlayResting message={round.refused} /> : null}
        />
      ) : null}

      {round.phase === 'playing' ? <RoundPlaying round={round} /> : null}

      {(round.phase === 'finished' || round.phase === 'starting') && round.summary ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <Card>
            <CardHeader>
              <CardTitle className="text-3xl">{t('games.math.gameOver')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-5">
              <RoundStats summary={round.summary} />
              <RoundOutcome
                summary={round.summary}
                round={round}
                signedIn={!!user.data}
                rules={rules}
                returnTo={location}
              />
              {/* Rated like every other game, once its round is saved. */}
              {round.submission.status === 'success' ? <RateGamePrompt gameId={FIXED_GAME.id} /> : null}
              {savingsGoal}
              <div className="flex flex-wrap gap-2">
                <Button variant="sun" onClick={openStore}>
                  <Gift aria-hidden /> {t('games.congrats.viewRewards')}
                </Button>
                <Button asChild variant="outline">
                  <Link href="/merchandise">
                    <ShoppingBag aria-hidden /> {t('games.math.goToStore')}
                  </Link>
                </Button>
              </div>
              <div className="flex flex-wrap gap-2 border-t pt-5">
                <Button variant="outline" onClick={round.backToMenu}>
                  <ArrowLeft aria-hidden /> {t('games.math.backToMenu')}
                </Button>
                <Button onClick={start} disabled={round.phase !== 'finished'}>
                  <Play aria-hidden />{' '}
                  {round.phase === 'starting' ? t('games.starting') : t('games.finished.playAgain')}
                </Button>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <ListOrdered aria-hidden className="size-5 text-primary" /> {t('games.finished.scoreboard')}
              </CardTitle>
            </CardHeader>
            <CardContent>{slots.scoreboard()}</CardContent>
          </Card>
        </div>
      ) : null}

      <PrizeStoreDialog open={storeOpen} onOpenChange={setStoreOpen} returnTo={location} />
      {result ? (
        <CongratulationsDialog
          open={congratsOpen}
          onOpenChange={(open) => {
            if (!open) setCongratsClosedFor(result.id);
          }}
          pointsEarned={result.pointsEarned}
          totalPoints={result.points}
          capped={result.capped}
          onViewRewards={openStore}
        />
      ) : null}
    </div>
  );
}
